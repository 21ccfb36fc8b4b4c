import * as v from 'valibot'

/** The FAQ's search in the address (`?q=refund`); anything else is dropped, never an error. */
export const faqSearchSchema = v.object({
  q: v.fallback(
    v.optional(
      v.pipe(
        // the router reads `?q=2046` as a number
        v.union([v.string(), v.number()]),
        v.transform((text) => String(text).trim()),
        v.minLength(1),
        v.maxLength(100),
      ),
    ),
    undefined,
  ),
})
