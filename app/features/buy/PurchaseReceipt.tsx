import { QrTicket } from '@design-system/QrTicket'
import { Receipt } from '@design-system/Receipt'
import { useLingui } from '@lingui/react/macro'
import { type ReactNode, useId } from 'react'
import type { Schemas } from '../../api/queries'
import * as css from './Buy.css'
import { CalendarLink } from './CalendarLink'
import { eTicketsOf, receiptRecord } from './receiptRecord'

/**
 * The end of a purchase (events and movies alike): the receipt with every fee itemised, a QR
 * e-ticket per ticket when the tickets are e-tickets, the show for the buyer's calendar, and
 * where to go next.
 */
export function PurchaseReceipt({
  transaction,
  next,
}: {
  transaction: Schemas['Transaction']
  next: ReactNode
}) {
  const { t, i18n } = useLingui()
  const record = receiptRecord(transaction, i18n)
  const tickets = eTicketsOf(transaction, i18n)
  const ticketsHeading = useId()
  const confirmation = transaction.confirmationNo
  return (
    <>
      <p className={css.notice} role="status">
        {t`Thank you. Your purchase is complete; keep your confirmation number ${confirmation}.`}
      </p>
      <Receipt record={record} onPrint={() => window.print()} headingLevel={3} />
      {tickets.length > 0 && (
        <section className={css.panel} aria-labelledby={ticketsHeading}>
          <h3 id={ticketsHeading} className={css.subHeading}>
            {t`Your e-tickets`}
          </h3>
          {tickets.map((ticket) => (
            <QrTicket
              key={ticket.ticketNo}
              payload={ticket.payload}
              ticketNo={ticket.ticketNo}
              eventName={record.eventName}
              showTime={record.showTime}
              venue={record.venue}
              seat={ticket.seat}
              ticketType={ticket.ticketType}
              headingLevel={4}
            />
          ))}
        </section>
      )}
      <div className={css.actions}>
        {transaction.calendar && (
          <CalendarLink calendar={transaction.calendar} name={transaction.txnNo} />
        )}
        {next}
      </div>
    </>
  )
}
