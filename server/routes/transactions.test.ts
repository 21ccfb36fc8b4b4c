import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DB } from '../db/schema'
import { call, startTestServer, type TestServer } from '../testing/harness'
import { insertMember, testPassword } from '../testing/members'

const now = new Date('2026-12-10T04:00:00Z')
const text = (en: string, zh: string) => JSON.stringify({ en, 'zh-Hans': zh, 'zh-Hant': zh })

/** One event with one performance, and a purchase of two seats by the member. */
async function buy(db: Kysely<DB>, memberId: number, txnNo: string, purchasedAt: string) {
  await db
    .insertInto('transactions')
    .values({
      txn_no: txnNo,
      member_id: memberId,
      confirmation_no: `C${txnNo.slice(1)}`,
      purchased_at: purchasedAt,
      performance_id: 880101,
      ticket_count: 2,
      ticket_total_cents: 176000,
      service_fee_cents: 1600,
      handling_fee_cents: 1000,
      grand_total_cents: 178600,
      collection_method: 'eTicket',
      payment_method: 'visa',
      card_number: '4123 **** **** 5678',
      name: 'Wong Siu Ming',
      contact_phone: '+852 9123 4567',
    })
    .execute()
  await db
    .insertInto('transaction_seats')
    .values(
      [1, 2].map((seq) => ({
        txn_no: txnNo,
        seq,
        section: 'B',
        row_name: '12',
        seat: String(14 + seq),
        price_zone_id: 88011,
        price_cents: 88000,
      })),
    )
    .execute()
}

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({
    now,
    seed: async ({ db }) => {
      await db
        .insertInto('categories')
        .values({ code: 'popConcert', name: text('Pop concert', '流行演唱會') })
        .execute()
      await db
        .insertInto('venues')
        .values({
          id: 'hkc',
          name: text('Hong Kong Coliseum', '香港體育館'),
          address: text('9 Cheong Wan Road', '暢運道9號'),
          district: text('Hung Hom', '紅磡'),
          region: 'hongKong',
          phone: '+852 2355 7234',
        })
        .execute()
      await db
        .insertInto('events')
        .values({
          id: 8801,
          list: 'utsv',
          title: text('Harbour Lights', '港灣燈影'),
          category: 'popConcert',
          venue_id: 'hkc',
          description: text('A concert', '演唱會'),
          image_url: '/media/posters/8801.svg',
          seat_plan_image_url: '/media/seatplans/hkc.svg',
        })
        .execute()
      await db
        .insertInto('price_zones')
        .values({ id: 88011, event_id: 8801, name: text('Standard', '標準'), price_cents: 88000 })
        .execute()
      await db
        .insertInto('performances')
        .values({
          id: 880101,
          event_id: 8801,
          starts_at: '2026-12-18T12:15:00Z',
          seating: 'reserved',
        })
        .execute()
      const me = await insertMember(db, 'me@example.com.hk')
      const other = await insertMember(db, 'other@example.com.hk')
      await buy(db, me, 'T2026120100042', '2026-12-01T03:00:00Z')
      await buy(db, me, 'T2026113000001', '2026-11-30T16:30:00Z') // 00:30 on 1 December in Hong Kong
      await buy(db, me, 'T2026050100001', '2026-05-01T03:00:00Z') // seven months back
      await buy(db, other, 'T2026120200007', '2026-12-02T03:00:00Z')
    },
  })
})
afterAll(() => server.close())

async function headers(loginId: string) {
  const login = await call(server, {
    method: 'POST',
    url: '/api/user/login.do',
    payload: { loginId, password: testPassword },
  })
  return { authorization: `Bearer ${login.body.token}` }
}

describe('transaction history', () => {
  it('lists a month of the member’s own transactions by the Hong Kong date of purchase', async () => {
    const answer = await call(server, {
      method: 'POST',
      url: '/api/user/txns.do',
      headers: await headers('me@example.com.hk'),
      payload: { month: '2026-12' },
    })
    expect(answer.status).toBe(200)
    expect(answer.body.data.map((t: { txnNo: string }) => t.txnNo)).toEqual([
      'T2026120100042',
      'T2026113000001',
    ])
    expect(answer.body.data[0]).toMatchObject({
      event: { en: 'Harbour Lights' },
      ticketCount: 2,
      grandTotal: 1786,
      status: 'complete',
      showStartsAt: '2026-12-18T20:15:00+08:00',
    })
  })

  it('offers only the previous six months', async () => {
    const answer = await call(server, {
      method: 'POST',
      url: '/api/user/txns.do?locale=en_US',
      headers: await headers('me@example.com.hk'),
      payload: { month: '2026-05' },
    })
    expect(answer).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED', fields: { month: expect.any(String) } },
    })
  })

  it('shows every field of one transaction, with its seats and itemised charges', async () => {
    const answer = await call(server, {
      url: '/api/Member/TransactionDetail.do?txnNo=T2026120100042',
      headers: await headers('me@example.com.hk'),
    })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({
      confirmationNo: 'C2026120100042',
      seats: [{ section: 'B', row: '12', seat: '15', price: 880 }, { seat: '16' }],
      charges: {
        ticketTotal: 1760,
        serviceFee: 16,
        handlingFee: 10,
        deliveryFee: 0,
        discount: 0,
        grandTotal: 1786,
      },
      cardNumber: '4123 **** **** 5678',
    })
  })

  it('does not show one member another member’s transaction', async () => {
    const answer = await call(server, {
      url: '/api/Member/TransactionDetail.do?txnNo=T2026120200007&locale=en_US',
      headers: await headers('me@example.com.hk'),
    })
    expect(answer).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } })
    const list = await call(server, {
      method: 'POST',
      url: '/api/user/txns.do',
      headers: await headers('me@example.com.hk'),
      payload: { month: '2026-12' },
    })
    expect(list.body.data.map((t: { txnNo: string }) => t.txnNo)).not.toContain('T2026120200007')
  })
})
