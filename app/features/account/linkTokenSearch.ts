import { searchSchema, text } from '../../routing/searchParams'

/**
 * Search of a mailed link's page (activation, password reset): the `token`, as text. The
 * screen checks it with the domain's token rule; anything else reads as a broken link.
 */
export const linkTokenSearchSchema = searchSchema({ token: text({ numbers: true }) })
