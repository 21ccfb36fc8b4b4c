import { EmptyState } from '@design-system/EmptyState'
import { formatLongDate } from '@design-system/format'
import { Heading } from '@design-system/Heading'
import { Link } from '@design-system/Link'
import { List } from '@design-system/List'
import { Stack } from '@design-system/layout'
import { QrTicket } from '@design-system/QrTicket'
import { Receipt } from '@design-system/Receipt'
import { Text } from '@design-system/Text'
import { useLingui } from '@lingui/react/macro'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { deliveryChangeDeadline, isDeliveryChangeAllowed } from '../../../domain/delivery'
import { changeRequestMessages } from '../../../domain/forms/changeRequestMessages'
import { hongKongMidnight } from '../../../domain/hongKongTime'
import { type Schemas, transactionQuery } from '../../api/queries'
import { localizedText } from '../../i18n/localizedText'
import { useNow } from '../../startup/useNow'
import { usePageInfo } from '../shell/usePageInfo'
import { eTicketsQuery } from './eTicketsQuery'
import { transactionRecord } from './transactionRecord'

export interface TransactionDetailScreenProps {
  /** The transaction in the address; none when the page was opened without one. */
  txnNo: string | undefined
  now?: Date
}

/**
 * One transaction (spec §3's record): the receipt with every field, the e-tickets' QR codes
 * for an e-ticket purchase, and the change requests still open for it.
 */
export function TransactionDetailScreen({ txnNo, now }: TransactionDetailScreenProps) {
  const { t, i18n } = useLingui()
  const info = usePageInfo()
  return (
    <Stack gap="xl">
      {info && <Heading level={1}>{i18n._(info.title)}</Heading>}
      {txnNo ? (
        <TransactionDetail txnNo={txnNo} now={now} />
      ) : (
        <EmptyState
          title={t`No transaction chosen`}
          hint={t`Choose a transaction in your transaction history to see its details.`}
          action={
            <Link href="/Member/TxnHistory.html" variant="standalone">
              {t`Go to transaction history`}
            </Link>
          }
        />
      )}
    </Stack>
  )
}

function TransactionDetail({ txnNo, now }: { txnNo: string; now?: Date }) {
  const { t, i18n } = useLingui()
  const { data: txn } = useSuspenseQuery(transactionQuery(txnNo))
  const receipt = useQuery({ ...eTicketsQuery(txnNo), enabled: txn.collectionMethod === 'eTicket' })
  const record = transactionRecord(txn, i18n)
  return (
    <>
      <Receipt record={record} onPrint={() => window.print()} />
      {receipt.data?.eTickets && receipt.data.eTickets.length > 0 && (
        <ETickets txn={txn} eTickets={receipt.data.eTickets} />
      )}
      <ChangeRequests txn={txn} now={now} />
      <Text>
        <Link href="/Member/TxnHistory.html" variant="standalone">
          {t`Back to transaction history`}
        </Link>
      </Text>
    </>
  )
}

function ETickets({
  txn,
  eTickets,
}: {
  txn: Schemas['Transaction']
  eTickets: NonNullable<Schemas['Transaction']['eTickets']>
}) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale
  return (
    <Stack aria-labelledby="e-tickets" gap="md" as="section">
      <Heading id="e-tickets" level={2} size="lg">
        {t`E-tickets`}
      </Heading>
      {/* one ticket a row: in a tile the code left its details too narrow to read */}
      <Stack gap="lg">
        {eTickets.map((ticket, index) => {
          const seat = txn.seats[index]
          return (
            <QrTicket
              key={ticket.code}
              payload={ticket.code}
              ticketNo={`${txn.txnNo}-${index + 1}`}
              eventName={localizedText(txn.event, locale)}
              showTime={txn.showStartsAt}
              venue={localizedText(txn.venue, locale)}
              seat={ticket.seat}
              ticketType={seat ? localizedText(seat.priceZone, locale) : ''}
            />
          )
        })}
      </Stack>
    </Stack>
  )
}

/** What can still be asked about the transaction: contact details, and delivery in time. */
function ChangeRequests({ txn, now }: { txn: Schemas['Transaction']; now?: Date }) {
  const { t, i18n } = useLingui()
  const ticking = useNow()
  const today = now ?? ticking
  const showAt = new Date(txn.showStartsAt)
  if (+showAt <= +today) return null
  const txnNo = encodeURIComponent(txn.txnNo)
  const [year, month, day] = deliveryChangeDeadline(showAt).split('-').map(Number) as [
    number,
    number,
    number,
  ]
  const deadline = formatLongDate(hongKongMidnight(year, month, day).toISOString(), i18n.locale)
  return (
    <Stack aria-labelledby="changes" gap="md" as="section">
      <Heading id="changes" level={2} size="lg">
        {t`Need a change?`}
      </Heading>
      <List gap="sm">
        <li>
          <Link href={`/TxnChangeRequest.html?txnNo=${txnNo}`}>
            {t`Change the contact name, number or address`}
          </Link>
        </li>
        <li>
          {isDeliveryChangeAllowed(today, showAt) ? (
            <Link href={`/DeliveryChangeRequest.html?txnNo=${txnNo}`}>
              {t`Change how the tickets reach you (until ${deadline})`}
            </Link>
          ) : (
            i18n._(changeRequestMessages.deliveryChangeTooLate)
          )}
        </li>
      </List>
    </Stack>
  )
}
