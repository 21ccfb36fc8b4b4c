import { Trans, useLingui } from '@lingui/react/macro'
import { Fragment, type HTMLAttributes, useId } from 'react'
import { seatName } from '../../domain/seatName'
import { Badge } from '../Badge'
import { Button } from '../Button'
import { cx } from '../cx'
import { formatDateTime, formatHkd } from '../format'
import { Inline } from '../layout'
import { Table, type TableColumn } from '../Table'
import { VisuallyHidden } from '../VisuallyHidden'
import { lastFourDigits, maskCardNumber } from './maskCardNumber'
import * as css from './Receipt.css'

/** A seat of the receipt, shown by name ("Balcony, row F, seat 12", domain/seatName.ts). */
export interface ReceiptSeat {
  /** The section's or cinema house's name in the reader's language; for free seating alone. */
  section: string
  row: string
  seat: string
  /** Ticket type or class ("Standard", "Concession"). */
  ticketType: string
  /** HKD */
  price: number
}

/** The transaction record of spec §3, as much of it as a receipt shows. Amounts in HKD. */
export interface ReceiptRecord {
  transactionNo: string
  confirmationNo: string
  /** The courier's waybill number, once tickets are posted. */
  waybillNo?: string
  /** The PPS payment's ISN, when paid by PPS. */
  ppsIsn?: string
  /** ISO date-time of the purchase. */
  purchasedAt: string
  eventName: string
  /** ISO date-time of the show (shown in Hong Kong time). */
  showTime: string
  venue: string
  seats: readonly ReceiptSeat[]
  ticketTotal: number
  handlingFee?: number
  serviceFee?: number
  deliveryFee?: number
  /** A positive amount taken off the total. */
  discount?: number
  /** The part of the ticket price that can be refunded, when there is one. */
  refundableTicketCharge?: number
  grandTotal: number
  /** As the payment provider names it ("Visa", "Mastercard", "PPS"). */
  paymentMethod: string
  /** Shown with all but the first and last four digits hidden. */
  cardNumber?: string
  deliveryMethod: string
  deliveryAddress?: string
  trackingNo?: string
  /** The buyer's name and contact number, as given at checkout. */
  contactName?: string
  contactPhone?: string
}

export interface ReceiptProps extends HTMLAttributes<HTMLElement> {
  record: ReceiptRecord
  /** Shows a "Print receipt" button (never printed itself); the screen calls window.print(). */
  onPrint?: () => void
  /** Level of the receipt's heading in the page outline. */
  headingLevel?: 2 | 3
}

/** The record of a completed purchase: what was bought, what it cost, how it will arrive. Prints cleanly. */
export function Receipt({ record, onPrint, headingLevel = 2, className, ...props }: ReceiptProps) {
  const { t, i18n } = useLingui()
  const titleId = useId()
  const money = (amount: number) => formatHkd(amount, i18n.locale)
  // a table where there is room, a card per seat on a phone: nothing runs past the receipt
  const seatColumns: TableColumn<ReceiptSeat>[] = [
    { key: 'seat', header: t`Seat`, render: (seat) => seatName(i18n, seat) },
    { key: 'ticketType', header: t`Ticket type` },
    { key: 'price', header: t`Price`, align: 'end', render: (seat) => money(seat.price) },
  ]
  const HeadingTag = `h${headingLevel}` as const
  const Subheading = `h${headingLevel + 1}` as 'h3' | 'h4'
  const fees = [
    { label: t`Handling fee`, amount: record.handlingFee },
    { label: t`Service fee`, amount: record.serviceFee },
    { label: t`Delivery fee`, amount: record.deliveryFee },
  ].filter((fee): fee is { label: string; amount: number } => fee.amount !== undefined)
  const cardEnding = record.cardNumber ? lastFourDigits(record.cardNumber) : ''

  return (
    <article {...props} aria-labelledby={titleId} className={cx(css.receipt, className)}>
      <Inline as="header" justify="between" align="baseline" gap="sm">
        <HeadingTag id={titleId} className={css.title}>
          <Trans>Receipt</Trans>
        </HeadingTag>
        <Badge tone="success">
          <Trans>Completed</Trans>
        </Badge>
        {onPrint && (
          <span className={css.noPrint}>
            <Button variant="secondary" size="small" onClick={onPrint}>
              <Trans>Print receipt</Trans>
            </Button>
          </span>
        )}
      </Inline>

      <dl className={css.fields}>
        <dt>
          <Trans>Transaction no.</Trans>
        </dt>
        <dd>{record.transactionNo}</dd>
        <dt>
          <Trans>Confirmation no.</Trans>
        </dt>
        <dd>{record.confirmationNo}</dd>
        <dt>
          <Trans>Purchased</Trans>
        </dt>
        <dd>{formatDateTime(record.purchasedAt, i18n.locale)}</dd>
        {record.waybillNo && (
          <>
            <dt>
              <Trans>Waybill no.</Trans>
            </dt>
            <dd>{record.waybillNo}</dd>
          </>
        )}
        {record.ppsIsn && (
          <>
            <dt>
              <Trans>PPS ISN</Trans>
            </dt>
            <dd>{record.ppsIsn}</dd>
          </>
        )}
      </dl>

      <section className={css.section} aria-labelledby={`${titleId}-event`}>
        <Subheading id={`${titleId}-event`} className={css.sectionTitle}>
          {record.eventName}
        </Subheading>
        <dl className={css.fields}>
          <dt>
            <Trans>Show date and time</Trans>
          </dt>
          <dd>{formatDateTime(record.showTime, i18n.locale)}</dd>
          <dt>
            <Trans>Venue</Trans>
          </dt>
          <dd>{record.venue}</dd>
          <dt>
            <Trans>Tickets</Trans>
          </dt>
          <dd>{record.seats.length}</dd>
        </dl>
        <Table
          caption={t`Seats`}
          columns={seatColumns}
          rows={record.seats}
          rowKey={(seat) => `${seat.section}-${seat.row}-${seat.seat}`}
        />
      </section>

      <section className={css.section} aria-labelledby={`${titleId}-charges`}>
        <Subheading id={`${titleId}-charges`} className={css.sectionTitle}>
          <Trans>Charges</Trans>
        </Subheading>
        <dl className={css.amounts}>
          <dt>
            <Trans>Ticket total</Trans>
          </dt>
          <dd>{money(record.ticketTotal)}</dd>
          {fees.map((fee) => (
            <Fragment key={fee.label}>
              <dt>{fee.label}</dt>
              <dd>{money(fee.amount)}</dd>
            </Fragment>
          ))}
          {record.discount ? (
            <>
              <dt>
                <Trans>Discount</Trans>
              </dt>
              <dd>−{money(record.discount)}</dd>
            </>
          ) : null}
          <dt className={css.grandTotal}>
            <Trans>Grand total (HKD)</Trans>
          </dt>
          <dd className={css.grandTotal}>{money(record.grandTotal)}</dd>
          {record.refundableTicketCharge !== undefined && (
            <>
              <dt>
                <Trans>Refundable ticket charge</Trans>
              </dt>
              <dd>{money(record.refundableTicketCharge)}</dd>
            </>
          )}
        </dl>
      </section>

      <section className={css.section} aria-labelledby={`${titleId}-payment`}>
        <Subheading id={`${titleId}-payment`} className={css.sectionTitle}>
          <Trans>Payment and delivery</Trans>
        </Subheading>
        <dl className={css.fields}>
          <dt>
            <Trans>Payment method</Trans>
          </dt>
          <dd>{record.paymentMethod}</dd>
          {record.cardNumber && (
            <>
              <dt>
                <Trans>Card number</Trans>
              </dt>
              <dd>
                <span aria-hidden="true">{maskCardNumber(record.cardNumber)}</span>
                <VisuallyHidden>
                  <Trans>Card ending {cardEnding}</Trans>
                </VisuallyHidden>
              </dd>
            </>
          )}
          <dt>
            <Trans>Delivery method</Trans>
          </dt>
          <dd>{record.deliveryMethod}</dd>
          {record.deliveryAddress && (
            <>
              <dt>
                <Trans>Delivery address</Trans>
              </dt>
              <dd>{record.deliveryAddress}</dd>
            </>
          )}
          {record.trackingNo && (
            <>
              <dt>
                <Trans>Tracking no.</Trans>
              </dt>
              <dd>{record.trackingNo}</dd>
            </>
          )}
          {record.contactName && (
            <>
              <dt>
                <Trans>Name</Trans>
              </dt>
              <dd>{record.contactName}</dd>
            </>
          )}
          {record.contactPhone && (
            <>
              <dt>
                <Trans>Contact phone</Trans>
              </dt>
              <dd>{record.contactPhone}</dd>
            </>
          )}
        </dl>
      </section>
    </article>
  )
}
