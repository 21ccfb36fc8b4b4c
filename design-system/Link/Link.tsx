import { useLingui } from '@lingui/react/macro'
import { ExternalLinkIcon } from '../icons'
import { type LinkComponentProps, useLinkComponent } from '../LinkProvider'
import { VisuallyHidden } from '../VisuallyHidden'
import * as styles from './Link.css'

export const linkVariants = ['inline', 'standalone'] as const
export type LinkVariant = (typeof linkVariants)[number]

export interface LinkProps extends Omit<LinkComponentProps, 'target' | 'className'> {
  /** 'inline' inside a sentence; 'standalone' for a link on its own line (a bigger target). */
  variant?: LinkVariant
  /**
   * Another site or a download (payment provider, Facebook page, PDF address list), or a page
   * read beside a half-filled form (the terms): opens in a new tab, shows an icon and tells
   * screen readers so.
   */
  external?: boolean
}

/** Go somewhere: a page of the site or another site. For actions, use Button. */
export function Link({ variant = 'inline', external = false, rel, children, ...props }: LinkProps) {
  const { t } = useLingui()
  const Anchor = useLinkComponent()
  return (
    <Anchor
      {...props}
      target={external ? '_blank' : undefined}
      rel={external ? `noopener noreferrer ${rel ?? ''}`.trim() : rel}
      className={styles.link[variant]}
    >
      {children}
      {external && (
        <>
          <ExternalLinkIcon size="small" className={styles.externalIcon} />
          <VisuallyHidden> {t`(opens in a new tab)`}</VisuallyHidden>
        </>
      )}
    </Anchor>
  )
}
