import { button, type buttonSizes, type buttonVariants } from '../Button'
import { cx } from '../cx'
import { type LinkComponentProps, useLinkComponent } from '../LinkProvider'

export interface ButtonLinkProps extends LinkComponentProps {
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
  className,
  ...props
}: ButtonLinkProps) {
  const Link = useLinkComponent()
  return <Link {...props} className={cx(button({ variant, size, fullWidth }), className)} />
}
