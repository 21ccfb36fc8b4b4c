import { loginSearchSchema } from '../../auth/targetUrl'
import { oneOf, type SearchOf, searchSchema, text } from '../../routing/searchParams'

/** The Login page's two parts: logging in, or registering (Register.html opens the second). */
export const loginModes = ['login', 'register'] as const
export type LoginMode = (typeof loginModes)[number]

/** The ways to log in with an email: a password, or a one-time password by email. */
export const loginMethods = ['password', 'otp'] as const
export type LoginMethod = (typeof loginMethods)[number]

/** Text from the address (the router reads a number-like value as a number). */
const upTo = (maxLength: number) => text({ numbers: true, maxLength })

/**
 * Search of /Login.html: the page asked for (`targetUrl`), which part and way are open, and
 * what a social sign-in provider sends back (`code` and `state`, or `error`).
 */
export const loginPageSearchSchema = searchSchema({
  ...loginSearchSchema.fields,
  mode: oneOf(loginModes),
  method: oneOf(loginMethods),
  code: upTo(2000),
  state: upTo(200),
  error: upTo(200),
})
export type LoginPageSearch = SearchOf<typeof loginPageSearchSchema>
