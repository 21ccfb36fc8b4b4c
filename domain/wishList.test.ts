import { describe, expect, it } from 'vitest'
import { problems } from './testing/problems'
import { wishListLoadingDelayMs, wishListSubmissionSchema, wishListTicketsLeft } from './wishList'

const limit = 'A wish list can hold at most 4 tickets per person.'
const wish = (quantity: number, date = '2026-12-24', ticketTypeId = 'A') => ({
  ticketTypeId,
  date,
  quantity,
})

describe('wish list', () => {
  it('keeps the loading flag on for 1.5 seconds', () => {
    expect(wishListLoadingDelayMs).toBe(1500)
  })

  it.each([
    [0, 4],
    [3, 1],
    [4, 0],
    [6, 0],
  ])('with %i tickets already leaves %i', (already, left) => {
    expect(wishListTicketsLeft(already)).toBe(left)
  })

  it.each([
    [[wish(4)], {}],
    [[wish(2, undefined, 'A'), wish(2, undefined, 'B')], {}],
    [[wish(5)], { preferences: limit }],
    [[wish(3, undefined, 'A'), wish(2, undefined, 'B')], { preferences: limit }],
  ])('a submission of %j answers %j', (preferences, expected) => {
    expect(problems(wishListSubmissionSchema(), { preferences })).toEqual(expected)
  })

  it('counts the tickets already wished for', () => {
    expect(problems(wishListSubmissionSchema(2), { preferences: [wish(2)] })).toEqual({})
    expect(problems(wishListSubmissionSchema(2), { preferences: [wish(3)] })).toEqual({
      preferences: limit,
    })
  })

  it('takes one date per submission', () => {
    expect(
      problems(wishListSubmissionSchema(), {
        preferences: [wish(1, '2026-12-24'), wish(1, '2026-12-25')],
      }),
    ).toEqual({ preferences: 'Tickets for different dates need separate submissions.' })
  })

  it('needs at least one ticket, each with a whole quantity of 1 or more', () => {
    expect(problems(wishListSubmissionSchema(), { preferences: [] })).toEqual({
      preferences: 'Please choose at least one ticket.',
    })
    expect(problems(wishListSubmissionSchema(), { preferences: [wish(0)] })).toEqual({
      'preferences.0.quantity': 'Please choose how many tickets you want.',
    })
    expect(problems(wishListSubmissionSchema(), { preferences: [wish(1.5)] })).toEqual({
      'preferences.0.quantity': 'Please choose how many tickets you want.',
    })
  })
})
