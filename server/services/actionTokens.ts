// Single-use, expiring links for a member: account activation and password reset.
import { createHash, randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema'

export type ActionPurpose = 'activate' | 'resetPassword'

/** How long a mailed link works. */
export const actionTokenHours: Record<ActionPurpose, number> = { activate: 24, resetPassword: 1 }

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex')

export async function issueActionToken(
  db: Kysely<DB>,
  memberId: number,
  purpose: ActionPurpose,
  now: Date,
) {
  const token = randomBytes(24).toString('base64url')
  await db
    .insertInto('action_tokens')
    .values({
      token_hash: hashOf(token),
      member_id: memberId,
      purpose,
      created_at: now,
      expires_at: new Date(+now + actionTokenHours[purpose] * 3_600_000),
    })
    .execute()
  return token
}

export type Redeemed = { state: 'ok'; memberId: number } | { state: 'unknown' | 'expired' | 'used' }

/** Uses the token once; a second use, an unknown or an expired token says which. */
export async function redeemActionToken(
  db: Kysely<DB>,
  token: string,
  purpose: ActionPurpose,
  now: Date,
): Promise<Redeemed> {
  const row = await db
    .selectFrom('action_tokens')
    .selectAll()
    .where('token_hash', '=', hashOf(token))
    .where('purpose', '=', purpose)
    .executeTakeFirst()
  if (!row) return { state: 'unknown' }
  if (row.used_at) return { state: 'used' }
  if (row.expires_at <= now) return { state: 'expired' }
  const used = await db
    .updateTable('action_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', row.token_hash)
    .where('used_at', 'is', null)
    .executeTakeFirst()
  return Number(used.numUpdatedRows) === 1
    ? { state: 'ok', memberId: row.member_id }
    : { state: 'used' }
}
