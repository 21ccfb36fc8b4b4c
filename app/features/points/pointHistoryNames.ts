import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Schemas } from '../../api/queries'

/** What each kind of points entry is called in the history. */
export const pointHistoryTypeNames: Record<Schemas['PointHistoryType'], MessageDescriptor> = {
  topUp: msg`Bought`,
  payment: msg`Spent`,
  refund: msg`Given back`,
  expiry: msg`Expired`,
}
