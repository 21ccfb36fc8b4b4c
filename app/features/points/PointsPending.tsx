import { useLingui } from '@lingui/react/macro'
import { MemberPending } from '../member/MemberPending'

export function PointsPending() {
  const { t } = useLingui()
  return <MemberPending label={t`Loading your points`} />
}
