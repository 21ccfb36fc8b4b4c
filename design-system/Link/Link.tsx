import { useLingui } from '@lingui/react/macro'
import { visuallyHidden } from '../FormField/field.css'
import { type LinkComponentProps, useLinkComponent } from '../LinkProvider/LinkProvider'
import * as styles from './Link.css'

export const linkVariants = ['inline', 'standalone'] as const
export type LinkVariant = (typeof linkVariants)[number]

export interface LinkProps extends Omit<LinkComponentProps, 'target'> {
  /** 'inline' inside a sentence; 'standalone' for a link on its own line (a bigger target). */
  variant?: LinkVariant
  /**
   * Another site or a download (payment provider, Facebook page, PDF address list): opens in
   * a new tab, shows an icon and tells screen readers so.
   */
  external?: boolean
}

/** Go somewhere: a page of the site or another site. For actions, use Button. */
export function Link({
  variant = 'inline',
  external = false,
  rel,
  children,
  className,
  ...props
}: LinkProps) {
  const { t } = useLingui()
  const Anchor = useLinkComponent()
  return (
    <Anchor
      {...props}
      target={external ? '_blank' : undefined}
      rel={external ? ['noopener', 'noreferrer', rel].filter(Boolean).join(' ') : rel}
      className={[styles.link[variant], className].filter(Boolean).join(' ')}
    >
      {children}
      {external && (
        <>
          <svg className={styles.externalIcon} viewBox="0 0 16 16" aria-hidden="true">
            <path
              fill="none"
              stroke="currentColor"
              strokeWidth="1.75"
              d="M9 2h5v5M14 2 7.5 8.5M12 9.5V14H2V4h4.5"
            />
          </svg>
          <span className={visuallyHidden}> {t`(opens in a new tab)`}</span>
        </>
      )}
    </Anchor>
  )
}
