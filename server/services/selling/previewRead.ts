// Reading back a checkout preview, so a reloaded preview step finds the same choices: only its
// member reads it, and only while it and its held seats are live.
import type { Kysely } from 'kysely'
import type { components } from '../../../contract/schema.gen'
import type { DB } from '../../db/schema'
import { hongKongTime } from '../format'
import { chargesOf } from './checkout'
import { liveHolds } from './holdView'

type TransactionPreview = components['schemas']['TransactionPreview']

/** The member's live event preview `previewId`, or undefined (someone else's, lapsed, or paid). */
export async function readPreview(
  db: Kysely<DB>,
  memberId: number,
  previewId: string,
  now: Date,
): Promise<TransactionPreview | undefined> {
  const row = await db
    .selectFrom('previews')
    .selectAll()
    .where('id', '=', previewId)
    .where('kind', '=', 'event')
    .where('member_id', '=', memberId)
    .where('expires_at', '>', now)
    .executeTakeFirst()
  if (!row) return undefined
  const wanted = new Set(row.hold_ids)
  const holds = (await liveHolds(db, { memberId }, now))
    .map((live) => live.hold)
    .filter((hold) => wanted.has(hold.id))
  // a seat given back or sold since checkout: the preview no longer says what would be paid
  if (holds.length !== wanted.size) return undefined
  return {
    previewId: row.id,
    holds,
    collectionMethod: row.collection_method,
    ...(row.delivery_region && row.delivery_address
      ? { deliveryAddress: { region: row.delivery_region, address: row.delivery_address } }
      : {}),
    paymentMethod: row.payment_method as TransactionPreview['paymentMethod'],
    charges: chargesOf(row),
    expiresAt: hongKongTime(row.expires_at),
  }
}
