// A notice from the box office (issue #35): into the inboxes of every active member or of one
// performance's buyers, by mail too when asked (in each member's language, through the
// outbox), audited; refused without its texts or for a performance that does not exist.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, startTestServer, type TestServer } from '../../testing/harness'
import { insertMember } from '../../testing/members'
import { insertTransaction } from '../../testing/requests'
import { insertSellingFixture } from '../../testing/sellingFixture'
import { staffToken } from '../../testing/staffSessions'
import { startSession } from '../sessions'

let server: TestServer
let manager: string
let performanceId = 0
const members: Record<'buyer' | 'other' | 'pending', number> = { buyer: 0, other: 0, pending: 0 }

const text = (en: string, hant: string, hans: string) => ({ en, 'zh-Hant': hant, 'zh-Hans': hans })
const notice = {
  audience: 'performance',
  performanceId: 0,
  title: text('Doors open later', '延遲開放入場', '延迟开放入场'),
  body: text(
    'Doors open at 19:45.\n\nSee https://citytix.hk',
    '19時45分開放入場。',
    '19时45分开放入场。',
  ),
  mail: true,
}

beforeAll(async () => {
  server = await startTestServer()
  const db = server.database.db
  const fixture = await insertSellingFixture(db)
  performanceId = fixture.reservedId
  members.buyer = await insertMember(db, 'buyer@example.com')
  members.other = await insertMember(db, 'other@example.com')
  members.pending = await insertMember(db, 'pending@example.com', 'pending')
  await db.updateTable('members').set({ locale: 'en' }).where('id', '=', members.buyer).execute()
  await insertTransaction(db, {
    txnNo: 'T90000001',
    memberId: members.buyer,
    performanceId,
  })
  manager = await staffToken(db, 'event_manager')
})
afterAll(() => server?.close())

const send = (body: unknown, token = manager) =>
  call(server, {
    method: 'POST',
    url: '/api/office/notices',
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
    payload: body as Record<string, unknown>,
  })
const inboxOf = async (memberId: number) => {
  const { token } = await startSession(server.database.db, memberId, server.clock.now)
  const answer = await call(server, {
    method: 'POST',
    url: '/api/user/personalNotices.do',
    headers: { authorization: `Bearer ${token}` },
    payload: {},
  })
  return answer.body.data as { title: { en: string } }[]
}

describe('a notice from the box office', () => {
  it("reaches the performance's buyers only, by mail in their language, and is audited", async () => {
    const answer = await send({ ...notice, performanceId })
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ members: 1, mails: 1 })
    expect((await inboxOf(members.buyer)).map((n) => n.title.en)).toContain('Doors open later')
    expect((await inboxOf(members.other)).map((n) => n.title.en)).not.toContain('Doors open later')
    const mails = await server.database.db
      .selectFrom('outbox')
      .selectAll()
      .where('to_address', '=', 'buyer@example.com')
      .execute()
    expect(mails).toHaveLength(1)
    expect(mails[0]?.subject).toBe('Doors open later')
    expect(mails[0]?.html_body).toContain('<a href="https://citytix.hk">')
    const audit = await server.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'sendOfficeNotice')
      .execute()
    expect(audit.map((entry) => entry.target)).toEqual([`performance:${performanceId}`])
  })

  it('reaches every active member, not a pending one, in the inbox only when no mail is asked', async () => {
    const before = await server.database.db.selectFrom('outbox').select('id').execute()
    const answer = await send({
      ...notice,
      audience: 'all',
      performanceId: null,
      title: text('New hours', '新時間', '新时间'),
      mail: false,
    })
    expect(answer.body).toEqual({ members: 2, mails: 0 })
    expect((await inboxOf(members.other)).map((n) => n.title.en)).toContain('New hours')
    expect((await inboxOf(members.pending)).map((n) => n.title.en)).not.toContain('New hours')
    const after = await server.database.db.selectFrom('outbox').select('id').execute()
    expect(after.length).toBe(before.length)
  })

  it('refuses a notice without its text in a language, or for a performance that does not exist', async () => {
    const missing = await send({
      ...notice,
      performanceId,
      body: { ...notice.body, 'zh-Hans': '' },
    })
    expect(missing.status).toBe(400)
    expect(Object.keys(missing.body.fields)).toEqual(['body.zh-Hans'])
    const nowhere = await send({ ...notice, performanceId: 2_000_000_000 })
    expect(nowhere.status).toBe(404)
    const noNumber = await send({ ...notice, performanceId: null })
    expect(Object.keys(noNumber.body.fields)).toEqual(['performanceId'])
  })

  it('refuses customer service', async () => {
    const token = await staffToken(server.database.db, 'customer_service')
    expect((await send({ ...notice, performanceId }, token)).status).toBe(403)
  })
})
