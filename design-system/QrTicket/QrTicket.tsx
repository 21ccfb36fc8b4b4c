import { Trans, useLingui } from '@lingui/react/macro'
import { type HTMLAttributes, useId, useMemo } from 'react'
import { cx } from '../cx'
import { formatDateTime } from '../format'
import * as css from './QrTicket.css'
import { qrPath } from './qrPath'

export interface QrTicketProps extends HTMLAttributes<HTMLElement> {
  /** What the QR code encodes (the entrance scanner's ticket token). */
  payload: string
  ticketNo: string
  eventName: string
  /** ISO date-time of the show, shown in Hong Kong time. */
  showTime: string
  venue: string
  /** Section, row and seat as printed ("Stalls, Row F, Seat 12"); omit for free seating. */
  seat?: string
  /** Ticket type or class ("Standard", "Concession"). */
  ticketType: string
  /** Heading level of the event name in the page outline. */
  headingLevel?: 2 | 3 | 4
}

/**
 * An e-ticket: the QR code the entrance scans, with everything it stands for written beside it,
 * so a screen reader (or a person whose phone cannot show the code) gets the same ticket.
 */
export function QrTicket({
  payload,
  ticketNo,
  eventName,
  showTime,
  venue,
  seat,
  ticketType,
  headingLevel = 3,
  className,
  ...props
}: QrTicketProps) {
  const { t, i18n } = useLingui()
  const titleId = useId()
  const { size, d } = useMemo(() => qrPath(payload), [payload])
  const HeadingTag = `h${headingLevel}` as const
  return (
    <figure {...props} aria-labelledby={titleId} className={cx(css.ticket, className)}>
      <svg
        role="img"
        aria-label={t`QR code of ticket ${ticketNo}`}
        viewBox={`0 0 ${size} ${size}`}
        shapeRendering="crispEdges"
        className={css.code}
      >
        <path d={d} className={css.modules} />
      </svg>
      <figcaption className={css.details}>
        <HeadingTag id={titleId} className={css.title}>
          {eventName}
        </HeadingTag>
        {seat && <p className={cx(css.hint, css.seat)}>{seat}</p>}
        <dl className={css.fields}>
          <dt>
            <Trans>Date and time</Trans>
          </dt>
          <dd>{formatDateTime(showTime, i18n.locale)}</dd>
          <dt>
            <Trans>Venue</Trans>
          </dt>
          <dd>{venue}</dd>
          <dt>
            <Trans>Ticket type</Trans>
          </dt>
          <dd>{ticketType}</dd>
          <dt>
            <Trans>Ticket no.</Trans>
          </dt>
          <dd>{ticketNo}</dd>
        </dl>
        <p className={css.hint}>
          <Trans>Show this code at the entrance. Each code admits one person once.</Trans>
        </p>
      </figcaption>
    </figure>
  )
}
