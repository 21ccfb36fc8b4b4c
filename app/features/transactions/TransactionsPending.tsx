import { useLingui } from '@lingui/react/macro'
import { MemberPending } from '../member/MemberPending'

export function TxnHistoryPending() {
  const { t } = useLingui()
  return <MemberPending label={t`Loading your transactions`} />
}

export function TransactionDetailPending() {
  const { t } = useLingui()
  return <MemberPending label={t`Loading the transaction`} />
}
