// Member sessions: an opaque random token handed out at login (the app keeps it as CL_TK and
// sends it as a bearer token), stored only as its SHA-256, valid for a fixed time, revoked by
// logout and by a password or email change. A revocation tells every server process's session
// cache in its own commit (sessionCache.ts); the caller waits with `forgotten` after the commit.
import { createHash, randomBytes } from 'node:crypto'
import { type Kysely, type RawBuilder, type Selectable, sql } from 'kysely'
import type { DB } from '../db/schema'
import { revocationNotice, sessionsChannel } from './sessionCache'

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

type SessionRow = Pick<
  Selectable<DB['sessions']>,
  'id' | 'member_id' | 'expires_at' | 'revoked_at' | 'token_hash'
>
interface Asked {
  hash: string
  found: (row: SessionRow | undefined) => void
  failed: (error: unknown) => void
}

// The lookups asked for in this turn of the event loop, per database. A member's first request
// to a process reads their session; at a hot on-sale thousands arrive within a second or two, so
// the lookups asked together are read together, in one statement (as DataLoader batches), and
// the busier the process the more each statement answers.
const askedByDb = new WeakMap<Kysely<DB>, Asked[]>()

function sessionRowOf(db: Kysely<DB>, hash: string): Promise<SessionRow | undefined> {
  return new Promise((found, failed) => {
    let asked = askedByDb.get(db)
    if (!asked) {
      const batch: Asked[] = []
      asked = batch
      askedByDb.set(db, batch)
      setImmediate(() => {
        askedByDb.delete(db)
        readSessions(db, batch)
      })
    }
    asked.push({ hash, found, failed })
  })
}

async function readSessions(db: Kysely<DB>, asked: Asked[]) {
  try {
    const rows = await db
      .selectFrom('sessions')
      .select(['id', 'member_id', 'expires_at', 'revoked_at', 'token_hash'])
      // one statement text for any number of tokens (a prepared statement, not one per count)
      .where(sql<boolean>`token_hash = any(${[...new Set(asked.map((a) => a.hash))]}::text[])`)
      .execute()
    const byHash = new Map(rows.map((row) => [row.token_hash, row]))
    for (const { hash, found } of asked) found(byHash.get(hash))
  } catch (error) {
    for (const { failed } of asked) failed(error)
  }
}

export type SessionLookup =
  | { state: 'valid'; sessionId: number; memberId: number; expiresAt: Date }
  | { state: 'unknown' | 'expired' }

/** The session of a token's hash (`tokenHash`). */
export async function findSession(db: Kysely<DB>, hash: string, now: Date): Promise<SessionLookup> {
  const row = await sessionRowOf(db, hash)
  if (!row) return { state: 'unknown' }
  if (row.revoked_at || row.expires_at <= now) return { state: 'expired' }
  return { state: 'valid', sessionId: row.id, memberId: row.member_id, expiresAt: row.expires_at }
}

/**
 * Sets `revoked_at` on the sessions `which` picks and notifies the session caches in the same
 * commit; answers the notice to wait on (SessionCache.forgotten) once committed.
 */
async function revoke(db: Kysely<DB>, which: RawBuilder<unknown>, now: Date) {
  const notice = revocationNotice()
  await sql`
    with revoked as (update sessions set revoked_at = ${now} where ${which})
    select pg_notify(${sessionsChannel}, ${notice})
  `.execute(db)
  return notice
}

export function endSession(db: Kysely<DB>, sessionId: number, now: Date) {
  return revoke(db, sql`id = ${sessionId}`, now)
}

/** Every session of the member: a new password or email asks for a new login everywhere. */
export function endAllSessions(db: Kysely<DB>, memberId: number, now: Date) {
  return revoke(db, sql`member_id = ${memberId} and revoked_at is null`, now)
}
