// Wish list (spec §4, §5, §9): at most 4 tickets per person across their wishes, one date per
// submission, and the 1.5-second loading flag before the list appears.
import * as v from 'valibot'
import { crossCheck } from './validation/crossCheck'
import { requiredText } from './validation/fields'
import { issue } from './validation/issueMessages'
import { fieldMessages as m } from './validation/messages'

export const wishListMaxTickets = 4
/** The loading flag stays on this long before the list appears. */
export const wishListLoadingDelayMs = 1500

/** Tickets a member may still wish for, given those already in their wish list. */
export function wishListTicketsLeft(ticketsAlready: number): number {
  return Math.max(0, wishListMaxTickets - ticketsAlready)
}

const preference = v.object({
  ticketTypeId: requiredText(m.choiceRequired, 50),
  venueId: v.optional(v.string()),
  /** The show date, `YYYY-MM-DD`. */
  date: v.pipe(v.string(issue(m.choiceRequired)), v.isoDate(issue(m.choiceRequired))),
  quantity: v.pipe(
    v.number(issue(m.quantityInvalid)),
    v.integer(issue(m.quantityInvalid)),
    v.minValue(1, issue(m.quantityInvalid)),
  ),
})
export type WishListPreference = v.InferOutput<typeof preference>

const submission = v.object({
  /** In order of preference: the first is matched first. */
  preferences: v.pipe(v.array(preference), v.nonEmpty(issue(m.wishListEmpty))),
})
type Submission = v.InferOutput<typeof submission>

export const totalTickets = (preferences: readonly { quantity: number }[]) =>
  preferences.reduce((sum, p) => sum + p.quantity, 0)

/**
 * One submission to the wish list. `ticketsAlready` is what the member already has in it
 * (the server passes it; a screen can too, to warn early).
 */
export function wishListSubmissionSchema(ticketsAlready = 0) {
  return v.pipe(
    submission,
    crossCheck<Submission>(
      'preferences',
      [],
      (s) => new Set(s.preferences.map((p) => p.date)).size <= 1,
      m.wishListOneDate,
    ),
    crossCheck<Submission>(
      'preferences',
      [],
      (s) => totalTickets(s.preferences) <= wishListTicketsLeft(ticketsAlready),
      m.wishListLimit,
    ),
  )
}
export type WishListSubmissionInput = v.InferInput<ReturnType<typeof wishListSubmissionSchema>>
