// Helpers for the tests of the member's own data: a transaction of a member on a performance
// of the catalogue fixture, and a card image received at its signed upload address.
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema'
import { call, type TestServer } from './harness'

/** A whole 1 × 1 PNG: an image by its content, and one that decodes. */
export const pngBytes = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000970485973000003e8' +
    '000003e801b57b526b0000000d49444154089963f8cfc0f01f00050001ffabce36890000000049454e44ae426082',
  'hex',
)

export async function insertTransaction(
  db: Kysely<DB>,
  txn: { txnNo: string; memberId: number; performanceId: number; cardNumber?: string },
) {
  await db
    .insertInto('transactions')
    .values({
      txn_no: txn.txnNo,
      member_id: txn.memberId,
      confirmation_no: `C${txn.txnNo.slice(1)}`,
      purchased_at: new Date('2026-11-20T04:00:00Z'),
      performance_id: txn.performanceId,
      ticket_count: 2,
      ticket_total_cents: 116000,
      grand_total_cents: 116000,
      collection_method: 'delivery',
      delivery_address: 'Flat 5A, 33 Ma Tau Wai Road, To Kwa Wan, Kowloon',
      payment_method: 'visa',
      card_number: txn.cardNumber ?? '4921 **** **** 0357',
      name: 'Wong Siu Ming',
      contact_phone: '+852 9123 4567',
    })
    .execute()
}

/** Asks for an upload address (as `token`'s member, or a visitor) and sends `bytes` to it. */
export async function uploadCardImage(
  server: TestServer,
  options: { token?: string; bytes?: Buffer | null } = {},
) {
  const headers = options.token ? { authorization: `Bearer ${options.token}` } : undefined
  const answer = await call(server, {
    url: '/api/txnChangeRequest/presignedUrl.do?fileName=card-front.png&locale=en_US',
    ...(headers ? { headers } : {}),
  })
  if (answer.status !== 200) throw new Error(`no upload address: ${JSON.stringify(answer.body)}`)
  const url = new URL(answer.body.uploadUrl)
  const path = `${url.pathname}${url.search}`
  const bytes = options.bytes === undefined ? pngBytes : options.bytes
  if (bytes) {
    const put = await server.app.inject({
      method: 'PUT',
      url: path,
      headers: { 'content-type': 'image/png' },
      payload: bytes,
    })
    if (put.statusCode !== 204) throw new Error(`upload refused: ${put.body}`)
  }
  return { fileKey: answer.body.fileKey as string, path }
}
