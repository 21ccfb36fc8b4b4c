// Google and Apple by OpenID Connect, through openid-client: the issuer's discovery document
// (kept an hour), the authorization address with state, nonce and (Google) PKCE, and the code
// exchange, which checks the ID token's signature against the issuer's keys, its issuer,
// audience, expiry and nonce. An email missing from the ID token is read from userinfo.
import * as client from 'openid-client'
import type { OidcProviderSettings, SocialProvider } from '../../settings/social'
import { names, type SocialIdentity } from './identity'

const discoveryMs = 60 * 60 * 1000
const cache = new Map<string, { at: number; configuration: Promise<client.Configuration> }>()

/** Plain http only for an issuer on this machine (a test or local provider). */
const isLocal = (issuer: URL) =>
  issuer.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(issuer.hostname)

function configurationFor(settings: OidcProviderSettings): Promise<client.Configuration> {
  const key = `${settings.issuer}\n${settings.clientId}\n${settings.clientSecret}`
  const known = cache.get(key)
  if (known && Date.now() - known.at < discoveryMs) return known.configuration
  const issuer = new URL(settings.issuer)
  const configuration = client.discovery(
    issuer,
    settings.clientId,
    settings.clientSecret,
    client.ClientSecretPost(settings.clientSecret),
    {
      timeout: 10,
      execute: [
        client.enableNonRepudiationChecks,
        ...(isLocal(issuer) ? [client.allowInsecureRequests] : []),
      ],
    },
  )
  cache.set(key, { at: Date.now(), configuration })
  // a failed discovery is tried again on the next sign-in
  configuration.catch(() => cache.delete(key))
  return configuration
}

export async function oidcAuthorizationUrl(
  settings: OidcProviderSettings,
  checks: { redirectUri: string; state: string; nonce: string; codeVerifier: string },
) {
  const configuration = await configurationFor(settings)
  return client.buildAuthorizationUrl(configuration, {
    redirect_uri: checks.redirectUri,
    response_type: 'code',
    scope: settings.scope,
    state: checks.state,
    nonce: checks.nonce,
    ...(settings.pkce
      ? {
          code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
          code_challenge_method: 'S256',
        }
      : {}),
    ...settings.authorizationParameters,
  }).href
}

export async function oidcIdentity(
  provider: SocialProvider,
  settings: OidcProviderSettings,
  answer: { code: string; state: string },
  checks: { redirectUri: string; nonce: string; codeVerifier: string },
  /** the name Apple sends to the app on the first sign-in only */
  nameHint?: { firstName?: string; lastName?: string },
): Promise<SocialIdentity> {
  const configuration = await configurationFor(settings)
  const back = new URL(checks.redirectUri)
  back.searchParams.set('code', answer.code)
  back.searchParams.set('state', answer.state)
  // the state was issued for this provider and kept on the server, which already answers
  // "which provider is this?"; RFC 9207's `iss` is added for providers that send it
  if (configuration.serverMetadata().authorization_response_iss_parameter_supported)
    back.searchParams.set('iss', configuration.serverMetadata().issuer)
  const tokens = await client.authorizationCodeGrant(configuration, back, {
    expectedState: answer.state,
    expectedNonce: checks.nonce,
    idTokenExpected: true,
    ...(settings.pkce ? { pkceCodeVerifier: checks.codeVerifier } : {}),
  })
  const claims = tokens.claims()
  if (!claims) throw new Error('no ID token')
  let profile: Record<string, unknown> = claims
  if (typeof claims.email !== 'string')
    profile = { ...(await client.fetchUserInfo(configuration, tokens.access_token, claims.sub)) }
  // Apple writes email_verified as the text "true"
  const verified = profile.email_verified === true || profile.email_verified === 'true'
  const name = names(profile.given_name, profile.family_name, profile.name)
  return {
    provider,
    subject: claims.sub,
    verifiedEmail: verified && typeof profile.email === 'string' ? profile.email : undefined,
    firstName: name.firstName ?? nameHint?.firstName,
    lastName: name.lastName ?? nameHint?.lastName,
  }
}
