import {
  oneOf,
  positiveInteger,
  type SearchOf,
  searchSchema,
  text,
} from '../../routing/searchParams'

/** The router reads `?txn=2026` as a number: ids are taken as text either way. */
const id = (pattern: RegExp) => text({ numbers: true, pattern })

/** The event purchase's steps, in order; each is a page of its own with its address. */
export const buySteps = ['tickets', 'basket', 'checkout', 'preview', 'receipt'] as const
export type BuyStep = (typeof buySteps)[number]

/**
 * Where the buyer is in `/Event/<id>/Buy`, kept in the address so a login (or a reload) comes
 * back to the same step: `?step=tickets&performance=801201`, `?step=preview&preview=PV-…`,
 * `?step=receipt&txn=T…`. Anything unknown is dropped, never an error.
 */
export const buySearchSchema = searchSchema({
  step: oneOf(buySteps),
  performance: positiveInteger,
  preview: id(/^[A-Za-z0-9-]{1,40}$/),
  txn: id(/^[A-Z0-9-]{6,30}$/),
})

export type BuySearch = SearchOf<typeof buySearchSchema>
