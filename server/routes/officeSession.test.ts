// The box office's sign-in (issue #35): password and TOTP code, a code used once, the member's
// login limits, disabled staff refused, sign-out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { totpCode } from '../services/office/totp'
import { solveBotCheck } from '../testing/botCheck'
import { call, startTestServer, type TestServer } from '../testing/harness'
import { insertStaff, staffTestPassword, staffTestSecret } from '../testing/staffSessions'

let server: TestServer
const emails = {
  ada: 'ada.lam@office.test',
  disabled: 'gone@office.test',
  guessed: 'guessed@office.test',
  reused: 'reused@office.test',
}
beforeAll(async () => {
  server = await startTestServer({
    seed: async ({ db }) => {
      await insertStaff(db, 'administrator', { email: emails.ada, name: 'Ada Lam' })
      await insertStaff(db, 'door_staff', { email: emails.disabled, disabled: true })
      await insertStaff(db, 'event_manager', { email: emails.guessed })
      await insertStaff(db, 'customer_service', { email: emails.reused })
    },
  })
})
afterAll(() => server.close())

/** A fresh 30-second step, so each test's code is one no test used before. */
const nextStep = () => {
  server.clock.now = new Date((Math.floor(+server.clock.now / 30_000) + 1) * 30_000 + 5_000)
}
const code = (at = server.clock.now) => totpCode(staffTestSecret, at)
const signIn = (email: string, extra: Record<string, unknown> = {}, ip = '127.0.0.1') =>
  call(server, {
    method: 'POST',
    url: '/api/office/session?locale=en_US',
    payload: { email, password: staffTestPassword, code: code(), ...extra },
    remoteAddress: ip,
  })
const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

describe('staff sign-in', () => {
  it('signs in with the password and the code of the moment, and signs out', async () => {
    nextStep()
    const answer = await signIn('ADA.LAM@office.test', {}, '10.0.6.1')
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(answer.body.staff).toMatchObject({
      email: emails.ada,
      name: 'Ada Lam',
      role: 'administrator',
    })
    expect(answer.body.token).toMatch(/^cts_/)
    const token = answer.body.token as string
    const who = await call(server, { url: '/api/office/session', headers: bearer(token) })
    expect(who).toMatchObject({ status: 200, body: { email: emails.ada, role: 'administrator' } })
    // a staff token is not a member session
    const member = await call(server, { url: '/api/Member/MemberInfo.do', headers: bearer(token) })
    expect(member.status).toBe(401)
    const out = await call(server, {
      method: 'DELETE',
      url: '/api/office/session',
      headers: bearer(token),
    })
    expect(out).toMatchObject({ status: 200, body: { ok: true } })
    const after = await call(server, { url: '/api/office/session', headers: bearer(token) })
    expect(after).toMatchObject({ status: 401, body: { code: 'SESSION_EXPIRED' } })
  })

  it('takes the code of the step before or after, not two steps away', async () => {
    // past the step the last test signed in with: its code, a step before, is used up
    nextStep()
    nextStep()
    const before = code(new Date(+server.clock.now - 30_000))
    expect((await signIn(emails.ada, { code: before }, '10.0.2.1')).status).toBe(200)
    nextStep()
    nextStep()
    const twoAway = code(new Date(+server.clock.now - 60_000))
    expect((await signIn(emails.ada, { code: twoAway }, '10.0.2.1')).body.code).toBe(
      'WRONG_PASSWORD',
    )
  })

  it('refuses a code that signed in once, and an older one after a newer', async () => {
    nextStep()
    expect((await signIn(emails.reused, {}, '10.0.5.1')).status).toBe(200)
    const again = await signIn(emails.reused, {}, '10.0.5.1')
    expect(again).toMatchObject({
      status: 401,
      body: { code: 'WRONG_PASSWORD', message: 'Wrong password.' },
    })
    // the next step's code signs in; the earlier one is not taken again within its window
    const previous = code()
    server.clock.now = new Date(+server.clock.now + 30_000)
    expect((await signIn(emails.reused, {}, '10.0.5.1')).status).toBe(200)
    expect((await signIn(emails.reused, { code: previous }, '10.0.5.1')).body.code).toBe(
      'WRONG_PASSWORD',
    )
  })

  it('says the same for a wrong password, a wrong code and an unknown address', async () => {
    nextStep()
    const wrongPassword = await signIn(emails.ada, { password: 'not-the-password' }, '10.0.0.1')
    const wrongCode = await signIn(emails.ada, { code: '000000' }, '10.0.0.2')
    const unknown = await signIn('nobody@office.test', {}, '10.0.0.3')
    for (const answer of [wrongPassword, wrongCode, unknown])
      expect(answer).toMatchObject({ status: 401, body: { code: 'WRONG_PASSWORD' } })
  })

  it('refuses a disabled account once its password and code are right', async () => {
    nextStep()
    expect(await signIn(emails.disabled, {}, '10.0.3.1')).toMatchObject({
      status: 403,
      body: { code: 'ACCOUNT_LOCKED' },
    })
    expect((await signIn(emails.disabled, { password: 'wrong' }, '10.0.3.1')).body.code).toBe(
      'WRONG_PASSWORD',
    )
  })

  it('asks for the picture code after 3 failures, and makes the address wait after 5', async () => {
    nextStep()
    const ip = '10.0.1.1'
    for (let i = 0; i < 3; i++)
      expect((await signIn(emails.guessed, { code: '000000' }, ip)).body.code).toBe(
        'WRONG_PASSWORD',
      )
    expect((await signIn(emails.guessed, {}, ip)).body.code).toBe('BOT_CHECK_REQUIRED')
    // from elsewhere too: the account is in doubt
    expect((await signIn(emails.guessed, {}, '10.0.1.2')).body.code).toBe('BOT_CHECK_REQUIRED')
    for (let i = 0; i < 2; i++)
      expect(
        (await signIn(emails.guessed, { code: '000000', ...(await solveBotCheck(server, ip)) }, ip))
          .body.code,
      ).toBe('WRONG_PASSWORD')
    const waiting = await signIn(emails.guessed, await solveBotCheck(server, ip), ip)
    expect(waiting).toMatchObject({ status: 429, body: { code: 'TOO_MANY_REQUESTS' } })
    // the owner, elsewhere, with the picture answered, signs in
    const owner = await signIn(emails.guessed, await solveBotCheck(server, '10.0.1.3'), '10.0.1.3')
    expect(owner.status, JSON.stringify(owner.body)).toBe(200)
  })

  it('answers a missing code with the form’s own message', async () => {
    const answer = await signIn(emails.ada, { code: '' }, '10.0.4.1')
    expect(answer.status).toBe(400)
    expect(JSON.stringify(answer.body)).toContain('authenticator app')
  })
})
