// The code in an e-ticket's QR: which ticket it is (transaction, ticket number, show) and an
// HMAC-SHA256 of that with a server secret, so a code made up or altered by anyone without the
// secret is detected at the door. Short enough for a small QR code: CT1.<txn>.<n>.<show>.<mac>.
import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema'
import { serverSecret } from '../secrets'

export interface TicketIdentity {
  txnNo: string
  /** the ticket's number within its transaction, from 1 */
  seq: number
  /** `P` + performance id or `C` + cinema show id */
  show: string
}

const version = 'CT1'
const macLength = 16

function mac(secret: string, text: string): Buffer {
  return createHmac('sha256', secret).update(text).digest().subarray(0, macLength)
}

export const ticketCodeSecret = (db: Kysely<DB>, fromEnv: string | undefined) =>
  serverSecret(db, 'ticket-codes', fromEnv)

export function signTicketCode(secret: string, ticket: TicketIdentity): string {
  const text = `${version}.${ticket.txnNo}.${ticket.seq}.${ticket.show}`
  return `${text}.${mac(secret, text).toString('base64url')}`
}

/** The ticket a code names, or undefined when it was not signed with `secret` or is malformed. */
export function verifyTicketCode(secret: string, code: string): TicketIdentity | undefined {
  const match =
    /^(CT1\.([A-Z0-9-]{6,30})\.([1-9][0-9]{0,3})\.([PC][0-9]{1,12}))\.([A-Za-z0-9_-]{22})$/.exec(
      code,
    )
  if (!match) return undefined
  const [, text, txnNo, seq, show, signature] = match as unknown as string[]
  const given = Buffer.from(signature as string, 'base64url')
  const expected = mac(secret, text as string)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined
  return { txnNo: txnNo as string, seq: Number(seq), show: show as string }
}
