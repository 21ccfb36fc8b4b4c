// Attempt counters in fixed windows, kept in the database so every server process counts the
// same attempts. A limit names what it counts; the subject is an account or an address.
import { type Kysely, sql } from 'kysely'
import type { DB } from '../db/schema'
import { ApiError } from '../http/apiError'

export interface Limit {
  name: string
  max: number
  windowSeconds: number
}

/** Wrong passwords per account: a few, then the account waits (and the bot check is asked). */
export const loginFailuresPerAccount: Limit = {
  name: 'login-fail-account',
  max: 5,
  windowSeconds: 900,
}
/** Login attempts per address, right or wrong. */
export const loginAttemptsPerAddress: Limit = { name: 'login-address', max: 30, windowSeconds: 600 }
/** One-time password requests per address (each address also waits 60 s between codes). */
export const codeRequestsPerAddress: Limit = { name: 'otp-address', max: 20, windowSeconds: 600 }
/** One-time password login attempts per address. */
export const codeLoginsPerAddress: Limit = {
  name: 'otp-login-address',
  max: 30,
  windowSeconds: 600,
}
/** Password-reset mails per account. */
export const resetMailsPerAccount: Limit = { name: 'reset-account', max: 5, windowSeconds: 3600 }
/** Old-password attempts when changing a password. */
export const passwordChecksPerAccount: Limit = {
  name: 'password-check',
  max: 5,
  windowSeconds: 900,
}

function windowStart(limit: Limit, now: Date) {
  const size = limit.windowSeconds * 1000
  return new Date(Math.floor(+now / size) * size)
}

const keyOf = (limit: Limit, subject: string) => `${limit.name}:${subject.toLowerCase()}`

/** Counts one attempt; false when it goes over the limit. */
export async function countAttempt(db: Kysely<DB>, limit: Limit, subject: string, now: Date) {
  const row = await db
    .insertInto('rate_limits')
    .values({ key: keyOf(limit, subject), window_start: windowStart(limit, now), hits: 1 })
    .onConflict((conflict) =>
      conflict.columns(['key', 'window_start']).doUpdateSet({ hits: sql`rate_limits.hits + 1` }),
    )
    .returning('hits')
    .executeTakeFirstOrThrow()
  return row.hits <= limit.max
}

/** Whether the subject has used up its attempts in this window (counts nothing). */
export async function isOverLimit(db: Kysely<DB>, limit: Limit, subject: string, now: Date) {
  const row = await db
    .selectFrom('rate_limits')
    .select('hits')
    .where('key', '=', keyOf(limit, subject))
    .where('window_start', '=', windowStart(limit, now))
    .executeTakeFirst()
  return (row?.hits ?? 0) >= limit.max
}

/** Old windows: nothing reads them again. */
export async function forgetOldAttempts(db: Kysely<DB>, now: Date) {
  await db
    .deleteFrom('rate_limits')
    .where('window_start', '<', new Date(+now - 24 * 60 * 60 * 1000))
    .execute()
}

/**
 * Counts an attempt from an address and refuses it over the limit. Addresses in
 * RATE_LIMIT_EXEMPT (load generators) are not counted; per-account limits still apply to them.
 */
export async function limitAddress(
  db: Kysely<DB>,
  exempt: readonly string[],
  limit: Limit,
  address: string,
  now: Date,
) {
  if (exempt.includes(address)) return
  if (!(await countAttempt(db, limit, address, now))) throw new ApiError(429, 'TOO_MANY_REQUESTS')
}
