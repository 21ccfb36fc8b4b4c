// Two server processes on one database, as production runs them: a session one process has
// kept in its cache (PostgreSQL) stops working there the moment another process ends it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSession } from '../services/sessions'
import { call, startTestServer, type TestServer } from '../testing/harness'
import { insertMember, testPassword } from '../testing/members'

let first: TestServer
let second: TestServer
beforeAll(async () => {
  first = await startTestServer()
  second = await startTestServer({ database: first.database, now: first.clock.now })
})
afterAll(async () => {
  await second.app.close()
  await first.close()
})

const asMember = (token: string) => ({ authorization: `Bearer ${token}` })
const memberInfo = (server: TestServer, token: string) =>
  call(server, { url: '/api/Member/MemberInfo.do?locale=en_US', headers: asMember(token) })

/** A member with a session, used twice on `second` (the second answer can come from its cache). */
async function knownToSecond(email: string) {
  const id = await insertMember(first.database.db, email)
  const { token } = await startSession(first.database.db, id, first.clock.now)
  for (let n = 0; n < 2; n++) expect((await memberInfo(second, token)).status).toBe(200)
  return token
}

describe('a session cached by another process', () => {
  it('stops working there as soon as the logout answers', async () => {
    const token = await knownToSecond('leaver@example.com.hk')
    const logout = await call(first, {
      method: 'POST',
      url: '/Logout.do',
      headers: asMember(token),
    })
    expect(logout.status).toBe(200)
    expect((await memberInfo(second, token)).body.code).toBe('SESSION_EXPIRED')
  })

  it('stops working there as soon as a password change answers', async () => {
    const token = await knownToSecond('changer@example.com.hk')
    const other = await startSession(
      first.database.db,
      (
        await first.database.db
          .selectFrom('members')
          .select('id')
          .where('email', '=', 'changer@example.com.hk')
          .executeTakeFirstOrThrow()
      ).id,
      first.clock.now,
    )
    const changed = await call(first, {
      method: 'POST',
      url: '/api/Member/ChangePassword.do?locale=en_US',
      headers: asMember(other.token),
      payload: {
        oldPassword: testPassword,
        newPassword: 'Kowloon2027!',
        confirmPassword: 'Kowloon2027!',
      },
    })
    expect(changed.status).toBe(200)
    expect((await memberInfo(second, token)).body.code).toBe('SESSION_EXPIRED')
  })

  it('stops working when it expires', async () => {
    const token = await knownToSecond('expiring@example.com.hk')
    second.clock.now = new Date(+second.clock.now + 8 * 24 * 60 * 60 * 1000)
    expect((await memberInfo(second, token)).body.code).toBe('SESSION_EXPIRED')
  })
})
