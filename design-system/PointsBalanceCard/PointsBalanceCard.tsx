import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { type HTMLAttributes, useId } from 'react'
import { cx } from '../cx'
import { formatCount, formatDate } from '../format'
import { Link } from '../Link'
import { Inline } from '../layout'
import { Skeleton, SkeletonGroup } from '../Skeleton'
import * as css from './PointsBalanceCard.css'

export interface ExpiringPoints {
  points: number
  /** ISO date the points expire (points are valid one year). */
  expiresAt: string
}

export interface PointsBalanceCardProps extends HTMLAttributes<HTMLElement> {
  /** Current balance; leave undefined while it loads. */
  balance?: number
  /** The next batch of points to expire, if any. */
  expiring?: ExpiringPoints
  /** Where members buy points (My Points). */
  buyPointsHref: string
  /** The points history page, if the card should link to it. */
  historyHref?: string
  /** Heading level of "My points" in the page outline. */
  headingLevel?: 2 | 3
  /** Replaces the heading "My points" (on the My points page itself: "Your balance"). */
  title?: string
}

/** The member's points at a glance: balance, the next points to expire and a way to buy more. */
export function PointsBalanceCard({
  balance,
  expiring,
  buyPointsHref,
  historyHref,
  headingLevel = 2,
  title,
  className,
  ...props
}: PointsBalanceCardProps) {
  const { t, i18n } = useLingui()
  const titleId = useId()
  const HeadingTag = `h${headingLevel}` as const
  const expiringPoints = expiring ? formatCount(expiring.points, i18n.locale) : ''
  const expiryDate = expiring ? formatDate(expiring.expiresAt, i18n.locale) : ''
  return (
    <section {...props} aria-labelledby={titleId} className={cx(css.card, className)}>
      <HeadingTag id={titleId} className={css.title}>
        {title ?? <Trans>My points</Trans>}
      </HeadingTag>
      {balance === undefined ? (
        <SkeletonGroup label={t`Loading your points balance`}>
          <Skeleton shape="block" width="10rem" height="2.75rem" />
          <Skeleton shape="text" width="16rem" />
        </SkeletonGroup>
      ) : (
        <>
          <p className={css.balance}>
            {formatCount(balance, i18n.locale)}{' '}
            <span className={css.unit}>
              <Plural value={balance} one="point" other="points" />
            </span>
          </p>
          {expiring && expiring.points > 0 ? (
            <p className={css.expiring}>
              <Trans>
                {expiringPoints} points expire on {expiryDate}.
              </Trans>
            </p>
          ) : (
            <p className={css.quiet}>
              <Trans>No points expire soon.</Trans>
            </p>
          )}
        </>
      )}
      <Inline gap="lg">
        <Link href={buyPointsHref} variant="standalone">
          <Trans>Buy points</Trans>
        </Link>
        {historyHref && (
          <Link href={historyHref} variant="standalone">
            <Trans>Points history</Trans>
          </Link>
        )}
      </Inline>
    </section>
  )
}
