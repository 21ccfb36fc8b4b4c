import { button, type buttonSizes, type buttonVariants } from '../Button'
import { type LinkComponentProps, useLinkComponent } from '../LinkProvider'

export interface ButtonLinkProps extends Omit<LinkComponentProps, 'className'> {
  variant?: (typeof buttonVariants)[number]
  size?: (typeof buttonSizes)[number]
  fullWidth?: boolean
}

/**
 * A link drawn as a button, for a step that goes to another page ("Buy tickets", "Log in"):
 * it stays a link (opens in a new tab, shows its address) while it reads as the next step.
 */
export function ButtonLink({
  variant = 'primary',
  size = 'medium',
  fullWidth = false,
  ...props
}: ButtonLinkProps) {
  const Link = useLinkComponent()
  return <Link {...props} className={button({ variant, size, fullWidth })} />
}
