import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { solveBotCheck } from '../testing/botCheck'
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
        'hammered@example.com.hk',
        'often@example.com.hk',
      ]) {
        await insertMember(db, email)
      }
      await insertMember(db, 'pending@example.com.hk', 'pending')
      await insertMember(db, 'locked@example.com.hk', 'locked')
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
/** To the start of a fresh rate-limit window of this many seconds (limits count in windows). */
const freshWindow = (seconds: number) => {
  server.clock.now = new Date(
    (Math.floor(+server.clock.now / (seconds * 1000)) + 1) * seconds * 1000,
  )
}
const askForCode = async (
  email: string,
  acceptTerms = true,
  url = '/api/otp.do',
  locale = 'en_US',
) =>
  call(server, {
    method: 'POST',
    url: `${url}?locale=${locale}`,
    payload: { email, acceptTerms, ...(await solveBotCheck(server)) },
  })
const logInWith = (email: string, otp: string) =>
  call(server, {
    method: 'POST',
    url: '/api/LoginOTP.do?locale=en_US',
    payload: { email, otp, acceptTerms: true },
  })

const waitForMail = async (email: string, count: number) => {
  for (let i = 0; i < 100 && smtp.mailTo(email).length < count; i++)
    await new Promise((r) => setTimeout(r, 20))
}
/** The code in the newest mail to the address, as the member reads it. */
async function codeIn(email: string, count = 1) {
  await waitForMail(email, count)
  const text = smtp.mailTo(email).at(-1)?.text ?? ''
  return /(\d{6})/.exec(text)?.[1] ?? ''
}
const otherThan = (code: string) => (code === '000000' ? '111111' : '000000')

describe('one-time password login', () => {
  it('emails a six-digit code in the page’s language and logs in with it once', async () => {
    const asked = await askForCode('ka.yan@example.com.hk', true, '/api/otp.do', 'zh_TW')
    expect(asked).toMatchObject({
      status: 200,
      body: { validSeconds: 900, resendAfterSeconds: 60 },
    })
    await waitForMail('ka.yan@example.com.hk', 1)
    const [mail] = smtp.mailTo('ka.yan@example.com.hk')
    expect(mail?.subject).toBe('你的 Citytix 一次性密碼')
    expect(mail?.text).toContain('15 分鐘')
    expect(mail?.html).toContain('<p>')
    const code = await codeIn('ka.yan@example.com.hk')
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

  it('asks for the bot check before sending a code, and takes each picture once', async () => {
    const send = (payload: object) =>
      call(server, {
        method: 'POST',
        url: '/api/otp.do?locale=en_US',
        payload: { email: 'ka.yan@example.com.hk', acceptTerms: true, ...payload },
      })
    expect((await send({})).body).toEqual({
      code: 'BOT_CHECK_REQUIRED',
      message: 'Please type the code shown in the picture.',
    })
    const solved = await solveBotCheck(server)
    expect((await send({ ...solved, captchaCode: 'WRONG' })).body.code).toBe('BOT_CHECK_FAILED')
    // the picture was used up by the wrong answer
    expect((await send(solved)).body.code).toBe('BOT_CHECK_FAILED')
  })

  it('sends a new code only after 60 seconds, and the new code replaces the old', async () => {
    expect((await askForCode('twice@example.com.hk')).status).toBe(200)
    const first = await codeIn('twice@example.com.hk')
    later(30)
    expect((await askForCode('twice@example.com.hk')).body.code).toBe('TOO_MANY_REQUESTS')
    later(31)
    const resent = await askForCode('twice@example.com.hk', true, '/api/otp2.do')
    expect(resent.status).toBe(200)
    const second = await codeIn('twice@example.com.hk', 2)
    if (first !== second) expect((await logInWith('twice@example.com.hk', first)).status).toBe(401)
    expect((await logInWith('twice@example.com.hk', second)).status).toBe(200)
  })

  it('refuses a code once 15 minutes have passed, and takes it until then', async () => {
    await askForCode('expiry@example.com.hk')
    const code = await codeIn('expiry@example.com.hk')
    later(15 * 60 - 1)
    const sooner = server.clock.now
    later(1)
    expect((await logInWith('expiry@example.com.hk', code)).body.code).toBe('WRONG_PASSWORD')
    server.clock.now = sooner
    expect((await logInWith('expiry@example.com.hk', code)).status).toBe(200)
  })

  it('kills a code after five wrong tries', async () => {
    await askForCode('guess@example.com.hk')
    const code = await codeIn('guess@example.com.hk')
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await logInWith('guess@example.com.hk', otherThan(code))).status).toBe(401)
    expect((await logInWith('guess@example.com.hk', code)).status).toBe(401)
  })

  it('stops an account being guessed at with code after code: too many requests', async () => {
    freshWindow(15 * 60)
    const statuses: number[] = []
    for (let round = 0; round < 3; round++) {
      await askForCode('hammered@example.com.hk')
      const code = await codeIn('hammered@example.com.hk', round + 1)
      for (let attempt = 0; attempt < 5; attempt++)
        statuses.push((await logInWith('hammered@example.com.hk', otherThan(code))).status)
      later(61)
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true)
    expect(statuses.slice(10)).toEqual([429, 429, 429, 429, 429])
  })

  it('sends an account only a few codes an hour', async () => {
    freshWindow(60 * 60)
    const statuses: number[] = []
    for (let attempt = 0; attempt < 7; attempt++) {
      statuses.push((await askForCode('often@example.com.hk')).status)
      later(61)
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429])
  })

  it('answers an address with no account exactly as a member’s, and mails nothing', async () => {
    const unknown = await askForCode('nobody@example.com.hk')
    expect(unknown).toMatchObject({ status: 200, body: { validSeconds: 900 } })
    expect((await askForCode('nobody@example.com.hk')).body.code).toBe('TOO_MANY_REQUESTS')
    await new Promise((r) => setTimeout(r, 100))
    expect(smtp.mailTo('nobody@example.com.hk')).toEqual([])
  })

  it('tells a member who has not activated to do so and mails the activation link again', async () => {
    await askForCode('pending@example.com.hk')
    const code = await codeIn('pending@example.com.hk')
    const login = await logInWith('pending@example.com.hk', code)
    expect(login).toMatchObject({
      status: 403,
      body: {
        code: 'ACCOUNT_NOT_ACTIVATED',
        message:
          'Your account has not been activated. We have sent you the activation email again.',
      },
    })
    await waitForMail('pending@example.com.hk', 2)
    expect(smtp.mailTo('pending@example.com.hk').at(-1)?.text).toMatch(
      // the language of the login page that caused it
      /\/en_us\/Activation\.html\?token=/,
    )
  })

  it('tells a locked member to contact customer service', async () => {
    await askForCode('locked@example.com.hk')
    const code = await codeIn('locked@example.com.hk')
    expect((await logInWith('locked@example.com.hk', code)).body.code).toBe('ACCOUNT_LOCKED')
  })
})
