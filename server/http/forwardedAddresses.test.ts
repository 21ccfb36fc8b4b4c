// Whose X-Forwarded-For is believed: by default nobody's, so a client cannot pick its own address
// for the per-address limits; with TRUST_PROXY, the named proxies'.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readConfig } from '../config'
import { call, startTestServer, type TestServer } from '../testing/harness'
import { insertMember, testPassword } from '../testing/members'

const seed = async ({ db }: { db: TestServer['database']['db'] }) => {
  await insertMember(db, 'siuming@example.com.hk')
}
const logIn = (server: TestServer, loginId: string, password: string, forwardedFor: string) =>
  call(server, {
    method: 'POST',
    url: '/api/user/login.do?locale=en_US',
    payload: { loginId, password },
    remoteAddress: '127.0.0.1',
    headers: { 'x-forwarded-for': forwardedFor },
  })
/** Three wrong passwords, each for another account, all with this X-Forwarded-For. */
async function threeWrongPasswords(server: TestServer, forwardedFor: string) {
  for (let attempt = 0; attempt < 3; attempt++) {
    const wrong = await logIn(server, `stranger${attempt}@example.com.hk`, 'x', forwardedFor)
    expect(wrong.status).toBe(401)
  }
}

describe('with TRUST_PROXY empty (the default)', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ config: { trustProxy: readConfig({}).trustProxy }, seed })
  })
  afterAll(() => server.close())

  it('a forged X-Forwarded-For does not escape the bot check the address earned', async () => {
    await threeWrongPasswords(server, '198.51.100.1')
    const forged = await logIn(server, 'siuming@example.com.hk', testPassword, '203.0.113.7')
    expect(forged).toMatchObject({ status: 400, body: { code: 'BOT_CHECK_REQUIRED' } })
  })

  it('twenty forgot-password requests with changing headers reach the per-address limit', async () => {
    const statuses: number[] = []
    for (let attempt = 0; attempt < 21; attempt++) {
      const answer = await call(server, {
        method: 'POST',
        url: '/api/user/forgotPassword.do?locale=en_US',
        payload: { email: `nobody${attempt}@example.com.hk` },
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': `203.0.113.${attempt + 1}` },
      })
      statuses.push(answer.status)
    }
    expect(statuses.slice(0, 20).every((status) => status === 404)).toBe(true)
    expect(statuses[20]).toBe(429)
  })
})

describe('with TRUST_PROXY naming the proxy', () => {
  let server: TestServer
  beforeAll(async () => {
    const { trustProxy } = readConfig({ TRUST_PROXY: ' 127.0.0.1 , 10.1.0.0/16' })
    expect(trustProxy).toEqual(['127.0.0.1', '10.1.0.0/16'])
    server = await startTestServer({ config: { trustProxy }, seed })
  })
  afterAll(() => server.close())

  it('the address the proxy forwards is the client’s', async () => {
    await threeWrongPasswords(server, '198.51.100.1')
    const same = await logIn(server, 'siuming@example.com.hk', testPassword, '198.51.100.1')
    expect(same.body.code).toBe('BOT_CHECK_REQUIRED')
    const other = await logIn(server, 'siuming@example.com.hk', testPassword, '203.0.113.7')
    expect(other.status).toBe(200)
  })
})
