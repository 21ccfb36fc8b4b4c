import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { cx } from '../cx'
import { WarningIcon } from '../icons'
import { useLinkComponent } from '../LinkProvider'
import { banner, details, icon, text, title } from './MaintenanceBanner.css'

/** The weekly maintenance window of spec §9: Wednesday 00:00–02:00 Hong Kong time. */
export const maintenanceWindow = { from: '00:00', to: '02:00' } as const

export interface MaintenanceBannerProps {
  /** The app decides when the notice shows (for example in the days before the window). */
  visible: boolean
  /** Link to the full system maintenance notice, when there is one. */
  detailsHref?: string
  className?: string
}

/**
 * A page-wide notice of the weekly system maintenance (every Wednesday 00:00–02:00 Hong Kong
 * time). Put it at the very top of the page, above the Header.
 */
export function MaintenanceBanner({ visible, detailsHref, className }: MaintenanceBannerProps) {
  const { t } = useLingui()
  const Link = useLinkComponent()
  const titleId = useId()
  if (!visible) return null
  const { from, to } = maintenanceWindow
  return (
    <section aria-labelledby={titleId} className={cx(banner, className)}>
      <WarningIcon size="large" className={icon} />
      <p className={text}>
        <span id={titleId} className={title}>
          {t`System maintenance`}
        </span>{' '}
        {t`Every Wednesday from ${from} to ${to} (Hong Kong time) the system is under maintenance and some services may be unavailable.`}{' '}
        {detailsHref && (
          <Link href={detailsHref} className={details}>
            {t`Read the maintenance notice`}
          </Link>
        )}
      </p>
    </section>
  )
}
