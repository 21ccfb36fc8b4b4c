import * as v from 'valibot'
import { loginSearchSchema } from '../../auth/targetUrl'

/** The Login page's two parts: logging in, or registering (Register.html opens the second). */
export const loginModes = ['login', 'register'] as const
export type LoginMode = (typeof loginModes)[number]

/** The ways to log in with an email: a password, or a one-time password by email. */
export const loginMethods = ['password', 'otp'] as const
export type LoginMethod = (typeof loginMethods)[number]

/** Text from the address (the router reads a number-like value as a number). */
const text = (max: number) =>
  v.fallback(
    v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.maxLength(max))),
    undefined,
  )

/**
 * Search of /Login.html: the page asked for (`targetUrl`), which part and way are open, and
 * what a social sign-in provider sends back (`code` and `state`, or `error`).
 */
export const loginPageSearchSchema = v.object({
  ...loginSearchSchema.entries,
  mode: v.fallback(v.optional(v.picklist(loginModes)), undefined),
  method: v.fallback(v.optional(v.picklist(loginMethods)), undefined),
  code: text(2000),
  state: text(200),
  error: text(200),
})
export type LoginPageSearch = v.InferOutput<typeof loginPageSearchSchema>
