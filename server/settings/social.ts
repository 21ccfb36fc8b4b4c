// Social sign-in settings from the environment. A provider is offered only when its client id
// and secret are both set; the addresses default to the providers' own and are settable so
// tests (and a staging provider) can stand in for them.
export const socialProviders = ['google', 'apple', 'facebook', 'wechat'] as const
export type SocialProvider = (typeof socialProviders)[number]

export interface OidcProviderSettings {
  kind: 'oidc'
  clientId: string
  clientSecret: string
  /** the OpenID Connect issuer; its discovery document names every endpoint */
  issuer: string
  scope: string
  /** extra authorization parameters (Apple answers the app's popup by web message) */
  authorizationParameters: Record<string, string>
  /** Apple's token endpoint does not take a PKCE verifier; Google's does */
  pkce: boolean
}

export interface OAuthProviderSettings {
  kind: 'oauth'
  clientId: string
  clientSecret: string
  /** where the visitor is sent to allow the sign-in */
  authorizationUrl: string
  /** the provider's API (code exchange and profile) */
  apiUrl: string
}

export type ProviderSettings = OidcProviderSettings | OAuthProviderSettings

export type SocialLoginConfig = Partial<Record<SocialProvider, ProviderSettings>>

const both = (id: string | undefined, secret: string | undefined) =>
  id && secret ? { clientId: id, clientSecret: secret } : undefined

export function readSocialLoginConfig(env: NodeJS.ProcessEnv): SocialLoginConfig {
  const config: SocialLoginConfig = {}
  const google = both(env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET)
  if (google)
    config.google = {
      kind: 'oidc',
      ...google,
      issuer: env.GOOGLE_ISSUER || 'https://accounts.google.com',
      scope: 'openid email profile',
      authorizationParameters: {},
      pkce: true,
    }
  const apple = both(env.APPLE_CLIENT_ID, env.APPLE_CLIENT_SECRET)
  if (apple)
    config.apple = {
      kind: 'oidc',
      ...apple,
      issuer: env.APPLE_ISSUER || 'https://appleid.apple.com',
      scope: 'openid email name',
      authorizationParameters: { response_mode: 'web_message' },
      pkce: false,
    }
  const facebook = both(env.FACEBOOK_APP_ID, env.FACEBOOK_APP_SECRET)
  if (facebook)
    config.facebook = {
      kind: 'oauth',
      ...facebook,
      authorizationUrl: env.FACEBOOK_AUTH_URL || 'https://www.facebook.com/v19.0/dialog/oauth',
      apiUrl: env.FACEBOOK_GRAPH_URL || 'https://graph.facebook.com/v19.0',
    }
  const wechat = both(env.WECHAT_APP_ID, env.WECHAT_APP_SECRET)
  if (wechat)
    config.wechat = {
      kind: 'oauth',
      ...wechat,
      authorizationUrl: env.WECHAT_AUTH_URL || 'https://open.weixin.qq.com/connect/qrconnect',
      apiUrl: env.WECHAT_API_URL || 'https://api.weixin.qq.com',
    }
  return config
}

/** The providers a button may be shown for, in the order the login page lists them. */
export const configuredProviders = (config: SocialLoginConfig) =>
  socialProviders.filter((provider) => config[provider] !== undefined)
