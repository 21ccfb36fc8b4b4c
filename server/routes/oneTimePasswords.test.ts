import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, startTestServer, type TestServer } from '../testing/harness'
import { insertMember } from '../testing/members'
import { startSmtpServer } from '../testing/smtp'

let smtp: Awaited<ReturnType<typeof startSmtpServer>>
let server: TestServer

beforeAll(async () => {
  smtp = await startSmtpServer()
  server = await startTestServer({
    now: new Date('2026-12-10T04:00:00Z'),
    config: { smtpUrl: smtp.url },
    seed: async ({ db }) => {
      for (const email of [
        'ka.yan@example.com.hk',
        'twice@example.com.hk',
        'expiry@example.com.hk',
        'guess@example.com.hk',
      ]) {
        await insertMember(db, email)
      }
      await insertMember(db, 'pending@example.com.hk', 'pending')
    },
  })
})
afterAll(async () => {
  await server.close()
  await smtp.close()
})

const later = (seconds: number) => {
  server.clock.now = new Date(+server.clock.now + seconds * 1000)
}
const askForCode = (email: string, acceptTerms = true) =>
  call(server, { method: 'POST', url: '/api/otp.do?locale=en_US', payload: { email, acceptTerms } })
const logInWith = (email: string, otp: string) =>
  call(server, {
    method: 'POST',
    url: '/api/LoginOTP.do?locale=en_US',
    payload: { email, otp, acceptTerms: true },
  })

/** The code in the newest mail to the address, as the member reads it. */
function codeIn(email: string) {
  const mails = smtp.mailTo(email)
  const text = mails.at(-1)?.text ?? ''
  return /(\d{6})/.exec(text)?.[1] ?? ''
}
const waitForMail = async (email: string, count: number) => {
  for (let i = 0; i < 100 && smtp.mailTo(email).length < count; i++)
    await new Promise((r) => setTimeout(r, 20))
}

describe('one-time password login', () => {
  it('emails a six-digit code in the member’s language and logs in with it once', async () => {
    const asked = await askForCode('ka.yan@example.com.hk')
    expect(asked).toMatchObject({
      status: 200,
      body: { validSeconds: 900, resendAfterSeconds: 60 },
    })
    await waitForMail('ka.yan@example.com.hk', 1)
    const [mail] = smtp.mailTo('ka.yan@example.com.hk')
    expect(mail?.subject).toBe('你的 Citytix 一次性密碼')
    expect(mail?.text).toContain('15 分鐘')
    expect(mail?.html).toContain('<p>')
    const code = codeIn('ka.yan@example.com.hk')
    const login = await logInWith('ka.yan@example.com.hk', code)
    expect(login.status).toBe(200)
    expect(login.body.token).toMatch(/^ctx_/)
    expect((await logInWith('ka.yan@example.com.hk', code)).body.code).toBe('WRONG_PASSWORD')
  })

  it('asks for the terms to be ticked before sending anything', async () => {
    const answer = await askForCode('ka.yan@example.com.hk', false)
    expect(answer.status).toBe(400)
    expect(answer.body.fields.acceptTerms).toBe(
      'Please read through and agree the Terms & Conditions by ticking the box.',
    )
  })

  it('sends a new code only after 60 seconds, and the new code replaces the old', async () => {
    expect((await askForCode('twice@example.com.hk')).status).toBe(200)
    await waitForMail('twice@example.com.hk', 1)
    const first = codeIn('twice@example.com.hk')
    later(30)
    expect((await askForCode('twice@example.com.hk')).body.code).toBe('TOO_MANY_REQUESTS')
    later(31)
    const resent = await call(server, {
      method: 'POST',
      url: '/api/otp2.do',
      payload: { email: 'twice@example.com.hk', acceptTerms: true },
    })
    expect(resent.status).toBe(200)
    await waitForMail('twice@example.com.hk', 2)
    const second = codeIn('twice@example.com.hk')
    if (first !== second) expect((await logInWith('twice@example.com.hk', first)).status).toBe(401)
    expect((await logInWith('twice@example.com.hk', second)).status).toBe(200)
  })

  it('refuses a code after 15 minutes', async () => {
    await askForCode('expiry@example.com.hk')
    await waitForMail('expiry@example.com.hk', 1)
    later(15 * 60)
    expect(
      (await logInWith('expiry@example.com.hk', codeIn('expiry@example.com.hk'))).body.code,
    ).toBe('WRONG_PASSWORD')
  })

  it('kills a code after five wrong tries', async () => {
    await askForCode('guess@example.com.hk')
    await waitForMail('guess@example.com.hk', 1)
    const code = codeIn('guess@example.com.hk')
    const wrong = code === '000000' ? '111111' : '000000'
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await logInWith('guess@example.com.hk', wrong)).status).toBe(401)
    expect((await logInWith('guess@example.com.hk', code)).status).toBe(401)
  })

  it('sends nothing to an address that has no account or is not activated, and says the same', async () => {
    const unknown = await askForCode('nobody@example.com.hk')
    const pending = await askForCode('pending@example.com.hk')
    expect(unknown).toMatchObject({ status: 200, body: { validSeconds: 900 } })
    expect(pending.body).toEqual(unknown.body)
    await new Promise((r) => setTimeout(r, 100))
    expect(smtp.mailTo('nobody@example.com.hk')).toEqual([])
    expect(smtp.mailTo('pending@example.com.hk')).toEqual([])
  })
})
