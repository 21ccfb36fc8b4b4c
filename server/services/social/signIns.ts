// A social sign-in under way: started by the server (state, nonce and PKCE verifier kept for
// 10 minutes, the state only as its hash), finished once with the code the provider sent
// back. A link's state belongs to the member who started it, so nobody can finish it for
// another membership.
import { createHash } from 'node:crypto'
import type { Kysely } from 'kysely'
import * as client from 'openid-client'
import type { ServerConfig } from '../../config'
import type { DB } from '../../db/schema'
import type { SocialProvider } from '../../settings/social'
import { type SocialIdentity, socialLoginFailed, socialRedirectUri } from './identity'
import { facebookIdentity, oauthAuthorizationUrl, wechatIdentity } from './oauth'
import { oidcAuthorizationUrl, oidcIdentity } from './oidc'

export const signInMinutes = 10

type Purpose = 'login' | 'link'
const hashOf = (state: string) => createHash('sha256').update(state).digest('hex')

function settingsOf(config: ServerConfig, provider: SocialProvider) {
  const settings = config.socialLogin[provider]
  if (!settings) throw socialLoginFailed()
  return settings
}

export async function startSignIn(
  db: Kysely<DB>,
  config: ServerConfig,
  start: { provider: SocialProvider; purpose: Purpose; memberId?: number },
  now: Date,
) {
  const settings = settingsOf(config, start.provider)
  const state = client.randomState()
  const nonce = client.randomNonce()
  const codeVerifier = client.randomPKCECodeVerifier()
  const redirectUri = socialRedirectUri(config.publicOrigin)
  const authorizationUrl =
    settings.kind === 'oidc'
      ? await oidcAuthorizationUrl(settings, { redirectUri, state, nonce, codeVerifier })
      : await oauthAuthorizationUrl(start.provider as 'facebook' | 'wechat', settings, {
          redirectUri,
          state,
          codeVerifier,
        })
  // sign-ins nobody finished are of no use once expired: each new one sweeps them away
  await db.deleteFrom('social_login_states').where('expires_at', '<', now).execute()
  await db
    .insertInto('social_login_states')
    .values({
      state_hash: hashOf(state),
      provider: start.provider,
      purpose: start.purpose,
      member_id: start.memberId ?? null,
      nonce,
      code_verifier: codeVerifier,
      created_at: now,
      expires_at: new Date(+now + signInMinutes * 60_000),
    })
    .execute()
  return { authorizationUrl, state }
}

/**
 * The provider's account for a code that came back with `state`: the state must be one this
 * server started for this provider and purpose (and member), unused and unexpired; it is used
 * up whatever happens next.
 */
export async function finishSignIn(
  db: Kysely<DB>,
  config: ServerConfig,
  answer: {
    provider: SocialProvider
    purpose: Purpose
    memberId?: number
    code: string
    state: string
    nameHint?: { firstName?: string; lastName?: string }
  },
  now: Date,
): Promise<SocialIdentity> {
  const settings = settingsOf(config, answer.provider)
  const taken = await db
    .updateTable('social_login_states')
    .set({ used_at: now })
    .where('state_hash', '=', hashOf(answer.state))
    .where('provider', '=', answer.provider)
    .where('purpose', '=', answer.purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .where((eb) =>
      answer.memberId === undefined
        ? eb('member_id', 'is', null)
        : eb('member_id', '=', answer.memberId),
    )
    .returning(['nonce', 'code_verifier'])
    .executeTakeFirst()
  if (!taken) throw socialLoginFailed()
  const redirectUri = socialRedirectUri(config.publicOrigin)
  const checks = { redirectUri, nonce: taken.nonce, codeVerifier: taken.code_verifier }
  if (settings.kind === 'oidc')
    return oidcIdentity(answer.provider, settings, answer, checks, answer.nameHint)
  if (answer.provider === 'facebook') return facebookIdentity(settings, answer.code, checks)
  return wechatIdentity(settings, answer.code)
}
