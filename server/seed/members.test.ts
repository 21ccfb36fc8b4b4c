import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isMaskedCardNumber } from '../../domain/cardNumber'
import { deliveryTerms } from '../../domain/delivery'
import { inboxMonths, monthsBefore, transactionHistoryMonthChoices } from '../../domain/history'
import { wishListMaxTickets } from '../../domain/wishList'
import type { Database } from '../db/database'
import { call, startTestServer, type TestServer, testDatabase } from '../testing/harness'
import { demoEmail, demoPassword, seedMembers, showcaseEmail, specialAccounts } from './members'
import { insertTestCatalogue, testQuota } from './members/testCatalogue'

const now = new Date('2026-03-18T04:00:00Z')
const cardMethods = ['visa', 'mastercard', 'amex', 'unionPay', 'jcb']

async function seedSmallCatalogue({ db }: Database, at: Date) {
  await insertTestCatalogue(db, at)
  const started = performance.now()
  await db.transaction().execute((trx) => seedMembers(trx, at))
  seedSeconds = (performance.now() - started) / 1000
}

let seedSeconds = 0
let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ now, seed: seedSmallCatalogue })
  console.info(`seedMembers took ${seedSeconds.toFixed(2)} s on ${server.database.kind}`)
}, 120_000)
afterAll(() => server.close())

const db = () => server.database.db

async function logIn(email: string, password = demoPassword) {
  return call(server, {
    method: 'POST',
    url: '/api/user/login.do',
    payload: { loginId: email, password },
  })
}

async function asShowcase() {
  const login = await logIn(showcaseEmail)
  return { authorization: `Bearer ${login.body.token}` }
}

describe('demo members', () => {
  it('lets member001 log in with the documented password as Chan Tai Man', async () => {
    const login = await logIn(showcaseEmail)
    expect(login.status).toBe(200)
    expect(login.body.member.displayName).toBe('Chan Tai Man')
    expect((await logIn(showcaseEmail, 'wrong-password')).status).toBe(401)
  })

  it('has 300 members, member001 to member300, with one password hash for all', async () => {
    const rows = await db().selectFrom('members').select(['email', 'password_hash']).execute()
    expect(rows).toHaveLength(300)
    expect(rows.map((r) => r.email).sort()).toEqual(
      Array.from({ length: 300 }, (_, i) => demoEmail(i + 1)),
    )
    expect(new Set(rows.map((r) => r.password_hash)).size).toBe(1)
  })

  it('keeps the three special accounts out with the right message', async () => {
    for (const account of specialAccounts) {
      const login = await logIn(account.email)
      expect(login.status).toBe(403)
      expect(login.body.code).toBe(
        account.state === 'pending' ? 'ACCOUNT_NOT_ACTIVATED' : 'ACCOUNT_LOCKED',
      )
    }
    const states = await db()
      .selectFrom('members')
      .select('state')
      .where('state', '!=', 'active')
      .execute()
    expect(states).toHaveLength(3)
  })

  it('gives member001 a full member info page through the API', async () => {
    const answer = await call(server, {
      method: 'GET',
      url: '/api/Member/MemberInfo.do',
      headers: await asShowcase(),
    })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({
      title: 'Mr',
      lastName: 'Chan',
      firstName: 'Tai Man',
      activated: true,
      mobile: { areaCode: '852', number: '91234567' },
      address: { country: 'HK', province: 'HK-ALL' },
    })
  })

  it('shows member001 past and coming purchases whose charges add up', async () => {
    const headers = await asShowcase()
    const seen: { txnNo: string; showStartsAt: string }[] = []
    for (const { year, month } of transactionHistoryMonthChoices(now)) {
      const answer = await call(server, {
        method: 'POST',
        url: '/api/user/txns.do',
        headers,
        payload: { month: `${year}-${String(month).padStart(2, '0')}` },
      })
      expect(answer.status).toBe(200)
      seen.push(...answer.body.data)
    }
    expect(seen.length).toBeGreaterThanOrEqual(4)
    expect(seen.some((t) => Date.parse(t.showStartsAt) < +now)).toBe(true)
    expect(seen.some((t) => Date.parse(t.showStartsAt) > +now)).toBe(true)
    const methods = new Set<string>()
    for (const { txnNo } of seen) {
      const detail = await call(server, {
        method: 'GET',
        url: `/api/Member/TransactionDetail.do?txnNo=${txnNo}`,
        headers,
      })
      expect(detail.status).toBe(200)
      const { charges, seats, ticketCount } = detail.body
      expect(seats).toHaveLength(ticketCount)
      const sum =
        charges.ticketTotal +
        charges.serviceFee +
        charges.handlingFee +
        charges.deliveryFee -
        charges.discount
      expect(charges.grandTotal).toBeCloseTo(sum, 2)
      methods.add(detail.body.collectionMethod)
    }
    expect(methods).toContain('eTicket')
    expect(methods).toContain('delivery')
  })

  it('shows member001 unread notices in the inbox, and keeps older ones beyond it', async () => {
    const answer = await call(server, {
      method: 'POST',
      url: '/api/user/personalNotices.do',
      headers: await asShowcase(),
      payload: {},
    })
    expect(answer.status).toBe(200)
    const unread = answer.body.data.filter((n: { read: boolean }) => !n.read)
    expect(unread.length).toBeGreaterThanOrEqual(2)
    for (const notice of answer.body.data) {
      expect(notice.title['zh-Hant']).not.toBe(notice.title.en)
      expect(notice.body['zh-Hans']).not.toBe(notice.body['zh-Hant'])
    }
    const older = await db()
      .selectFrom('notices')
      .select('id')
      .where('sent_at', '<', monthsBefore(now, inboxMonths))
      .execute()
    expect(older.length).toBeGreaterThan(0)
  })

  it('gives every member who can log in 3 to 10 notices', async () => {
    const counts = await db()
      .selectFrom('members as m')
      .leftJoin('notices as n', 'n.member_id', 'm.id')
      .select(['m.email', 'm.state', (eb) => eb.fn.count<number>('n.id').as('notices')])
      .groupBy(['m.email', 'm.state'])
      .execute()
    for (const { state, notices } of counts) {
      if (state === 'pending') expect(notices).toBe(0)
      else {
        expect(notices).toBeGreaterThanOrEqual(3)
        expect(notices).toBeLessThanOrEqual(10)
      }
    }
  })
})

describe('what the demo members bought', () => {
  it('never puts one seat in two transactions, and marks every seat bought as sold', async () => {
    const taken = await db()
      .selectFrom('transaction_seats as ts')
      .innerJoin('transactions as t', 't.txn_no', 'ts.txn_no')
      .leftJoin('seats as s', (join) =>
        join
          .onRef('s.performance_id', '=', 't.performance_id')
          .onRef('s.section_id', '=', 'ts.section')
          .onRef('s.row_name', '=', 'ts.row_name')
          .onRef('s.seat_number', '=', 'ts.seat'),
      )
      .select(['t.performance_id', 'ts.section', 'ts.row_name', 'ts.seat', 's.status'])
      .where('ts.section', '!=', '')
      .execute()
    expect(taken.length).toBeGreaterThan(100)
    const keys = taken.map((t) => `${t.performance_id} ${t.section}-${t.row_name}-${t.seat}`)
    expect(new Set(keys).size).toBe(keys.length)
    expect(taken.every((t) => t.status === 'sold')).toBe(true)
    const sold = await db()
      .selectFrom('seats')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'sold')
      .where('seat_number', '!=', '5')
      .executeTakeFirstOrThrow()
    expect(sold.n).toBe(taken.length)
  })

  it('names the performance and the seat sold on every ticket, as a sale through the API does', async () => {
    const tickets = await db()
      .selectFrom('transaction_seats as ts')
      .innerJoin('transactions as t', 't.txn_no', 'ts.txn_no')
      .leftJoin('seats as s', (join) =>
        join
          .onRef('s.performance_id', '=', 'ts.performance_id')
          .onRef('s.seat_id', '=', 'ts.seat_id'),
      )
      .select([
        't.performance_id as bought_for',
        'ts.performance_id',
        'ts.seat_id',
        'ts.section',
        'ts.row_name',
        'ts.seat',
        's.section_id as plan_section',
        's.row_name as plan_row',
        's.seat_number as plan_seat',
        's.status',
      ])
      .execute()
    expect(tickets.some((t) => t.seat_id === null)).toBe(true)
    for (const t of tickets) {
      expect(t.performance_id).toBe(t.bought_for)
      if (t.section === '') expect(t.seat_id).toBeNull()
      else {
        // the seat on the plan is the one the receipt prints, and it is sold
        expect([t.plan_section, t.plan_row, t.plan_seat]).toEqual([t.section, t.row_name, t.seat])
        expect(t.status).toBe('sold')
      }
    }
  })

  it('counts general-admission tickets in their quota, never past capacity', async () => {
    const quotas = await db()
      .selectFrom('ga_quotas as q')
      .select([
        'q.performance_id',
        'q.price_zone_id',
        'q.capacity',
        'q.sold',
        (eb) =>
          eb
            .selectFrom('transaction_seats as ts')
            .innerJoin('transactions as t', 't.txn_no', 'ts.txn_no')
            .select((c) => c.fn.countAll<number>().as('n'))
            .whereRef('t.performance_id', '=', 'q.performance_id')
            .whereRef('ts.price_zone_id', '=', 'q.price_zone_id')
            .as('bought'),
      ])
      .execute()
    expect(quotas.some((q) => Number(q.bought) > 0)).toBe(true)
    for (const quota of quotas) {
      const before =
        quota.capacity === testQuota.capacity
          ? testQuota.soldBefore
          : testQuota.nearlyFull.soldBefore
      expect(quota.sold).toBe(before + Number(quota.bought))
      expect(quota.sold).toBeLessThanOrEqual(quota.capacity)
    }
  })

  it('fills every transaction the way the record needs it', async () => {
    const rows = await db()
      .selectFrom('transactions as t')
      .innerJoin('performances as p', 'p.id', 't.performance_id')
      .innerJoin('events as e', 'e.id', 'p.event_id')
      .select([
        't.txn_no',
        't.confirmation_no',
        't.waybill_no',
        't.tracking_no',
        't.pps_isn',
        't.purchased_at',
        't.ticket_count',
        't.ticket_total_cents',
        't.service_fee_cents',
        't.handling_fee_cents',
        't.delivery_fee_cents',
        't.discount_cents',
        't.grand_total_cents',
        't.collection_method',
        't.delivery_address',
        't.payment_method',
        't.card_number',
        't.name',
        't.contact_phone',
        'p.starts_at',
        'e.service_fee_cents as event_service_fee',
        'e.handling_fee_cents as event_handling_fee',
        (eb) =>
          eb
            .selectFrom('transaction_seats as ts')
            .select((c) => c.fn.sum<number>('ts.price_cents').as('sum'))
            .whereRef('ts.txn_no', '=', 't.txn_no')
            .as('seat_total'),
      ])
      .execute()
    expect(rows.length).toBeGreaterThan(300)
    const since = monthsBefore(now, 8)
    for (const t of rows) {
      expect(t.txn_no).toMatch(/^T\d{13}$/)
      expect(t.confirmation_no).toMatch(/^CF-\d{2}-\d{4}$/)
      expect(+t.purchased_at).toBeGreaterThanOrEqual(+since)
      expect(+t.purchased_at).toBeLessThan(+t.starts_at)
      expect(+t.purchased_at).toBeLessThanOrEqual(+now)
      expect(Number(t.seat_total)).toBe(t.ticket_total_cents)
      expect(t.service_fee_cents).toBe(t.event_service_fee * t.ticket_count)
      expect(t.handling_fee_cents).toBe(t.event_handling_fee)
      expect(t.grand_total_cents).toBe(
        t.ticket_total_cents +
          t.service_fee_cents +
          t.handling_fee_cents +
          t.delivery_fee_cents -
          t.discount_cents,
      )
      const delivered = t.collection_method === 'delivery'
      expect(t.delivery_fee_cents).toBe(delivered ? deliveryTerms.hongKong.feeFromHkd * 100 : 0)
      expect(t.delivery_address !== null).toBe(delivered)
      if (!delivered) expect([t.waybill_no, t.tracking_no]).toEqual([null, null])
      if (t.waybill_no) expect(t.waybill_no).toMatch(/^WB\d{13}$/)
      if (t.tracking_no) expect(t.tracking_no).toMatch(/^HK\d{9}$/)
      expect(t.pps_isn).toBeNull()
      if (cardMethods.includes(t.payment_method))
        expect(isMaskedCardNumber(t.card_number)).toBe(true)
      else expect(t.card_number).toBe('')
      expect(t.name).toMatch(/^\S+( \S+)+/)
      expect(t.contact_phone).toMatch(/^\+(852|853|86) \d/)
    }
    expect(new Set(rows.map((t) => t.txn_no)).size).toBe(rows.length)
    expect(rows.some((t) => t.waybill_no !== null)).toBe(true)
    expect(rows.some((t) => t.discount_cents > 0)).toBe(true)
    expect(new Set(rows.map((t) => t.payment_method)).size).toBeGreaterThanOrEqual(8)
  })
})

describe('points, wish lists and favourites', () => {
  it('never lets a points balance fall below zero, and expires points a year after earning', async () => {
    const entries = await db()
      .selectFrom('points_ledger')
      .select(['member_id', 'at', 'type', 'points', 'expires_on', 'payment_amount_cents'])
      .orderBy('member_id')
      .orderBy('at')
      .orderBy('id')
      .execute()
    expect(new Set(entries.map((e) => e.type))).toEqual(
      new Set(['topUp', 'payment', 'refund', 'expiry']),
    )
    const balances = new Map<number, number>()
    for (const entry of entries) {
      const balance = (balances.get(entry.member_id) ?? 0) + entry.points
      expect(balance).toBeGreaterThanOrEqual(0)
      balances.set(entry.member_id, balance)
      expect(+entry.at).toBeLessThanOrEqual(+now)
      if (entry.type === 'topUp') expect(entry.payment_amount_cents).toBeGreaterThan(0)
      if (entry.points > 0) {
        const earned = new Date(+entry.at + 8 * 3_600_000).toISOString().slice(0, 10)
        expect(entry.expires_on?.slice(5)).toBe(
          earned.slice(5) === '02-29' ? '02-28' : earned.slice(5),
        )
        expect(Number(entry.expires_on?.slice(0, 4))).toBe(Number(earned.slice(0, 4)) + 1)
      } else expect(entry.expires_on).toBeNull()
    }
  })

  it('gives member001 points with some expiring in the coming weeks', async () => {
    const [me] = await db()
      .selectFrom('members')
      .select('id')
      .where('email', '=', showcaseEmail)
      .execute()
    const { rows } = await sql<{ balance: number; soon: number }>`
      select coalesce(sum(points), 0)::int as balance,
             (select count(*) from points_ledger
               where member_id = ${me?.id} and points > 0
                 and expires_on between ${now.toISOString().slice(0, 10)}::date
                                    and (${now.toISOString().slice(0, 10)}::date + 92))::int as soon
      from points_ledger where member_id = ${me?.id}`.execute(db())
    expect(rows[0]?.balance).toBeGreaterThan(0)
    expect(rows[0]?.soon).toBeGreaterThan(0)
  })

  it('keeps every wish list within 4 tickets, with a spread of statuses and results', async () => {
    const wishes = await db()
      .selectFrom('wish_list_entries as w')
      .innerJoin('members as m', 'm.id', 'w.member_id')
      .innerJoin('performances as p', 'p.id', 'w.performance_id')
      .select(['m.email', 'w.quantity', 'w.status', 'w.result', 'w.sequence', 'p.starts_at'])
      .orderBy('w.member_id')
      .orderBy('w.sequence')
      .execute()
    const perMember = new Map<string, number>()
    for (const wish of wishes) {
      perMember.set(wish.email, (perMember.get(wish.email) ?? 0) + wish.quantity)
      expect(+wish.starts_at).toBeGreaterThan(+now)
      expect(wish.result === null).toBe(['added', 'matching'].includes(wish.status))
    }
    expect(perMember.size).toBe(40)
    for (const total of perMember.values()) expect(total).toBeLessThanOrEqual(wishListMaxTickets)
    expect(new Set(wishes.map((w) => w.status)).size).toBe(8)
    const mine = wishes.filter((w) => w.email === showcaseEmail)
    expect(new Set(mine.map((w) => w.status)).size).toBeGreaterThanOrEqual(3)
    expect(mine.map((w) => w.sequence)).toEqual(mine.map((_, i) => i + 1))
  })

  it('gives many members favourites, member001 among them', async () => {
    const rows = await db()
      .selectFrom('favourites as f')
      .innerJoin('members as m', 'm.id', 'f.member_id')
      .select('m.email')
      .execute()
    const members = new Set(rows.map((r) => r.email))
    expect(members.size).toBeGreaterThan(150)
    expect(members.has(showcaseEmail)).toBe(true)
  })
})

describe('seeding again', () => {
  it('writes the same members, purchases and ledgers for the same now', async () => {
    const again = await testDatabase()
    try {
      await seedSmallCatalogue(again, now)
      const digest = async (database: Database) => {
        const { rows } = await sql<{ digest: string }>`
          select md5(
            (select string_agg(concat_ws('|', email, first_name, last_name, address::text, mobile::text), ',' order by email) from members) ||
            (select string_agg(concat_ws('|', txn_no, confirmation_no, grand_total_cents, card_number), ',' order by txn_no) from transactions) ||
            (select string_agg(concat_ws('|', member_id, at, points), ',' order by id) from points_ledger) ||
            (select string_agg(concat_ws('|', member_id, sent_at, title::text), ',' order by id) from notices)
          ) as digest`.execute(database.db)
        return rows[0]?.digest
      }
      expect(await digest(again)).toBe(await digest(server.database))
    } finally {
      await again.close()
    }
  })
})
