// The pass: the entry's public id and a signature over the entry, its member and its number.
// It is checked against the calling member's own entry, so a pass taken by another member is
// no pass, and a member who queued again (a new number) has a new one.
import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema'
import { serverSecret } from '../secrets'
import type { Entry } from './entries'

export const passHeader = 'x-waiting-room-pass'

export const passSecret = (db: Kysely<DB>) =>
  serverSecret(db, 'waiting-room-pass', process.env.WAITING_ROOM_PASS_SECRET)

export function passToken(secret: string, entry: Entry): string {
  const signature = createHmac('sha256', secret)
    .update(`${entry.id}:${entry.memberId}:${entry.number}`)
    .digest('base64url')
    .slice(0, 22)
  return `${entry.id}.${signature}`
}

/** Whether `token` is the pass of this entry (the calling member's). */
export function isPassOf(secret: string, entry: Entry, token: string): boolean {
  const expected = Buffer.from(passToken(secret, entry))
  const given = Buffer.from(token)
  return expected.length === given.length && timingSafeEqual(expected, given)
}
