// The demo members over the real demo catalogue and content (what `npm start` seeds), where the
// small-fixture tests in members.test.ts cannot look: the address tree, venue sections, many
// performances.
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { transactionHistoryMonthChoices } from '../../domain/history'
import { call, startTestServer, type TestServer } from '../testing/harness'
import { seedCatalogue } from './catalogue'
import { seedContent } from './content'
import { demoPassword, seedMembers, showcaseEmail } from './members'

const now = new Date('2026-03-18T04:00:00Z')
let server: TestServer

beforeAll(async () => {
  server = await startTestServer({
    now,
    seed: async ({ db }, at) => {
      // as seed() does, in one transaction; only the members part is timed
      await db.transaction().execute(async (trx) => {
        await seedCatalogue(trx, at)
        await seedContent(trx, at)
        const started = performance.now()
        await seedMembers(trx, at)
        const seconds = (performance.now() - started) / 1000
        console.info(`seedMembers over the demo catalogue took ${seconds.toFixed(2)} s`)
      })
    },
  })
}, 180_000)
afterAll(() => server.close())

const db = () => server.database.db

describe('demo members over the demo catalogue', () => {
  it('lets member001 log in and see purchases and unread notices', async () => {
    const login = await call(server, {
      method: 'POST',
      url: '/api/user/login.do',
      payload: { loginId: showcaseEmail, password: demoPassword },
    })
    expect(login.status).toBe(200)
    const headers = { authorization: `Bearer ${login.body.token}` }
    let purchases = 0
    for (const { year, month } of transactionHistoryMonthChoices(now)) {
      const answer = await call(server, {
        method: 'POST',
        url: '/api/user/txns.do',
        headers,
        payload: { month: `${year}-${String(month).padStart(2, '0')}` },
      })
      expect(answer.status).toBe(200)
      purchases += answer.body.data.length
    }
    expect(purchases).toBeGreaterThanOrEqual(4)
    const inbox = await call(server, {
      method: 'POST',
      url: '/api/user/personalNotices.do',
      headers,
      payload: {},
    })
    expect(inbox.body.data.some((n: { read: boolean }) => !n.read)).toBe(true)
  })

  it('shows members from Macau and the Mainland their details within the contract', async () => {
    const others = await db()
      .selectFrom('members')
      .select('email')
      .where(sql<string>`mobile->>'areaCode'`, 'in', ['853', '86'])
      .where('state', '=', 'active')
      .orderBy('email')
      .execute()
    expect(others.length).toBeGreaterThan(5)
    for (const email of [others[0]?.email, others.at(-1)?.email]) {
      const login = await call(server, {
        method: 'POST',
        url: '/api/user/login.do',
        payload: { loginId: email, password: demoPassword },
      })
      const info = await call(server, {
        method: 'GET',
        url: '/api/Member/MemberInfo.do',
        headers: { authorization: `Bearer ${login.body.token}` },
      })
      expect(info.status).toBe(200)
      expect(['853', '86']).toContain(info.body.mobile.areaCode)
    }
  })

  it('gives every member an address the registration form knows', async () => {
    const { rows } = await sql<{ email: string }>`
      select m.email from members m
      left join address_nodes c on c.code = m.address->>'country' and c.parent_code is null
      left join address_nodes p on p.code = m.address->>'province' and p.parent_code = c.code
      left join address_nodes a on a.code = m.address->>'area' and a.parent_code = p.code
      left join address_nodes d on d.code = m.address->>'district' and d.parent_code = a.code
      where d.code is null`.execute(db())
    expect(rows).toEqual([])
    const countries = await db()
      .selectFrom('members')
      .select(sql<string>`address->>'country'`.as('country'))
      .distinct()
      .execute()
    expect(countries.map((c) => c.country).sort()).toEqual(['CN', 'HK', 'MO'])
  })

  it('sells each seat once, and only seats that were free', async () => {
    const { rows } = await sql<{ tickets: number; seats: number; notSold: number }>`
      select count(*)::int as tickets,
             count(distinct (t.performance_id, ts.section, ts.row_name, ts.seat))::int as seats,
             count(*) filter (where s.status is distinct from 'sold')::int as "notSold"
      from transaction_seats ts
      join transactions t on t.txn_no = ts.txn_no
      left join seats s on s.performance_id = t.performance_id and s.section_id = ts.section
        and s.row_name = ts.row_name and s.seat_number = ts.seat
      where ts.section <> ''`.execute(db())
    expect(rows[0]?.tickets).toBeGreaterThan(100)
    expect(rows[0]?.seats).toBe(rows[0]?.tickets)
    expect(rows[0]?.notSold).toBe(0)
  })

  it('keeps every points balance at zero or above at every moment', async () => {
    const { rows } = await sql<{ lowest: number }>`
      select coalesce(min(running), 0)::int as lowest from (
        select sum(points) over (partition by member_id order by at, id) as running
        from points_ledger) balances`.execute(db())
    expect(rows[0]?.lowest).toBeGreaterThanOrEqual(0)
  })
})
