import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, startTestServer, type TestServer } from '../testing/harness'
import { insertMember, testPassword } from '../testing/members'

const now = new Date('2026-12-10T04:00:00Z')
const text = (en: string) =>
  JSON.stringify({ en, 'zh-Hans': `${en}（简）`, 'zh-Hant': `${en}（繁）` })
let server: TestServer
let mine: number[] = []
let theirs: number[] = []

beforeAll(async () => {
  server = await startTestServer({
    now,
    seed: async ({ db }) => {
      const me = await insertMember(db, 'me@example.com.hk')
      const other = await insertMember(db, 'other@example.com.hk')
      const notice = (member: number, title: string, daysAgo: number) =>
        db
          .insertInto('notices')
          .values({
            member_id: member,
            title: text(title),
            body: text(`${title} body`),
            sent_at: new Date(+now - daysAgo * 86_400_000),
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      mine = [
        (await notice(me, 'Recent', 2)).id,
        (await notice(me, 'Two months', 60)).id,
        (await notice(me, 'Too old', 100)).id,
      ]
      theirs = [(await notice(other, 'Not yours', 1)).id]
    },
  })
})
afterAll(() => server.close())

async function tokenOf(loginId: string) {
  const login = await call(server, {
    method: 'POST',
    url: '/api/user/login.do',
    payload: { loginId, password: testPassword },
  })
  return { authorization: `Bearer ${login.body.token}` }
}

describe('inbox notices', () => {
  it('shows a member their own notices of the last 3 months, newest first, unread', async () => {
    const answer = await call(server, {
      method: 'POST',
      url: '/api/user/personalNotices.do',
      headers: await tokenOf('me@example.com.hk'),
      payload: {},
    })
    expect(answer.status).toBe(200)
    expect(answer.body.data.map((notice: { title: { en: string } }) => notice.title.en)).toEqual([
      'Recent',
      'Two months',
    ])
    expect(answer.body.data.every((notice: { read: boolean }) => !notice.read)).toBe(true)
  })

  it('marks a member’s own notice read', async () => {
    const headers = await tokenOf('me@example.com.hk')
    const marked = await call(server, {
      method: 'POST',
      url: '/api/user/personalNotice/read.do',
      headers,
      payload: { noticeIds: [mine[0]] },
    })
    expect(marked).toMatchObject({ status: 200, body: { ok: true } })
    const answer = await call(server, {
      method: 'POST',
      url: '/api/user/personalNotices.do',
      headers,
      payload: { months: 1 },
    })
    expect(answer.body.data).toEqual([expect.objectContaining({ id: mine[0], read: true })])
  })

  it('refuses to touch another member’s notice and changes nothing', async () => {
    const headers = await tokenOf('me@example.com.hk')
    const answer = await call(server, {
      method: 'POST',
      url: '/api/user/personalNotice/read.do?locale=en_US',
      headers,
      payload: { noticeIds: [mine[1], theirs[0]] },
    })
    expect(answer).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } })
    const other = await call(server, {
      method: 'POST',
      url: '/api/user/personalNotices.do',
      headers: await tokenOf('other@example.com.hk'),
      payload: {},
    })
    expect(other.body.data).toEqual([expect.objectContaining({ id: theirs[0], read: false })])
    const own = await call(server, {
      method: 'POST',
      url: '/api/user/personalNotices.do',
      headers,
      payload: {},
    })
    expect(own.body.data.find((notice: { id: number }) => notice.id === mine[1]).read).toBe(false)
  })
})
