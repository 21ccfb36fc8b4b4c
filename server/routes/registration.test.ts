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
    config: { smtpUrl: smtp.url, publicOrigin: 'https://www.citytix.hk' },
    seed: async ({ db }) => {
      await insertMember(db, 'existing@example.com.hk')
    },
  })
})
afterAll(async () => {
  await server.close()
  await smtp.close()
})

const form = (email: string) => ({
  email,
  confirmEmail: email,
  password: 'Harbour2026!',
  confirmPassword: 'Harbour2026!',
  title: 'Miss',
  firstName: 'Ka Yan',
  lastName: 'Lee',
  birthday: { month: 2, day: 29 },
  address: {
    country: 'HK',
    province: 'HK-ALL',
    area: 'HK-NT',
    district: 'HK-NT-ST',
    street: '1 Yuen Wo Road',
    building: 'Sha Tin Centre Block 2',
  },
  mobile: { areaCode: '852', number: '91234567' },
  interests: ['music', 'theatre'],
  optOutDirectMarketing: false,
  acceptTerms: true,
})
const register = async (payload: object, locale = 'en_US', ip = '127.0.0.1') =>
  call(server, {
    method: 'POST',
    url: `/api/user/register.do?locale=${locale}`,
    payload: { ...payload, ...(await solveBotCheck(server)) },
    remoteAddress: ip,
  })
const activate = (token: string) =>
  call(server, {
    method: 'POST',
    url: '/api/user/activate.do?locale=en_US',
    payload: { token },
  })
/** The answer to a resend, but its `date` header (two answers may fall either side of a second). */
const resend = async (email: string) => {
  const { headers, ...answer } = await call(server, {
    method: 'POST',
    url: '/api/user/resendActivation.do?locale=en_US',
    payload: { email },
  })
  const { date: _sentAt, ...kept } = headers
  return { ...answer, headers: kept }
}
const logIn = (loginId: string) =>
  call(server, {
    method: 'POST',
    url: '/api/user/login.do?locale=en_US',
    payload: { loginId, password: 'Harbour2026!' },
  })
const later = (hours: number) => {
  server.clock.now = new Date(+server.clock.now + hours * 3_600_000)
}

/** The activation link in the newest of `count` mails to the address. */
async function activationLink(email: string, count = 1) {
  for (let i = 0; i < 100 && smtp.mailTo(email).length < count; i++)
    await new Promise((r) => setTimeout(r, 20))
  const mail = smtp.mailTo(email).at(-1)
  const link = /https:\/\/\S+/.exec(mail?.text ?? '')?.[0] ?? ''
  return { mail, link, token: link ? (new URL(link).searchParams.get('token') ?? '') : '' }
}

describe('registration and activation', () => {
  it('registers a member who is not activated and mails a link in their language', async () => {
    const answer = await register(form('ka.yan@example.com.hk'), 'zh_CN')
    expect(answer).toMatchObject({ status: 201, body: { ok: true } })
    const { mail, link } = await activationLink('ka.yan@example.com.hk')
    expect(mail?.subject).toBe('激活你的 Citytix 账户')
    expect(link).toMatch(/^https:\/\/www\.citytix\.hk\/zh_cn\/Activation\.html\?token=[\w-]+$/)
    expect(mail?.html).toContain(`<a href="${link}">`)
    expect((await logIn('ka.yan@example.com.hk')).body.code).toBe('ACCOUNT_NOT_ACTIVATED')
  })

  it('activates the account once with the link; the member then logs in', async () => {
    await register(form('once@example.com.hk'))
    const { token } = await activationLink('once@example.com.hk')
    expect(await activate(token)).toMatchObject({ status: 200, body: { ok: true } })
    expect((await logIn('once@example.com.hk')).status).toBe(200)
    expect((await activate(token)).body).toEqual({
      code: 'ACTIVATION_FAILED',
      message: 'Activation failed. Please try again or contact customer service.',
    })
    expect((await activate('not-a-real-token')).body.code).toBe('ACTIVATION_FAILED')
  })

  it('says a link older than 24 hours expired, and a new one can be asked for', async () => {
    await register(form('late@example.com.hk'))
    const { token } = await activationLink('late@example.com.hk')
    later(24)
    expect(await activate(token)).toMatchObject({
      status: 410,
      body: { code: 'ACTIVATION_LINK_EXPIRED' },
    })
    expect(await resend('Late@example.com.hk')).toMatchObject({ status: 200, body: { ok: true } })
    const fresh = await activationLink('late@example.com.hk', 2)
    expect((await activate(fresh.token)).status).toBe(200)
  })

  it('makes an older link stop working once a new one is sent', async () => {
    await register(form('twolinks@example.com.hk'))
    const first = await activationLink('twolinks@example.com.hk')
    await resend('twolinks@example.com.hk')
    const second = await activationLink('twolinks@example.com.hk', 2)
    expect((await activate(first.token)).body.code).toBe('ACTIVATION_FAILED')
    expect((await activate(second.token)).status).toBe(200)
  })

  it('answers a resend the same for anyone, and mails only an account waiting for it', async () => {
    const unknown = await resend('nobody@example.com.hk')
    const active = await resend('existing@example.com.hk')
    expect(unknown).toEqual(active)
    expect(unknown).toMatchObject({ status: 200, body: { ok: true } })
    await new Promise((r) => setTimeout(r, 100))
    expect(smtp.mailTo('nobody@example.com.hk')).toEqual([])
    expect(smtp.mailTo('existing@example.com.hk')).toEqual([])
  })

  it('refuses an email that is already registered, whatever its letter case', async () => {
    const answer = await register(form('Existing@Example.com.hk'))
    expect(answer).toMatchObject({
      status: 409,
      body: {
        code: 'EMAIL_ALREADY_REGISTERED',
        message: 'This email address is already registered.',
      },
    })
  })

  it('needs the bot check, and turns it off with BOT_CHECK=off', async () => {
    const without = await call(server, {
      method: 'POST',
      url: '/api/user/register.do?locale=zh_TW',
      payload: form('robot@example.com.hk'),
    })
    expect(without).toMatchObject({
      status: 400,
      body: { code: 'BOT_CHECK_REQUIRED', message: '請輸入圖中顯示的驗證碼。' },
    })
    const off = await startTestServer({ config: { botCheck: false } })
    try {
      const answer = await call(off, {
        method: 'POST',
        url: '/api/user/register.do',
        payload: form('loadtest@example.com.hk'),
      })
      expect(answer.status).toBe(201)
    } finally {
      await off.close()
    }
  })

  it('answers each mistake with the form’s own message, in the request’s language', async () => {
    const answer = await register(
      {
        ...form('mistakes@example.com.hk'),
        confirmPassword: 'Harbour2027!',
        lastName: '   ',
        birthday: { month: 2, day: 30 },
        mobile: { areaCode: '852', number: '1234' },
        acceptTerms: false,
      },
      'zh_TW',
    )
    expect(answer.status).toBe(400)
    expect(answer.body.code).toBe('VALIDATION_FAILED')
    expect(answer.body.fields).toEqual({
      lastName: '請輸入你的姓氏。',
      'birthday.day': '請選擇有效的出生日期（月及日）。',
      'mobile.number': '請輸入8位數字的香港手機號碼，毋須輸入區號。',
      acceptTerms: '請細閱並剔選方格以同意條款及細則。',
      confirmPassword: '兩次輸入的密碼不相符。',
    })
  })

  it('takes only a few registrations from one address', async () => {
    const statuses: number[] = []
    for (let attempt = 0; attempt < 11; attempt++) {
      statuses.push(
        (await register(form(`crowd${attempt}@example.com.hk`), 'en_US', '10.7.7.7')).status,
      )
    }
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true)
    expect(statuses[10]).toBe(429)
  })
})
