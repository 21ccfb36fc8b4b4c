import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, startTestServer, type TestServer } from '../testing/harness'
import { insertMember, testPassword } from '../testing/members'
import { startSmtpServer } from '../testing/smtp'

let smtp: Awaited<ReturnType<typeof startSmtpServer>>
let server: TestServer

beforeAll(async () => {
  smtp = await startSmtpServer()
  server = await startTestServer({
    now: new Date('2026-12-10T04:00:00Z'),
    config: { smtpUrl: smtp.url, publicOrigin: 'https://www.citytix.hk' },
    seed: async ({ db }) => {
      await insertMember(db, 'forgetful@example.com.hk')
      await insertMember(db, 'slow@example.com.hk')
      await insertMember(db, 'english-page@example.com.hk')
    },
  })
})
afterAll(async () => {
  await server.close()
  await smtp.close()
})

const forgot = (email: string, locale = 'zh_TW') =>
  call(server, {
    method: 'POST',
    url: `/api/user/forgotPassword.do?locale=${locale}`,
    payload: { email },
  })
const reset = (token: string, password: string) =>
  call(server, {
    method: 'POST',
    url: '/api/user/resetPassword.do?locale=en_US',
    payload: { token, password, confirmPassword: password },
  })
const logIn = (loginId: string, password: string) =>
  call(server, { method: 'POST', url: '/api/user/login.do', payload: { loginId, password } })

async function linkSentTo(email: string, count = 1) {
  for (let i = 0; i < 100 && smtp.mailTo(email).length < count; i++)
    await new Promise((r) => setTimeout(r, 20))
  const text = smtp.mailTo(email).at(-1)?.text ?? ''
  const link = /https:\/\/\S+/.exec(text)?.[0] ?? ''
  return { link, token: new URL(link).searchParams.get('token') ?? '' }
}

describe('forgot and reset password', () => {
  it('mails in the language of the page the reset was asked from, linking to that page', async () => {
    // the member's own language is Traditional Chinese; the request came from an English page
    await forgot('english-page@example.com.hk', 'en_US')
    const { link } = await linkSentTo('english-page@example.com.hk')
    expect(link).toMatch(/^https:\/\/www\.citytix\.hk\/en_us\/ResetPassword\.html\?token=/)
    expect(smtp.mailTo('english-page@example.com.hk')[0]?.subject).toBe(
      'Reset your Citytix password',
    )
  })

  it('mails a Chinese link to the Chinese reset page, from a Chinese page, that sets a new password once', async () => {
    const session = (await logIn('forgetful@example.com.hk', testPassword)).body.token
    expect((await forgot('Forgetful@example.com.hk')).body).toEqual({ ok: true })
    const { link, token } = await linkSentTo('forgetful@example.com.hk')
    expect(link).toMatch(/^https:\/\/www\.citytix\.hk\/zh_hk\/ResetPassword\.html\?token=/)
    expect(smtp.mailTo('forgetful@example.com.hk')[0]?.text).toMatch(/[\u3400-\u9fff]/)
    expect((await reset(token, 'Lantau2027!')).body).toEqual({ ok: true })
    expect((await logIn('forgetful@example.com.hk', testPassword)).status).toBe(401)
    expect((await logIn('forgetful@example.com.hk', 'Lantau2027!')).status).toBe(200)
    const old = await call(server, {
      url: '/api/Member/MemberInfo.do',
      headers: { authorization: `Bearer ${session}` },
    })
    expect(old.body.code).toBe('SESSION_EXPIRED')
    const again = await reset(token, 'Another2027!')
    expect(again).toMatchObject({ status: 410, body: { code: 'RESET_LINK_EXPIRED' } })
  })

  it('says the link expired after an hour', async () => {
    await forgot('slow@example.com.hk')
    const { token } = await linkSentTo('slow@example.com.hk')
    server.clock.now = new Date(+server.clock.now + 61 * 60 * 1000)
    const answer = await reset(token, 'Lantau2027!')
    expect(answer).toMatchObject({
      status: 410,
      body: {
        code: 'RESET_LINK_EXPIRED',
        message: 'This link has expired. Please use Forgot Password to get a new one.',
      },
    })
  })

  it('tells a visitor when the address is not registered', async () => {
    const answer = await forgot('stranger@example.com.hk')
    expect(answer).toMatchObject({ status: 404, body: { code: 'EMAIL_NOT_REGISTERED' } })
  })

  it('refuses a new password that breaks the password rule, with the form’s message', async () => {
    const answer = await reset('whatever-token', 'short')
    expect(answer.status).toBe(400)
    expect(answer.body.fields.password).toBeTruthy()
  })
})
