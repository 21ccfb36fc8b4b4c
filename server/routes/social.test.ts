// Social sign-in end to end: Google is a real OpenID Connect provider (oidc-provider, its own
// process, on a free port); Facebook's and WeChat's APIs are small stand-ins.
import { createSign, generateKeyPairSync } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSession } from '../services/sessions'
import { readSocialLoginConfig } from '../settings/social'
import { call, startTestServer, type TestServer } from '../testing/harness'
import { insertMember } from '../testing/members'
import {
  type OAuthProvider,
  type OidcProvider,
  signInAt,
  startOAuthProvider,
  startOidcProvider,
} from '../testing/socialProviders'

const publicOrigin = 'http://127.0.0.1:8080'
const redirectUri = `${publicOrigin}/Login.html`
const client = { client_id: 'citytix-web', client_secret: 'google-test-secret' }

let google: OidcProvider
let apis: OAuthProvider
let server: TestServer
let existingId = 0
let existingToken = ''
let otherToken = ''
beforeAll(async () => {
  google = await startOidcProvider({
    clients: [
      { ...client, redirect_uris: [redirectUri], token_endpoint_auth_method: 'client_secret_post' },
    ],
    accounts: {
      'g-1001': {
        email: 'siufung.lee@gmail.test',
        email_verified: true,
        given_name: 'Siu Fung',
        family_name: 'Lee',
      },
      'g-2002': { email: 'Existing@Example.com.hk', email_verified: true, name: 'Wong Siu Ming' },
      'g-3003': { email: 'unverified@gmail.test', email_verified: false },
      'g-4004': { email: 'suspended@example.com.hk', email_verified: true },
      'g-5005': { email: 'attacker@gmail.test', email_verified: true },
    },
  })
  apis = await startOAuthProvider({
    facebook: {
      'fb-code-1': {
        id: 'fb-77',
        email: 'kaman.ho@fb.test',
        first_name: 'Ka Man',
        last_name: 'Ho',
      },
      'fb-code-2': {
        id: 'fb-77',
        email: 'kaman.ho@fb.test',
        first_name: 'Ka Man',
        last_name: 'Ho',
      },
      'fb-code-3': { id: 'fb-88', first_name: 'No', last_name: 'Email' },
    },
    wechat: {
      'wx-code-1': { unionid: 'union-9' },
      'wx-code-2': { unionid: 'union-9' },
      'wx-code-3': { unionid: 'union-9' },
    },
  })
  const socialLogin = readSocialLoginConfig({
    GOOGLE_CLIENT_ID: client.client_id,
    GOOGLE_CLIENT_SECRET: client.client_secret,
    GOOGLE_ISSUER: google.issuer,
    FACEBOOK_APP_ID: 'fb-app',
    FACEBOOK_APP_SECRET: 'fb-secret',
    FACEBOOK_GRAPH_URL: apis.url,
    WECHAT_APP_ID: 'wx-app',
    WECHAT_APP_SECRET: 'wx-secret',
    WECHAT_API_URL: apis.url,
  })
  server = await startTestServer({
    config: { publicOrigin, socialLogin, rateLimitExempt: ['127.0.0.1'] },
    seed: async ({ db }, now) => {
      existingId = await insertMember(db, 'existing@example.com.hk')
      await insertMember(db, 'suspended@example.com.hk', 'suspended')
      existingToken = (await startSession(db, existingId, now)).token
      const other = await insertMember(db, 'other@example.com.hk')
      otherToken = (await startSession(db, other, now)).token
    },
  })
}, 120_000)
afterAll(async () => {
  await server?.close()
  await google?.close()
  await apis?.close()
})

const post = (url: string, payload: object, token?: string) =>
  call(server, {
    method: 'POST',
    url: `${url}?locale=en_US`,
    payload,
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  })

/** Starts a sign-in; the address the app is to send the visitor to, and its state. */
async function start(provider: string) {
  const answer = await post('/api/login/start.do', { provider })
  expect(answer.status).toBe(200)
  return answer.body as { authorizationUrl: string; state: string }
}

/** The whole Google sign-in as `account`: what the app posts back, and the server's answer. */
async function signInWithGoogle(account: string) {
  const started = await start('google')
  const back = await signInAt(started.authorizationUrl, account)
  expect(`${back.origin}${back.pathname}`).toBe(redirectUri)
  expect(back.searchParams.get('state')).toBe(started.state)
  const posted = { code: back.searchParams.get('code') ?? '', state: started.state }
  return { posted, answer: await post('/api/login/google.do', posted) }
}

const failed = { status: 401, body: { code: 'SOCIAL_LOGIN_FAILED' } }
const memberCount = async () =>
  (await server.database.db.selectFrom('members').select('id').execute()).length

describe('social sign-in', () => {
  it('offers only the providers the site is configured for', async () => {
    const answer = await call(server, '/api/login/providers.do')
    expect(answer.body).toEqual({ providers: ['google', 'facebook', 'wechat'] })
    expect(await post('/api/login/start.do', { provider: 'apple' })).toMatchObject(failed)
  })

  it('sends the visitor to Google with state, nonce and a PKCE challenge', async () => {
    const url = new URL((await start('google')).authorizationUrl)
    expect(url.origin).toBe(google.issuer)
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: client.client_id,
      redirect_uri: redirectUri,
      response_type: 'code',
      code_challenge_method: 'S256',
      nonce: expect.any(String),
      code_challenge: expect.any(String),
    })
  })

  it('creates an activated member on a first Google sign-in, and logs them in', async () => {
    const before = await memberCount()
    const { answer } = await signInWithGoogle('g-1001')
    expect(answer.status).toBe(200)
    expect(answer.body.member).toMatchObject({
      loginId: 'siufung.lee@gmail.test',
      displayName: 'Lee Siu Fung',
    })
    expect(await memberCount()).toBe(before + 1)
    const member = await server.database.db
      .selectFrom('members')
      .selectAll()
      .where('id', '=', answer.body.member.memberId)
      .executeTakeFirstOrThrow()
    expect(member).toMatchObject({ state: 'active', password_hash: null, locale: 'en' })
    // the new member's own pages answer within the contract
    const info = await call(server, {
      url: '/api/Member/MemberInfo.do',
      headers: { authorization: `Bearer ${answer.body.token}` },
    })
    expect(info.status, server.violations.join('\n')).toBe(200)
  })

  it('logs a returning Google user in as the same member', async () => {
    const first = await signInWithGoogle('g-1001')
    const before = await memberCount()
    const again = await signInWithGoogle('g-1001')
    expect(again.answer.status).toBe(200)
    expect(again.answer.body.member.memberId).toBe(first.answer.body.member.memberId)
    expect(again.answer.body.token).not.toBe(first.answer.body.token)
    expect(await memberCount()).toBe(before)
  })

  it('links a first sign-in to the member who has the same verified email', async () => {
    const before = await memberCount()
    const { answer } = await signInWithGoogle('g-2002')
    expect(answer.status).toBe(200)
    expect(answer.body.member.memberId).toBe(existingId)
    expect(await memberCount()).toBe(before)
  })

  it('refuses an email the provider has not verified', async () => {
    const before = await memberCount()
    expect((await signInWithGoogle('g-3003')).answer).toMatchObject(failed)
    expect(await memberCount()).toBe(before)
  })

  it('tells a suspended member so, without linking the account', async () => {
    const { answer } = await signInWithGoogle('g-4004')
    expect(answer).toMatchObject({ status: 403, body: { code: 'ACCOUNT_LOCKED' } })
    const links = await server.database.db
      .selectFrom('social_logins')
      .select('subject')
      .where('subject', '=', 'g-4004')
      .execute()
    expect(links).toEqual([])
  })

  it('uses a sign-in once: the same code and state again are refused', async () => {
    const { posted, answer } = await signInWithGoogle('g-1001')
    expect(answer.status).toBe(200)
    expect(await post('/api/login/google.do', posted)).toMatchObject(failed)
  })

  it('refuses a state it did not start, started for another provider, or too old', async () => {
    const started = await start('google')
    const back = await signInAt(started.authorizationUrl, 'g-1001')
    const code = back.searchParams.get('code') ?? ''
    expect(await post('/api/login/google.do', { code, state: 'made-up-state' })).toMatchObject(
      failed,
    )
    expect(await post('/api/login/facebook.do', { code, state: started.state })).toMatchObject(
      failed,
    )
    const late = await start('google')
    const lateBack = await signInAt(late.authorizationUrl, 'g-1001')
    server.clock.now = new Date(+server.clock.now + 11 * 60_000)
    try {
      const answer = await post('/api/login/google.do', {
        code: lateBack.searchParams.get('code') ?? '',
        state: late.state,
      })
      expect(answer).toMatchObject(failed)
    } finally {
      server.clock.now = new Date()
    }
  })

  describe('an ID token that is not what Google signed', () => {
    // a new account whose token claims another member's address: believed, it would log in
    // as that member
    const claimExisting = (token: string) => {
      const [header, payload] = token.split('.') as [string, string, string]
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString())
      claims.email = 'existing@example.com.hk'
      return { header, payload: Buffer.from(JSON.stringify(claims)).toString('base64url') }
    }
    const tampered = async (tamper: (idToken: string) => string) => {
      google.tamperTokens = (body) => ({ ...body, id_token: tamper(String(body.id_token)) })
      try {
        return (await signInWithGoogle('g-5005')).answer
      } finally {
        google.tamperTokens = null
      }
    }

    it('is refused when its claims were changed on the way', async () => {
      const answer = await tampered((token) => {
        const { header, payload } = claimExisting(token)
        return `${header}.${payload}.${token.split('.')[2]}`
      })
      expect(answer).toMatchObject(failed)
    })

    it('is refused when it is signed with another key', async () => {
      const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
      const answer = await tampered((token) => {
        const { header, payload } = claimExisting(token)
        const signer = createSign('RSA-SHA256')
        signer.update(`${header}.${payload}`)
        return `${header}.${payload}.${signer.sign(privateKey).toString('base64url')}`
      })
      expect(answer).toMatchObject(failed)
    })

    it('is believed when it passes untouched through the same path (the control)', async () => {
      const answer = await tampered((token) => token)
      expect(answer.status).toBe(200)
      expect(answer.body.member.loginId).toBe('attacker@gmail.test')
    })
  })

  describe('Facebook (OAuth 2)', () => {
    it('sends the visitor to Facebook with state and a PKCE challenge', async () => {
      const url = new URL((await start('facebook')).authorizationUrl)
      expect(url.host).toBe('www.facebook.com')
      expect(Object.fromEntries(url.searchParams)).toMatchObject({
        client_id: 'fb-app',
        redirect_uri: redirectUri,
        code_challenge_method: 'S256',
      })
    })

    it('creates a member on a first sign-in and logs the same account in again', async () => {
      const first = await post('/api/login/facebook.do', {
        code: 'fb-code-1',
        state: (await start('facebook')).state,
      })
      expect(first.status).toBe(200)
      expect(first.body.member).toMatchObject({
        loginId: 'kaman.ho@fb.test',
        displayName: 'Ho Ka Man',
      })
      const again = await post('/api/login/facebook.do', {
        code: 'fb-code-2',
        state: (await start('facebook')).state,
      })
      expect(again.body.member.memberId).toBe(first.body.member.memberId)
    })

    it('refuses an account that shares no email and is not linked', async () => {
      const answer = await post('/api/login/facebook.do', {
        code: 'fb-code-3',
        state: (await start('facebook')).state,
      })
      expect(answer).toMatchObject(failed)
    })
  })

  describe('WeChat (OAuth 2, no email)', () => {
    const startLink = async (token: string) => {
      const answer = await post('/api/Member/socialLogins/start.do', { provider: 'wechat' }, token)
      expect(answer.status).toBe(200)
      expect(new URL(answer.body.authorizationUrl).hash).toBe('#wechat_redirect')
      return answer.body.state as string
    }

    it('signs a WeChat account in only after a member has linked it', async () => {
      const unknown = await post('/api/login/wechat.do', {
        code: 'wx-code-1',
        state: (await start('wechat')).state,
      })
      expect(unknown).toMatchObject(failed)

      const state = await startLink(existingToken)
      // another member cannot finish this member's link
      expect(
        await post(
          '/api/Member/socialLogins.do',
          { provider: 'wechat', code: 'wx-code-2', state },
          otherToken,
        ),
      ).toMatchObject(failed)
      const linkState = await startLink(existingToken)
      const linked = await post(
        '/api/Member/socialLogins.do',
        { provider: 'wechat', code: 'wx-code-2', state: linkState },
        existingToken,
      )
      expect(linked).toMatchObject({ status: 200, body: { ok: true } })

      const login = await post('/api/login/wechat.do', {
        code: 'wx-code-3',
        state: (await start('wechat')).state,
      })
      expect(login.status).toBe(200)
      expect(login.body.member.memberId).toBe(existingId)
    })

    it('asks a visitor to log in before linking', async () => {
      const answer = await post('/api/Member/socialLogins/start.do', { provider: 'wechat' })
      expect(answer).toMatchObject({ status: 401, body: { code: 'LOGIN_REQUIRED' } })
    })
  })
})
