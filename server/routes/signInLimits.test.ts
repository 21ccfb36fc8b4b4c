// Sign-in limits under bursts (docs/decisions/0008-sign-in-limits.md): hundreds of guesses sent
// at once are checked no more often than the limits allow, and a stranger's failures do not
// keep the owner out: from another address the owner signs in, answering the picture code
// when it is asked for. Runs on PGlite and on PostgreSQL, where the requests race on separate
// connections.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { solveBotCheck } from '../testing/botCheck'
import { call, startTestServer, type TestServer } from '../testing/harness'
import { insertMember, testPassword } from '../testing/members'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({
    now: new Date('2026-12-10T04:00:00Z'),
    // hundreds of requests at once wait for a connection rather than fail
    pool: { poolSize: 10, connectionTimeoutMillis: 120_000 },
    seed: async ({ db }) => {
      for (const email of [
        'spread@example.com.hk',
        'pictured@example.com.hk',
        'coded@example.com.hk',
      ])
        await insertMember(db, email)
    },
  })
})
afterAll(() => server.close())

const logIn = (loginId: string, password: string, address: string, extra = {}) =>
  call(server, {
    method: 'POST',
    url: '/api/user/login.do?locale=en_US',
    payload: { loginId, password, ...extra },
    remoteAddress: address,
  })
/** A login with a picture solved (drawn from the same address). */
const logInPictured = async (loginId: string, address: string) =>
  logIn(loginId, testPassword, address, await solveBotCheck(server, address))
/** How many answers had each code (WRONG_PASSWORD: a password that was checked). */
const tally = (answers: { body: { code?: string } }[]) =>
  answers.reduce<Record<string, number>>((counts, { body }) => {
    const code = body.code ?? 'OK'
    counts[code] = (counts[code] ?? 0) + 1
    return counts
  }, {})
const addressNo = (i: number) => `10.${Math.floor(i / 250) + 20}.${i % 250}.1`

describe('a burst of wrong passwords', () => {
  it('from 200 addresses at once is checked 3 times, then the picture is asked; the owner signs in with it', async () => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        logIn('spread@example.com.hk', `wrong-${i}-guess`, addressNo(i)),
      ),
    )
    const codes = tally(answers)
    expect(codes.WRONG_PASSWORD).toBeLessThanOrEqual(3)
    expect(codes.BOT_CHECK_REQUIRED).toBeGreaterThanOrEqual(197)
    // the owner, from an address of their own: asked for the picture, then in
    const owner = await logIn('spread@example.com.hk', testPassword, '192.0.2.10')
    expect(owner.body.code).toBe('BOT_CHECK_REQUIRED')
    expect((await logInPictured('spread@example.com.hk', '192.0.2.10')).status).toBe(200)
  })

  it('from one address with every picture answered is checked 5 times; that address waits, the owner does not', async () => {
    const attacker = '198.51.100.66'
    // the pictures are drawn from many addresses (each may draw only so many)
    const pictures = await Promise.all(
      Array.from({ length: 120 }, (_, i) => solveBotCheck(server, addressNo(i + 400))),
    )
    const answers = await Promise.all(
      pictures.map((picture, i) =>
        logIn('pictured@example.com.hk', `wrong-${i}-guess`, attacker, picture),
      ),
    )
    const codes = tally(answers)
    expect(codes.WRONG_PASSWORD).toBeLessThanOrEqual(5)
    expect(codes.WRONG_PASSWORD).toBeGreaterThanOrEqual(1)
    // the attacking address is refused even the right password
    expect(await logInPictured('pictured@example.com.hk', attacker)).toMatchObject({
      status: 429,
      body: { code: 'TOO_MANY_REQUESTS' },
    })
    expect((await logInPictured('pictured@example.com.hk', '192.0.2.21')).status).toBe(200)
  })
})

describe('a burst of one-time password guesses', () => {
  const logInWith = (otp: string, address: string) =>
    call(server, {
      method: 'POST',
      url: '/api/LoginOTP.do?locale=en_US',
      payload: { email: 'coded@example.com.hk', otp, acceptTerms: true },
      remoteAddress: address,
    })
  const askForCode = async (address: string) =>
    call(server, {
      method: 'POST',
      url: '/api/otp.do?locale=en_US',
      payload: {
        email: 'coded@example.com.hk',
        acceptTerms: true,
        ...(await solveBotCheck(server, address)),
      },
      remoteAddress: address,
    })
  /** The code in the newest mail to the member, as they read it. */
  const newestCode = async () => {
    const mail = await server.database.db
      .selectFrom('outbox')
      .select('text_body')
      .where('to_address', '=', 'coded@example.com.hk')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    return /(\d{6})/.exec(mail.text_body)?.[1] ?? ''
  }
  /** How often the code was compared: each comparison takes one of its five tries. */
  const triesTaken = async () =>
    (
      await server.database.db
        .selectFrom('one_time_codes')
        .select('attempts')
        .where('email', '=', 'coded@example.com.hk')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow()
    ).attempts

  it('from 200 addresses at once compare the code 5 times; then even the right code is refused, and the owner gets in with a new one', async () => {
    expect((await askForCode('192.0.2.30')).status).toBe(200)
    const code = await newestCode()
    const guesses = Array.from({ length: 200 }, (_, i) =>
      String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'),
    )
    const answers = await Promise.all(guesses.map((guess, i) => logInWith(guess, addressNo(i))))
    expect(await triesTaken()).toBeLessThanOrEqual(5)
    expect(answers.every((answer) => answer.status === 401)).toBe(true)
    expect((await logInWith(code, '192.0.2.30')).status).toBe(401)
    // the owner, a minute later, from their own address: a new code, and in
    server.clock.now = new Date(+server.clock.now + 61_000)
    expect((await askForCode('192.0.2.31')).status).toBe(200)
    const fresh = await logInWith(await newestCode(), '192.0.2.31')
    expect(fresh.status).toBe(200)
  })
})
