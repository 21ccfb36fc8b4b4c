import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { solveBotCheck } from '../testing/botCheck'
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
      await insertMember(db, 'doubted@example.com.hk')
      await insertMember(db, 'mover@example.com.hk')
      await insertMember(db, 'taken@example.com.hk')
      await insertMember(db, 'editor@example.com.hk')
    },
  })
})
afterAll(() => server.close())

const logIn = (loginId: string, password = testPassword, ip = '127.0.0.1', extra = {}) =>
  call(server, {
    method: 'POST',
    url: '/api/user/login.do?locale=en_US',
    payload: { loginId, password, ...extra },
    remoteAddress: ip,
  })
/** A login with the bot check answered, as the app sends it once the server has asked. */
const logInChecked = async (loginId: string, password = testPassword, ip = '127.0.0.1') =>
  logIn(loginId, password, ip, await solveBotCheck(server))
/** To the start of a fresh rate-limit window of this many seconds. */
const freshWindow = (seconds: number) => {
  server.clock.now = new Date(
    (Math.floor(+server.clock.now / (seconds * 1000)) + 1) * seconds * 1000,
  )
}
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
    freshWindow(15 * 60)
    for (let attempt = 0; attempt < 5; attempt++) {
      const wrong = await logInChecked('guessed@example.com.hk', `guess-${attempt}xx`, '10.0.0.9')
      expect(wrong.status).toBe(401)
    }
    const blocked = await logInChecked('guessed@example.com.hk', testPassword, '10.0.0.9')
    expect(blocked).toMatchObject({ status: 429, body: { code: 'TOO_MANY_REQUESTS' } })
    server.clock.now = new Date(+server.clock.now + 16 * 60 * 1000)
    expect((await logIn('guessed@example.com.hk', testPassword, '10.0.0.9')).status).toBe(200)
  })

  it('asks for the bot check after three wrong passwords for an account', async () => {
    freshWindow(15 * 60)
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await logIn('doubted@example.com.hk', 'not-it-1', `10.0.1.${attempt}`)).status).toBe(
        401,
      )
    }
    // from yet another address, with the right password: the picture is asked for first
    expect((await logIn('doubted@example.com.hk', testPassword, '10.0.1.9')).body).toEqual({
      code: 'BOT_CHECK_REQUIRED',
      message: 'Please type the code shown in the picture.',
    })
    const solved = await solveBotCheck(server)
    const wrongCode = await logIn('doubted@example.com.hk', testPassword, '10.0.1.9', {
      ...solved,
      captchaCode: 'NOPE1',
    })
    expect(wrongCode.body.code).toBe('BOT_CHECK_FAILED')
    expect((await logInChecked('doubted@example.com.hk', testPassword, '10.0.1.9')).status).toBe(
      200,
    )
  })

  it('asks for the bot check from an address that got three passwords wrong', async () => {
    freshWindow(15 * 60)
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await logIn(`stranger${attempt}@example.com.hk`, 'x', '10.0.2.1')).status).toBe(401)
    }
    expect((await logIn('siuming@example.com.hk', testPassword, '10.0.2.1')).body.code).toBe(
      'BOT_CHECK_REQUIRED',
    )
    expect((await logIn('siuming@example.com.hk', testPassword, '10.0.2.2')).status).toBe(200)
  })

  it('lets an address in RATE_LIMIT_EXEMPT log in without the bot check (accounts still count)', async () => {
    const exempt = await startTestServer({
      config: { rateLimitExempt: ['10.9.9.9'] },
      seed: async ({ db }) => {
        await insertMember(db, 'loadtest@example.com.hk')
      },
    })
    try {
      const send = (loginId: string, password: string) =>
        call(exempt, {
          method: 'POST',
          url: '/api/user/login.do',
          payload: { loginId, password },
          remoteAddress: '10.9.9.9',
        })
      for (let attempt = 0; attempt < 40; attempt++) {
        expect((await send(`user${attempt}@example.com.hk`, 'wrong-one')).status).toBe(401)
      }
      expect((await send('loadtest@example.com.hk', testPassword)).status).toBe(200)
    } finally {
      await exempt.close()
    }
  })

  it('limits login attempts from one address', async () => {
    freshWindow(10 * 60)
    const statuses: number[] = []
    for (let attempt = 0; attempt < 31; attempt++) {
      statuses.push(
        (await logInChecked(`nobody${attempt}@example.com.hk`, 'whatever1', '10.0.0.77')).status,
      )
    }
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true)
    expect(statuses[30]).toBe(429)
  })

  it('mails the activation link again when a member who has not activated logs in', async () => {
    const answer = await logIn('pending@example.com.hk')
    expect(answer).toMatchObject({
      status: 403,
      body: {
        code: 'ACCOUNT_NOT_ACTIVATED',
        message:
          'Your account has not been activated. We have sent you the activation email again.',
      },
    })
    const mail = await server.database.db
      .selectFrom('outbox')
      .selectAll()
      .where('to_address', '=', 'pending@example.com.hk')
      .executeTakeFirstOrThrow()
    // in the language of the login that caused it (English), not the member's own
    expect(mail.text_body).toMatch(/\/en_us\/Activation\.html\?token=[\w-]+/)
    expect(mail.subject).toBe('Activate your Citytix account')
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

describe('member info', () => {
  const details = {
    title: 'Mrs',
    firstName: 'Mei Ling',
    lastName: 'Ho',
    birthday: { month: 6, day: 30 },
    address: {
      country: 'HK',
      province: 'HK-ALL',
      area: 'HK-KLN',
      district: 'HK-KLN-YTM',
      street: '18 Nathan Road',
      building: 'Flat B, 12/F, Harbour View Mansion',
    },
    mobile: { areaCode: '852', number: '61234567' },
    interests: ['dance', 'arts', 'dance'],
    optOutDirectMarketing: true,
  }
  const update = (token: string, payload: object) =>
    call(server, {
      method: 'POST',
      url: '/api/Member/MemberInfo.do?locale=en_US',
      headers: asMember(token),
      payload,
    })
  const read = (token: string) =>
    call(server, { url: '/api/Member/MemberInfo.do', headers: asMember(token) })
  const sameEmail = (email: string) => ({ email, confirmEmail: email })

  it('keeps every detail, gender and card layout included, and the session', async () => {
    const { token } = (await logIn('editor@example.com.hk')).body
    const answer = await update(token, {
      ...details,
      ...sameEmail('editor@example.com.hk'),
      gender: 'female',
      cardLayout: 'compact',
    })
    expect(answer).toMatchObject({ status: 200, body: { reloginRequired: false } })
    const info = await read(token)
    expect(info.body).toMatchObject({
      ...details,
      interests: ['dance', 'arts'],
      gender: 'female',
      cardLayout: 'compact',
    })
    // left out, gender and card layout stay as they were
    await update(token, { ...details, ...sameEmail('editor@example.com.hk') })
    expect((await read(token)).body).toMatchObject({ gender: 'female', cardLayout: 'compact' })
  })

  it('ends every session, this one too, when the email changes; the new email logs in', async () => {
    const first = (await logIn('mover@example.com.hk')).body.token
    const second = (await logIn('mover@example.com.hk')).body.token
    const answer = await update(first, { ...details, ...sameEmail('moved@example.com.hk') })
    expect(answer).toMatchObject({ status: 200, body: { reloginRequired: true } })
    for (const token of [first, second]) {
      expect((await read(token)).body.code).toBe('SESSION_EXPIRED')
    }
    expect((await logIn('mover@example.com.hk')).status).toBe(401)
    expect((await logIn('moved@example.com.hk')).status).toBe(200)
  })

  it('refuses an email another member has, whatever its letter case', async () => {
    const { token } = (await logIn('editor@example.com.hk')).body
    const answer = await update(token, { ...details, ...sameEmail('Taken@Example.com.hk') })
    expect(answer).toMatchObject({
      status: 409,
      body: {
        code: 'EMAIL_ALREADY_REGISTERED',
        message: 'This email address is already registered.',
      },
    })
    expect((await read(token)).status).toBe(200)
  })

  it('names each mistake with the form’s own message, also those the contract finds first', async () => {
    const { token } = (await logIn('editor@example.com.hk')).body
    const answer = await update(token, {
      ...details,
      ...sameEmail('editor@example.com.hk'),
      firstName: 'x'.repeat(31),
      mobile: { areaCode: '852', number: '21234567' },
    })
    expect(answer.status).toBe(400)
    expect(answer.body.fields).toEqual({
      firstName: 'Please enter at most 30 characters.',
      'mobile.number': 'Please enter an 8-digit Hong Kong mobile number, without the area code.',
    })
    const mismatch = await update(token, {
      ...details,
      email: 'editor@example.com.hk',
      confirmEmail: 'editor@example.org',
    })
    expect(mismatch.body.fields).toEqual({
      confirmEmail: 'The two email addresses do not match.',
    })
  })
})
