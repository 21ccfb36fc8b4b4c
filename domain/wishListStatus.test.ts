import { describe, expect, it } from 'vitest'
import { wishListAllows, wishListStatuses } from './wishListStatus'

describe('wish-list entry actions', () => {
  it('let a member pay again only after points were not paid or the payment failed', () => {
    expect(wishListStatuses.filter((status) => wishListAllows(status, 'payAgain'))).toEqual([
      'pointsNotPaid',
      'paymentFailed',
    ])
  })

  it('let the preference order change only before matching starts', () => {
    expect(wishListStatuses.filter((status) => wishListAllows(status, 'reorder'))).toEqual([
      'added',
    ])
  })

  it('let an entry be cancelled before matching and after a failed points payment, never later', () => {
    expect(wishListStatuses.filter((status) => wishListAllows(status, 'cancel'))).toEqual([
      'added',
      'pointsNotPaid',
      'paymentFailed',
    ])
  })

  it('let only a cancelled entry be restored', () => {
    expect(wishListStatuses.filter((status) => wishListAllows(status, 'restore'))).toEqual([
      'cancelled',
    ])
  })

  it('never offer anything on a bought or cancelled entry', () => {
    for (const action of ['reorder', 'cancel', 'payAgain'] as const) {
      expect(wishListAllows('bought', action)).toBe(false)
      expect(wishListAllows('cancelled', action)).toBe(false)
    }
  })
})
