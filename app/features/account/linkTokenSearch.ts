import * as v from 'valibot'

/**
 * Search of a mailed link's page (activation, password reset): the `token`, as text. The
 * screen checks it with the domain's token rule; anything else reads as a broken link.
 */
export const linkTokenSearchSchema = v.object({
  token: v.fallback(
    v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String))),
    undefined,
  ),
})
