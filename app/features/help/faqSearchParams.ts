import { searchSchema, text } from '../../routing/searchParams'

/** The FAQ's search in the address (`?q=refund`); anything else is dropped, never an error. */
export const faqSearchSchema = searchSchema({
  // the router reads `?q=2046` as a number
  q: text({ numbers: true, trim: true, minLength: 1, maxLength: 100 }),
})
