import { ButtonLink } from '@design-system/ButtonLink'
import { useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { receiptQuery, type Schemas } from '../../api/queries'
import { PurchaseReceipt } from './PurchaseReceipt'

/** The receipt of the purchase just paid, with the way to the member's transaction history. */
export function ReceiptStep({ event, txnNo }: { event: Schemas['EventDetail']; txnNo: string }) {
  const { t } = useLingui()
  const { data: transaction } = useSuspenseQuery(receiptQuery(txnNo))
  return (
    <PurchaseReceipt
      transaction={transaction}
      next={
        <>
          <ButtonLink href="/Member/TxnHistory.html" variant="secondary">
            {t`See your transaction history`}
          </ButtonLink>
          <ButtonLink href={`/Event/${event.id}`} variant="ghost">
            {t`Back to the event`}
          </ButtonLink>
        </>
      }
    />
  )
}
