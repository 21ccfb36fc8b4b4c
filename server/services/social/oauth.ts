// Facebook and WeChat by OAuth 2: the authorization address, then the code exchanged with the
// app secret over the provider's API, and the account read with the token it gave. Facebook
// takes a PKCE verifier and is asked with an appsecret_proof; WeChat takes neither and shares
// no email (its account signs in once a member has linked it).
import { createHmac } from 'node:crypto'
import * as client from 'openid-client'
import type { OAuthProviderSettings } from '../../settings/social'
import { names, type SocialIdentity } from './identity'

const timeout = () => AbortSignal.timeout(10_000)

async function getJson(url: URL): Promise<Record<string, unknown>> {
  const answer = await fetch(url, { signal: timeout(), headers: { accept: 'application/json' } })
  const body = (await answer.json()) as Record<string, unknown>
  // WeChat answers 200 with an errcode; Facebook answers 4xx with an error object
  if (!answer.ok || body.error || (typeof body.errcode === 'number' && body.errcode !== 0))
    throw new Error(
      `${url.host} refused: ${JSON.stringify(body.error ?? body.errmsg ?? answer.status)}`,
    )
  return body
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined)

export async function oauthAuthorizationUrl(
  provider: 'facebook' | 'wechat',
  settings: OAuthProviderSettings,
  checks: { redirectUri: string; state: string; codeVerifier: string },
) {
  const url = new URL(settings.authorizationUrl)
  if (provider === 'facebook') {
    url.search = new URLSearchParams({
      client_id: settings.clientId,
      redirect_uri: checks.redirectUri,
      state: checks.state,
      response_type: 'code',
      scope: 'email,public_profile',
      code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
      code_challenge_method: 'S256',
    }).toString()
    return url.href
  }
  url.search = new URLSearchParams({
    appid: settings.clientId,
    redirect_uri: checks.redirectUri,
    response_type: 'code',
    scope: 'snsapi_login',
    state: checks.state,
  }).toString()
  url.hash = 'wechat_redirect'
  return url.href
}

export async function facebookIdentity(
  settings: OAuthProviderSettings,
  code: string,
  checks: { redirectUri: string; codeVerifier: string },
): Promise<SocialIdentity> {
  const exchange = new URL(`${settings.apiUrl}/oauth/access_token`)
  exchange.search = new URLSearchParams({
    client_id: settings.clientId,
    client_secret: settings.clientSecret,
    redirect_uri: checks.redirectUri,
    code,
    code_verifier: checks.codeVerifier,
  }).toString()
  const token = text((await getJson(exchange)).access_token)
  if (!token) throw new Error('Facebook gave no access token')
  const me = new URL(`${settings.apiUrl}/me`)
  me.search = new URLSearchParams({
    fields: 'id,email,first_name,last_name,name',
    access_token: token,
    appsecret_proof: createHmac('sha256', settings.clientSecret).update(token).digest('hex'),
  }).toString()
  const profile = await getJson(me)
  const id = text(profile.id)
  if (!id) throw new Error('Facebook gave no account id')
  const name = names(profile.first_name, profile.last_name, profile.name)
  return {
    provider: 'facebook',
    subject: id,
    // Facebook shares only an address its user has confirmed
    verifiedEmail: text(profile.email),
    ...name,
  }
}

export async function wechatIdentity(
  settings: OAuthProviderSettings,
  code: string,
): Promise<SocialIdentity> {
  const exchange = new URL(`${settings.apiUrl}/sns/oauth2/access_token`)
  exchange.search = new URLSearchParams({
    appid: settings.clientId,
    secret: settings.clientSecret,
    code,
    grant_type: 'authorization_code',
  }).toString()
  const answer = await getJson(exchange)
  // unionid is the same across the company's WeChat apps; openid only within this one
  const subject = text(answer.unionid) ?? text(answer.openid)
  if (!subject) throw new Error('WeChat gave no account id')
  return {
    provider: 'wechat',
    subject,
    verifiedEmail: undefined,
    firstName: undefined,
    lastName: undefined,
  }
}
