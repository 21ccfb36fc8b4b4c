import { describe, expect, it } from 'vitest'
import { wishListStatuses } from '../../domain/wishListStatus'
import { allows, wishListStatusLooks } from './wishListEntryStatus'

describe('wish-list entry actions', () => {
  it('let a member pay again only after points were not paid or the payment failed', () => {
    const payable = wishListStatuses.filter((status) => allows(status, 'payAgain'))
    expect(payable).toEqual(['pointsNotPaid', 'paymentFailed'])
  })

  it('let the preference order change only before matching starts', () => {
    expect(wishListStatuses.filter((status) => allows(status, 'reorder'))).toEqual(['added'])
  })

  it('never offer anything on a bought or cancelled entry', () => {
    expect(wishListStatusLooks.bought.actions).toEqual([])
    expect(wishListStatusLooks.cancelled.actions).toEqual([])
  })
})
