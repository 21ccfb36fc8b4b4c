import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { WishListStatus } from '../../domain/wishListStatus'
import type { BadgeTone } from '../Badge/Badge'

/** What a member can do with an entry. */
export const wishListEntryActions = ['reorder', 'cancel', 'payAgain'] as const
export type WishListEntryAction = (typeof wishListEntryActions)[number]

interface StatusLook {
  label: MessageDescriptor
  tone: BadgeTone
  /** Actions the status allows (spec §4): reorder and cancel before matching; pay again after a failed points payment. */
  actions: readonly WishListEntryAction[]
}

export const wishListStatusLooks: Record<WishListStatus, StatusLook> = {
  added: { label: msg`Added`, tone: 'neutral', actions: ['reorder', 'cancel'] },
  matching: { label: msg`Matching`, tone: 'info', actions: [] },
  matched: { label: msg`Matched`, tone: 'success', actions: [] },
  notMatched: { label: msg`Not matched`, tone: 'neutral', actions: [] },
  bought: { label: msg`Bought (paid by points)`, tone: 'success', actions: [] },
  pointsNotPaid: { label: msg`Points not paid`, tone: 'warning', actions: ['payAgain', 'cancel'] },
  cancelled: { label: msg`Cancelled`, tone: 'neutral', actions: [] },
  paymentFailed: { label: msg`Payment failed`, tone: 'danger', actions: ['payAgain', 'cancel'] },
}

export function allows(status: WishListStatus, action: WishListEntryAction): boolean {
  return wishListStatusLooks[status].actions.includes(action)
}
