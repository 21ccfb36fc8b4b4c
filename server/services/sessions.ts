// Member sessions: an opaque random token handed out at login (the app keeps it as CL_TK and
// sends it as a bearer token), stored only as its SHA-256, valid for a fixed time, revoked by
// logout and by a password or email change.
import { createHash, randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema'

export const sessionDays = 7
const dayMs = 24 * 60 * 60 * 1000

export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex')

export async function startSession(db: Kysely<DB>, memberId: number, now: Date) {
  const token = `ctx_${randomBytes(24).toString('base64url')}`
  const expiresAt = new Date(+now + sessionDays * dayMs)
  await db
    .insertInto('sessions')
    .values({
      token_hash: tokenHash(token),
      member_id: memberId,
      created_at: now,
      expires_at: expiresAt,
    })
    .execute()
  return { token, expiresAt }
}

export type SessionLookup =
  | { state: 'valid'; sessionId: number; memberId: number }
  | { state: 'unknown' | 'expired' }

export async function findSession(
  db: Kysely<DB>,
  token: string,
  now: Date,
): Promise<SessionLookup> {
  const row = await db
    .selectFrom('sessions')
    .select(['id', 'member_id', 'expires_at', 'revoked_at'])
    .where('token_hash', '=', tokenHash(token))
    .executeTakeFirst()
  if (!row) return { state: 'unknown' }
  if (row.revoked_at || row.expires_at <= now) return { state: 'expired' }
  return { state: 'valid', sessionId: row.id, memberId: row.member_id }
}

export async function endSession(db: Kysely<DB>, sessionId: number, now: Date) {
  await db.updateTable('sessions').set({ revoked_at: now }).where('id', '=', sessionId).execute()
}

/** Every session of the member: a new password or email asks for a new login everywhere. */
export async function endAllSessions(db: Kysely<DB>, memberId: number, now: Date) {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null)
    .execute()
}
