import { Trans, useLingui } from '@lingui/react/macro'
import { type HTMLAttributes, useId } from 'react'
import { errorMessages } from '../../domain/errors'
import {
  wishListAllows as allows,
  type WishListStatus,
  wishListActions,
} from '../../domain/wishListStatus'
import { Badge } from '../Badge'
import { Button } from '../Button'
import { cx } from '../cx'
import { formatCount, formatDateTime, formatHkd } from '../format'
import { Inline } from '../layout'
import * as css from './WishListEntryCard.css'
import { wishListStatusLooks } from './wishListEntryStatus'

/** A wish-list entry (spec §3). Money in HKD. */
export interface WishListEntry {
  id: string
  eventName: string
  ticketType: string
  /** Order of preference, 1 first. */
  preference: number
  venue: string
  /** ISO date-time of the performance. */
  performanceAt: string
  /** Tickets wanted (at most 4 per person). */
  quantity: number
  /** Zone before matching, seats after ("Zone A" / "Stalls, Row F, Seats 12–13"). */
  seatInfo?: string
  /** Price of one ticket. */
  price: number
  deliveryFee: number
  total: number
  /** Points taken for this entry, once paid. */
  pointsPaid?: number
  status: WishListStatus
  /** The matching result in words ("Matched. Pay with points by 18 Dec 2026."). */
  result?: string
}

export interface WishListEntryCardProps extends Omit<HTMLAttributes<HTMLElement>, 'onChange'> {
  entry: WishListEntry
  /** False for the first entry (it cannot move up). */
  canMoveUp?: boolean
  /** False for the last entry. */
  canMoveDown?: boolean
  onMoveUp?: (id: string) => void
  onMoveDown?: (id: string) => void
  onCancel?: (id: string) => void
  /** Restore the entry and pay again with points (after a top-up). */
  onPayAgain?: (id: string) => void
  /** Bring a cancelled entry back into the wish list. */
  onRestore?: (id: string) => void
  /** Heading level of the event name. */
  headingLevel?: 2 | 3 | 4
}

/**
 * One entry of the member's wish list: what was asked for, in which order of preference, its
 * matching status in words, and only the actions that status allows (reorder and cancel
 * while waiting; pay again when points were short or the payment failed).
 */
export function WishListEntryCard({
  entry,
  canMoveUp = true,
  canMoveDown = true,
  onMoveUp,
  onMoveDown,
  onCancel,
  onPayAgain,
  onRestore,
  headingLevel = 3,
  className,
  ...props
}: WishListEntryCardProps) {
  const { i18n } = useLingui()
  const titleId = useId()
  const look = wishListStatusLooks[entry.status]
  const money = (amount: number) => formatHkd(amount, i18n.locale)
  const HeadingTag = `h${headingLevel}` as const
  const preference = entry.preference
  const reorder = allows(entry.status, 'reorder')
  // a row of buttons only when one of them will be there
  const handlers = {
    reorder: onMoveUp ?? onMoveDown,
    cancel: onCancel,
    payAgain: onPayAgain,
    restore: onRestore,
  }
  // Move buttons stay focusable at the ends (aria-disabled), so focus is not lost after a move.

  return (
    <article {...props} aria-labelledby={titleId} className={cx(css.card, className)}>
      <Inline as="header" gap="sm">
        <span className={css.preference}>
          <Trans>Preference {preference}</Trans>
        </span>
        <HeadingTag id={titleId} className={css.title}>
          {entry.eventName}
        </HeadingTag>
        <Badge tone={look.tone}>{i18n._(look.label)}</Badge>
      </Inline>

      <dl className={css.fields}>
        <dt>
          <Trans>Date</Trans>
        </dt>
        <dd>{formatDateTime(entry.performanceAt, i18n.locale)}</dd>
        <dt>
          <Trans>Venue</Trans>
        </dt>
        <dd>{entry.venue}</dd>
        <dt>
          <Trans>Ticket type</Trans>
        </dt>
        <dd>{entry.ticketType}</dd>
        <dt>
          <Trans>Quantity</Trans>
        </dt>
        <dd>{entry.quantity}</dd>
        {entry.seatInfo && (
          <>
            <dt>
              <Trans>Seats</Trans>
            </dt>
            <dd>{entry.seatInfo}</dd>
          </>
        )}
        <dt>
          <Trans>Price per ticket</Trans>
        </dt>
        <dd>{money(entry.price)}</dd>
        <dt>
          <Trans>Delivery fee</Trans>
        </dt>
        <dd>{money(entry.deliveryFee)}</dd>
        <dt className={css.total}>
          <Trans>Total</Trans>
        </dt>
        <dd className={css.total}>{money(entry.total)}</dd>
        {entry.pointsPaid !== undefined && (
          <>
            <dt>
              <Trans>Paid in points</Trans>
            </dt>
            <dd>{formatCount(entry.pointsPaid, i18n.locale)}</dd>
          </>
        )}
        {entry.result && (
          <>
            <dt>
              <Trans>Result</Trans>
            </dt>
            <dd>{entry.result}</dd>
          </>
        )}
      </dl>

      {entry.status === 'pointsNotPaid' && (
        <p className={css.notice}>{i18n._(errorMessages.INSUFFICIENT_POINTS)}</p>
      )}
      {entry.status === 'paymentFailed' && (
        <p className={css.notice}>
          <Trans>Payment with points failed. Please check your points balance and pay again.</Trans>
        </p>
      )}

      {wishListActions.some((action) => allows(entry.status, action) && handlers[action]) && (
        <Inline gap="sm">
          {reorder && onMoveUp && (
            <Button
              variant="secondary"
              size="small"
              aria-describedby={titleId}
              aria-disabled={!canMoveUp}
              onClick={() => onMoveUp(entry.id)}
            >
              <span aria-hidden="true">↑</span> <Trans>Move up</Trans>
            </Button>
          )}
          {reorder && onMoveDown && (
            <Button
              variant="secondary"
              size="small"
              aria-describedby={titleId}
              aria-disabled={!canMoveDown}
              onClick={() => onMoveDown(entry.id)}
            >
              <span aria-hidden="true">↓</span> <Trans>Move down</Trans>
            </Button>
          )}
          {allows(entry.status, 'payAgain') && onPayAgain && (
            <Button size="small" onClick={() => onPayAgain(entry.id)}>
              <Trans>Pay again</Trans>
            </Button>
          )}
          {allows(entry.status, 'restore') && onRestore && (
            <Button
              size="small"
              variant="secondary"
              onClick={() => onRestore(entry.id)}
              aria-describedby={titleId}
            >
              <Trans>Restore</Trans>
            </Button>
          )}
          {allows(entry.status, 'cancel') && onCancel && (
            <Button
              size="small"
              variant="ghost"
              onClick={() => onCancel(entry.id)}
              aria-describedby={titleId}
            >
              <Trans>Cancel</Trans>
            </Button>
          )}
        </Inline>
      )}
    </article>
  )
}
