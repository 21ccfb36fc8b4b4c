// A member's whole life cycle over HTTP, in each of the site's languages, with mail going over
// SMTP to a real local mail server that the test reads as the member would: register, open the
// activation mail, activate, ask for a one-time password, log in with the mailed code, change
// the info, change the password, find the old session refused, log in again, log out. The
// clock is the test's own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { solveBotCheck } from '../../server/testing/botCheck'
import { call, startTestServer, type TestServer } from '../../server/testing/harness'
import { startSmtpServer } from '../../server/testing/smtp'

let smtp: Awaited<ReturnType<typeof startSmtpServer>>
let server: TestServer

beforeAll(async () => {
  smtp = await startSmtpServer()
  server = await startTestServer({
    now: new Date('2026-12-10T04:00:00Z'),
    config: { smtpUrl: smtp.url, publicOrigin: 'https://www.citytix.hk' },
  })
})
afterAll(async () => {
  await server.close()
  await smtp.close()
})

const languages = [
  { locale: 'en_US', prefix: 'en_us', activationSubject: 'Activate your Citytix account' },
  { locale: 'zh_TW', prefix: 'zh_hk', activationSubject: '啟動你的 Citytix 帳戶' },
  { locale: 'zh_CN', prefix: 'zh_cn', activationSubject: '激活你的 Citytix 账户' },
] as const

/** The newest mail to the address, once `count` have arrived. */
async function mailTo(address: string, count: number) {
  for (let i = 0; i < 200 && smtp.mailTo(address).length < count; i++)
    await new Promise((resolve) => setTimeout(resolve, 20))
  const mail = smtp.mailTo(address)[count - 1]
  if (!mail) throw new Error(`mail ${count} to ${address} never came`)
  return mail
}

describe.each(languages)('a member who uses the site in $locale', (language) => {
  const email = `life.${language.prefix}@example.com.hk`
  const post = (url: string, payload: object, token?: string) =>
    call(server, {
      method: 'POST',
      url: `${url}?locale=${language.locale}`,
      payload,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    })
  const details = {
    title: 'Mr',
    firstName: 'Tai Man',
    lastName: 'Chan',
    birthday: { month: 8, day: 18 },
    address: {
      country: 'HK',
      province: 'HK-ALL',
      area: 'HK-NT',
      district: 'HK-NT-ST',
      street: '1 Yuen Wo Road',
      building: 'Sha Tin Centre Block 2',
    },
    mobile: { areaCode: '852', number: '91234567' },
    interests: ['popConcert'],
    optOutDirectMarketing: false,
  }

  it('registers, activates, logs in by email code, changes info and password, and logs out', async () => {
    // register
    const registered = await post('/api/user/register.do', {
      ...details,
      email,
      confirmEmail: email,
      password: 'Harbour2026!',
      confirmPassword: 'Harbour2026!',
      acceptTerms: true,
      ...(await solveBotCheck(server)),
    })
    expect(registered).toMatchObject({ status: 201, body: { ok: true } })

    // the activation mail, in the member's language, links to the app's activation page
    const activation = await mailTo(email, 1)
    expect(activation.subject).toBe(language.activationSubject)
    const link = /https:\/\/\S+/.exec(activation.text)?.[0] ?? ''
    expect(link).toMatch(
      new RegExp(`^https://www\\.citytix\\.hk/${language.prefix}/Activation\\.html\\?token=`),
    )
    expect(activation.html).toContain(`href="${link}"`)
    const activated = await post('/api/user/activate.do', {
      token: new URL(link).searchParams.get('token'),
    })
    expect(activated).toMatchObject({ status: 200, body: { ok: true } })

    // a one-time password by email, and the login with it
    const asked = await post('/api/otp.do', {
      email,
      acceptTerms: true,
      ...(await solveBotCheck(server)),
    })
    expect(asked).toMatchObject({ status: 200, body: { validSeconds: 900 } })
    const codeMail = await mailTo(email, 2)
    const otp = /\b(\d{6})\b/.exec(codeMail.text)?.[1] ?? ''
    const loggedIn = await post('/api/LoginOTP.do', { email, otp, acceptTerms: true })
    expect(loggedIn).toMatchObject({
      status: 200,
      body: { member: { loginId: email, displayName: 'Chan Tai Man' } },
    })
    const firstToken: string = loggedIn.body.token

    // the inbox holds one notice: the welcome sent on activation, in every language
    const inbox = await post('/api/user/personalNotices.do', {}, firstToken)
    expect(inbox.body.data).toHaveLength(1)
    expect(inbox.body.data[0]).toMatchObject({
      title: {
        en: 'Welcome to Citytix',
        'zh-Hant': '歡迎加入 Citytix',
        'zh-Hans': '欢迎加入 Citytix',
      },
      read: false,
    })

    // change the info: the session stays
    const changedInfo = await post(
      '/api/Member/MemberInfo.do',
      {
        ...details,
        email,
        confirmEmail: email,
        firstName: 'Siu Ming',
        gender: 'male',
        cardLayout: 'compact',
      },
      firstToken,
    )
    expect(changedInfo).toMatchObject({ status: 200, body: { reloginRequired: false } })
    const info = await call(server, {
      url: '/api/Member/MemberInfo.do',
      headers: { authorization: `Bearer ${firstToken}` },
    })
    expect(info.body).toMatchObject({ firstName: 'Siu Ming', gender: 'male', activated: true })

    // change the password: every session ends, this one too
    const changedPassword = await post(
      '/api/Member/ChangePassword.do',
      {
        oldPassword: 'Harbour2026!',
        newPassword: 'Victoria8Peak',
        confirmPassword: 'Victoria8Peak',
      },
      firstToken,
    )
    expect(changedPassword).toMatchObject({ status: 200, body: { reloginRequired: true } })
    const refused = await call(server, {
      url: `/api/Member/MemberInfo.do?locale=${language.locale}`,
      headers: { authorization: `Bearer ${firstToken}` },
    })
    expect(refused).toMatchObject({ status: 401, body: { code: 'SESSION_EXPIRED' } })

    // log in again with the new password, then log out
    const again = await post('/api/user/login.do', { loginId: email, password: 'Victoria8Peak' })
    expect(again.status).toBe(200)
    const loggedOut = await post('/Logout.do', {}, again.body.token)
    expect(loggedOut).toMatchObject({ status: 200, body: { ok: true } })
    const afterLogout = await call(server, {
      url: '/api/Member/MemberInfo.do',
      headers: { authorization: `Bearer ${again.body.token}` },
    })
    expect(afterLogout.body.code).toBe('SESSION_EXPIRED')
  })
})
