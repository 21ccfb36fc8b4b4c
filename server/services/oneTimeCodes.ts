// One-time passwords (spec §4, §9): six digits by email, valid 15 minutes, single use, a new
// one only after 60 seconds (which replaces the old), and a few wrong tries kill the code.
import { createHash, randomInt } from 'node:crypto'
import type { Kysely } from 'kysely'
import { isOtpValid, otpLength, otpResendSecondsLeft } from '../../domain/otp'
import type { DB } from '../db/schema'

export type CodePurpose = 'login' | 'verification'
/** Wrong tries after which a code is dead and a new one must be asked for. */
export const maxCodeAttempts = 5

const hashCode = (email: string, code: string) =>
  createHash('sha256').update(`${email.toLowerCase()}:${code}`).digest('hex')

const latest = (db: Kysely<DB>, email: string, purpose: CodePurpose) =>
  db
    .selectFrom('one_time_codes')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .where('purpose', '=', purpose)
    .orderBy('sent_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst()

/** Seconds before a new code may be sent to this address (0: now). */
export async function secondsBeforeNewCode(
  db: Kysely<DB>,
  email: string,
  purpose: CodePurpose,
  now: Date,
) {
  const last = await latest(db, email, purpose)
  return last ? otpResendSecondsLeft(+last.sent_at, +now) : 0
}

/** A new code for the address; earlier ones stop working. */
export async function issueCode(db: Kysely<DB>, email: string, purpose: CodePurpose, now: Date) {
  const code = String(randomInt(0, 10 ** otpLength)).padStart(otpLength, '0')
  await db
    .updateTable('one_time_codes')
    .set({ used_at: now })
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute()
  await db
    .insertInto('one_time_codes')
    .values({ email, purpose, code_hash: hashCode(email, code), sent_at: now })
    .execute()
  return code
}

/** Uses the code if it is the latest one, unused, in time and not tried too often. */
export async function redeemCode(
  db: Kysely<DB>,
  email: string,
  purpose: CodePurpose,
  code: string,
  now: Date,
): Promise<boolean> {
  const last = await latest(db, email, purpose)
  if (!last || last.used_at || !isOtpValid(+last.sent_at, +now)) return false
  // a try is taken before the code is compared, in one statement: of guesses sent at once,
  // only the first few find a try left
  const tried = await db
    .updateTable('one_time_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', last.id)
    .where('used_at', 'is', null)
    .where('attempts', '<', maxCodeAttempts)
    .executeTakeFirst()
  if (Number(tried.numUpdatedRows) !== 1) return false
  if (last.code_hash !== hashCode(email, code)) return false
  // single use, even when two requests race: only one update finds it unused
  const used = await db
    .updateTable('one_time_codes')
    .set({ used_at: now })
    .where('id', '=', last.id)
    .where('used_at', 'is', null)
    .executeTakeFirst()
  return Number(used.numUpdatedRows) === 1
}
