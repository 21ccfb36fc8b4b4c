import { Callout } from '@design-system/Callout'
import { Card } from '@design-system/Card'
import { Heading } from '@design-system/Heading'
import { Inline } from '@design-system/layout'
import { QrTicket } from '@design-system/QrTicket'
import { Receipt } from '@design-system/Receipt'
import { useLingui } from '@lingui/react/macro'
import { type ReactNode, useId } from 'react'
import type { Schemas } from '../../api/queries'
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
      <Callout tone="info" role="status">
        {t`Thank you. Your purchase is complete; keep your confirmation number ${confirmation}.`}
      </Callout>
      <Receipt record={record} onPrint={() => window.print()} headingLevel={3} />
      {tickets.length > 0 && (
        <Card as="section" aria-labelledby={ticketsHeading}>
          <Heading id={ticketsHeading} level={3} size="md">
            {t`Your e-tickets`}
          </Heading>
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
        </Card>
      )}
      <Inline gap="md">
        {transaction.calendar && (
          <CalendarLink calendar={transaction.calendar} name={transaction.txnNo} />
        )}
        {next}
      </Inline>
    </>
  )
}
