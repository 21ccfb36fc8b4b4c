import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { WishListStatus } from '../../domain/wishListStatus'
import type { BadgeTone } from '../Badge'

/**
 * How each status reads on the card: its words and the badge's tone. Which actions a status
 * allows is the spec's rule, in domain/wishListStatus.ts.
 */
export const wishListStatusLooks: Record<
  WishListStatus,
  { label: MessageDescriptor; tone: BadgeTone }
> = {
  added: { label: msg`Added`, tone: 'neutral' },
  matching: { label: msg`Matching`, tone: 'info' },
  matched: { label: msg`Matched`, tone: 'success' },
  notMatched: { label: msg`Not matched`, tone: 'neutral' },
  bought: { label: msg`Bought (paid by points)`, tone: 'success' },
  pointsNotPaid: { label: msg`Points not paid`, tone: 'warning' },
  cancelled: { label: msg`Cancelled`, tone: 'neutral' },
  paymentFailed: { label: msg`Payment failed`, tone: 'danger' },
}
