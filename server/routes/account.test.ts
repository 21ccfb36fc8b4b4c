import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, startTestServer, type TestServer } from '../testing/harness'
import { insertMember, testPassword } from '../testing/members'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({
    seed: async ({ db }) => {
      await insertMember(db, 'siuming@example.com.hk')
      await insertMember(db, 'pending@example.com.hk', 'pending')
      await insertMember(db, 'locked@example.com.hk', 'locked')
      await insertMember(db, 'suspended@example.com.hk', 'suspended')
      await insertMember(db, 'changer@example.com.hk')
      await insertMember(db, 'guessed@example.com.hk')
    },
  })
})
afterAll(() => server.close())

const logIn = (loginId: string, password = testPassword, ip = '127.0.0.1') =>
  call(server, {
    method: 'POST',
    url: '/api/user/login.do?locale=en_US',
    payload: { loginId, password },
    remoteAddress: ip,
  })
const asMember = (token: string) => ({ authorization: `Bearer ${token}` })

describe('password login', () => {
  it('gives a member a session token that opens their own info', async () => {
    const login = await logIn('SiuMing@example.com.hk')
    expect(login.status).toBe(200)
    expect(login.body.member).toMatchObject({
      loginId: 'siuming@example.com.hk',
      displayName: 'Wong Siu Ming',
    })
    const info = await call(server, {
      url: '/api/Member/MemberInfo.do',
      headers: asMember(login.body.token),
    })
    expect(info.status).toBe(200)
    expect(info.body).toMatchObject({
      email: 'siuming@example.com.hk',
      activated: true,
      birthday: { month: 2, day: 29 },
    })
  })

  it('says wrong password for a wrong password and for an unknown address alike', async () => {
    const wrong = await logIn('siuming@example.com.hk', 'not-the-password')
    const unknown = await logIn('nobody@example.com.hk')
    expect(wrong).toMatchObject({
      status: 401,
      body: { code: 'WRONG_PASSWORD', message: 'Wrong password.' },
    })
    expect(unknown.body).toEqual(wrong.body)
  })

  it('tells a member whose account is not activated, locked or suspended what to do', async () => {
    expect((await logIn('pending@example.com.hk')).body.code).toBe('ACCOUNT_NOT_ACTIVATED')
    expect((await logIn('locked@example.com.hk')).body.code).toBe('ACCOUNT_LOCKED')
    expect((await logIn('suspended@example.com.hk')).status).toBe(403)
  })

  it('stops guessing a password after five wrong tries, even with the right one', async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await logIn('guessed@example.com.hk', `guess-${attempt}xx`, '10.0.0.9')).status).toBe(
        401,
      )
    }
    const blocked = await logIn('guessed@example.com.hk', testPassword, '10.0.0.9')
    expect(blocked).toMatchObject({ status: 429, body: { code: 'TOO_MANY_REQUESTS' } })
    server.clock.now = new Date(+server.clock.now + 16 * 60 * 1000)
    expect((await logIn('guessed@example.com.hk', testPassword, '10.0.0.9')).status).toBe(200)
  })

  it('limits login attempts from one address', async () => {
    const statuses: number[] = []
    for (let attempt = 0; attempt < 31; attempt++) {
      statuses.push(
        (await logIn(`nobody${attempt}@example.com.hk`, 'whatever1', '10.0.0.77')).status,
      )
    }
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true)
    expect(statuses[30]).toBe(429)
  })

  it('answers a form mistake with the same field message the app shows', async () => {
    const answer = await call(server, {
      method: 'POST',
      url: '/api/user/login.do?locale=en_US',
      payload: { loginId: '   ', password: testPassword },
    })
    expect(answer.status).toBe(400)
    expect(answer.body.fields.loginId).toBeTruthy()
  })
})

describe('sessions', () => {
  it('asks a visitor to log in first and a logged-out member to log in again', async () => {
    const visitor = await call(server, '/api/Member/MemberInfo.do?locale=en_US')
    expect(visitor).toMatchObject({
      status: 401,
      body: { code: 'LOGIN_REQUIRED', message: 'Please login first.' },
    })
    const { token } = (await logIn('siuming@example.com.hk')).body
    const logout = await call(server, {
      method: 'POST',
      url: '/Logout.do',
      headers: asMember(token),
    })
    expect(logout).toMatchObject({ status: 200, body: { ok: true } })
    const after = await call(server, { url: '/api/Member/MemberInfo.do', headers: asMember(token) })
    expect(after).toMatchObject({ status: 401, body: { code: 'SESSION_EXPIRED' } })
    const forged = await call(server, {
      url: '/api/Member/MemberInfo.do',
      headers: asMember('ctx_forged'),
    })
    expect(forged.body.code).toBe('SESSION_EXPIRED')
  })

  it('ends a session when it expires', async () => {
    const { token } = (await logIn('siuming@example.com.hk')).body
    server.clock.now = new Date(+server.clock.now + 8 * 24 * 60 * 60 * 1000)
    const answer = await call(server, {
      url: '/api/Member/MemberInfo.do',
      headers: asMember(token),
    })
    expect(answer.body.code).toBe('SESSION_EXPIRED')
  })

  it('ends every session on a password change and takes only the new password', async () => {
    const first = (await logIn('changer@example.com.hk')).body.token
    const second = (await logIn('changer@example.com.hk')).body.token
    const change = (payload: object) =>
      call(server, {
        method: 'POST',
        url: '/api/Member/ChangePassword.do?locale=en_US',
        headers: asMember(first),
        payload,
      })
    expect(
      (
        await change({
          oldPassword: 'wrong-one',
          newPassword: 'Kowloon2027!',
          confirmPassword: 'Kowloon2027!',
        })
      ).body.code,
    ).toBe('OLD_PASSWORD_INCORRECT')
    const mismatch = await change({
      oldPassword: testPassword,
      newPassword: 'Kowloon2027!',
      confirmPassword: 'Kowloon2028!',
    })
    expect(mismatch.status).toBe(400)
    expect(mismatch.body.fields.confirmPassword).toBeTruthy()
    const changed = await change({
      oldPassword: testPassword,
      newPassword: 'Kowloon2027!',
      confirmPassword: 'Kowloon2027!',
    })
    expect(changed).toMatchObject({ status: 200, body: { reloginRequired: true } })
    for (const token of [first, second]) {
      expect(
        (await call(server, { url: '/api/Member/MemberInfo.do', headers: asMember(token) })).body
          .code,
      ).toBe('SESSION_EXPIRED')
    }
    expect((await logIn('changer@example.com.hk')).status).toBe(401)
    expect((await logIn('changer@example.com.hk', 'Kowloon2027!')).status).toBe(200)
  })
})
