import { ButtonLink } from '@design-system/ButtonLink'
import { Card } from '@design-system/Card'
import { Inline } from '@design-system/layout'
import { Text } from '@design-system/Text'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { receiptQuery } from '../../api/queries'
import { useLoginState } from '../../auth/useLoginState'
import { PurchaseReceipt } from '../buy/PurchaseReceipt'
import { cinemaHref } from './useCinemaNavigate'

/**
 * The booking's receipt and e-tickets. A member's comes back from the server on a reload; a
 * visitor's is the one the payment answered, on screen until the page is left.
 */
export function CinemaReceiptStep({ txnNo, date }: { txnNo: string; date?: string }) {
  const { t } = useLingui()
  const { isLogin } = useLoginState()
  const { data: transaction, isPending } = useQuery({
    ...receiptQuery(txnNo),
    enabled: isLogin,
    meta: { quiet: true },
  })
  const schedule = (
    <ButtonLink href={cinemaHref({ date })} variant="secondary">
      {t`Book another film`}
    </ButtonLink>
  )
  if (!transaction) {
    return (
      <Card role="status">
        <Text>
          {isLogin && isPending
            ? t`Loading your receipt…`
            : t`This receipt is no longer on screen. Members find every booking in their transaction history.`}
        </Text>
        <Inline gap="md">{schedule}</Inline>
      </Card>
    )
  }
  return (
    <PurchaseReceipt
      transaction={transaction}
      next={
        <>
          {isLogin && (
            <ButtonLink href="/Member/TxnHistory.html" variant="secondary">
              {t`See your transaction history`}
            </ButtonLink>
          )}
          {schedule}
        </>
      }
    />
  )
}
