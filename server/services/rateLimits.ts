// Attempt counters in fixed windows, kept in the database so every server process counts the
// same attempts. A limit names what it counts; the subject is an account, an address or both.
// A limit on failures is claimed before the attempt is checked, in the same statement that
// counts it, so requests sent at once cannot all read "not yet over" (docs/decisions/
// 0008-sign-in-limits.md).
import { type Kysely, sql } from 'kysely'
import { DomainError } from '../../domain/domainError'
import type { DB } from '../db/schema'

export interface Limit {
  name: string
  max: number
  windowSeconds: number
}

/** Wrong passwords (per account or per address) after which a login needs the bot check. */
const botCheckAfterFailures = 3
/**
 * Wrong passwords per account, from any address: past `max`, every login to the account needs
 * the bot check, the owner's too; nobody is refused for someone else's failures.
 */
export const loginFailuresPerAccount: Limit = {
  name: 'login-fail-account',
  max: botCheckAfterFailures,
  windowSeconds: 900,
}
/** Wrong passwords for one account from one address: past `max` that address waits. */
export const loginFailuresPerAccountAndAddress: Limit = {
  name: 'login-fail-pair',
  max: 5,
  windowSeconds: 900,
}
/**
 * Wrong passwords per account in an hour, bot checks answered and from any address: the
 * ceiling on guessing one account (ASVS V2.2.1). The one-time password and the reset link
 * still open the account when it is reached.
 */
export const loginFailuresPerAccountHourly: Limit = {
  name: 'login-fail-account-hour',
  max: 100,
  windowSeconds: 3600,
}
/**
 * Wrong passwords from one address, whatever the account: past `max` its logins need the bot
 * check (loginAttemptsPerAddress is what stops it).
 */
export const loginFailuresPerAddress: Limit = {
  name: 'login-fail-address',
  max: botCheckAfterFailures,
  windowSeconds: 900,
}
/** Login attempts per address, right or wrong. */
export const loginAttemptsPerAddress: Limit = { name: 'login-address', max: 30, windowSeconds: 600 }
/** One-time password requests per address (each address also waits 60 s between codes). */
export const codeRequestsPerAddress: Limit = { name: 'otp-address', max: 20, windowSeconds: 600 }
/** One-time password requests per account (besides the 60 s between two codes). */
export const codeRequestsPerAccount: Limit = { name: 'otp-account', max: 6, windowSeconds: 3600 }
/**
 * Wrong one-time passwords for one account from one address: past `max` that address waits.
 * Each code also dies after 5 wrong tries, whoever makes them; the owner asks for another.
 */
export const codeFailuresPerAccountAndAddress: Limit = {
  name: 'otp-fail-pair',
  max: 10,
  windowSeconds: 900,
}
/** One-time password login attempts per address. */
export const codeLoginsPerAddress: Limit = {
  name: 'otp-login-address',
  max: 30,
  windowSeconds: 600,
}
/** Forgot-password requests per address. */
export const resetRequestsPerAddress: Limit = {
  name: 'reset-address',
  max: 20,
  windowSeconds: 600,
}
/** Registrations per address. */
export const registrationsPerAddress: Limit = {
  name: 'register-address',
  max: 10,
  windowSeconds: 3600,
}
/** Registration attempts per email address. */
export const registrationsPerAccount: Limit = {
  name: 'register-account',
  max: 5,
  windowSeconds: 3600,
}
/** Activation mails per account (registration, resend, logging in before activating). */
export const activationMailsPerAccount: Limit = {
  name: 'activation-mail-account',
  max: 5,
  windowSeconds: 3600,
}
/** Activation links followed and resends asked for, per address. */
export const activationsPerAddress: Limit = {
  name: 'activation-address',
  max: 30,
  windowSeconds: 600,
}
/** Bot-check pictures drawn per address. */
export const botChecksPerAddress: Limit = {
  name: 'bot-check-address',
  max: 60,
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

export interface Claim {
  limit: Limit
  subject: string
}

/** Attempts claimed in one statement: how many each counter holds now, and a way to give them back. */
export interface ClaimedAttempts {
  /** the attempts counted for the limit's subject, this one included */
  hits(limit: Limit): number
  /** whether this attempt went over the limit */
  over(limit: Limit): boolean
  /** gives the attempt back (it was not checked, or it was right) */
  release(): Promise<void>
}

/**
 * Counts one attempt against each limit in one atomic statement, before the attempt is
 * checked: of a burst sent at once, only the first `max` find themselves within a limit.
 */
export async function claimAttempts(
  db: Kysely<DB>,
  claims: readonly Claim[],
  now: Date,
): Promise<ClaimedAttempts> {
  // rows are locked in the order of their keys, the same in every statement: two bursts that
  // share counters never wait on each other in a circle (a deadlock on PostgreSQL)
  const rows = claims
    .map(({ limit, subject }) => ({
      key: keyOf(limit, subject),
      window_start: windowStart(limit, now),
      hits: 1,
    }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
  const counted = await db
    .insertInto('rate_limits')
    .values(rows)
    .onConflict((conflict) =>
      conflict.columns(['key', 'window_start']).doUpdateSet({ hits: sql`rate_limits.hits + 1` }),
    )
    .returning(['key', 'hits'])
    .execute()
  const hitsByKey = new Map(counted.map((row) => [row.key, row.hits]))
  const hits = (limit: Limit) => {
    const claim = claims.find((c) => c.limit === limit)
    return claim ? (hitsByKey.get(keyOf(limit, claim.subject)) ?? 0) : 0
  }
  let released = false
  return {
    hits,
    over: (limit) => hits(limit) > limit.max,
    async release() {
      if (released) return
      released = true
      // one row a statement: each holds a single row's lock, so it cannot close a circle
      for (const row of rows) {
        await db
          .updateTable('rate_limits')
          .set({ hits: sql`rate_limits.hits - 1` })
          .where('key', '=', row.key)
          .where('window_start', '=', row.window_start)
          .execute()
      }
    },
  }
}

/** Attempts counted for the subject in this window so far. */
export async function attemptsSoFar(db: Kysely<DB>, limit: Limit, subject: string, now: Date) {
  const row = await db
    .selectFrom('rate_limits')
    .select('hits')
    .where('key', '=', keyOf(limit, subject))
    .where('window_start', '=', windowStart(limit, now))
    .executeTakeFirst()
  return row?.hits ?? 0
}

/** Counts an attempt for an account and refuses it over the limit (exempt addresses too). */
export async function limitAccount(db: Kysely<DB>, limit: Limit, subject: string, now: Date) {
  if (!(await countAttempt(db, limit, subject, now))) throw new DomainError('TOO_MANY_REQUESTS')
}

/** Old windows (a day old; the longest is an hour): nothing reads them again. How many went. */
export async function forgetOldAttempts(db: Kysely<DB>, now: Date): Promise<number> {
  const { numDeletedRows } = await db
    .deleteFrom('rate_limits')
    .where('window_start', '<', new Date(+now - 24 * 60 * 60 * 1000))
    .executeTakeFirst()
  return Number(numDeletedRows)
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
  if (!(await countAttempt(db, limit, address, now))) throw new DomainError('TOO_MANY_REQUESTS')
}
