// A social sign-in leaves the app for the provider and comes back to /Login.html with `code`
// and `state` (openapi.yaml loginWithFacebook). What was started is kept in this tab's session
// storage meanwhile, so the answer is taken only with the same state, for the same provider,
// once, and the member then lands where they were going. Apple answers a popup by message
// instead (response_mode=web_message), without leaving the page.
import type { Schemas } from '../../api/queries'

export type SocialProvider = Schemas['SocialProvider']

export interface PendingSignIn {
  provider: SocialProvider
  state: string
  /** Logging in, or linking the provider to the member who is logged in. */
  purpose: 'login' | 'link'
  /** Where to land afterwards (a safe path of this site). */
  targetUrl?: string
}

const storageKey = 'socialSignIn'

export function rememberSignIn(pending: PendingSignIn, storage: Storage = sessionStorage) {
  try {
    storage.setItem(storageKey, JSON.stringify(pending))
  } catch {
    // no storage: the answer cannot be matched and will be refused, as it should
  }
}

/**
 * The sign-in a provider's answer belongs to, once: undefined when none was started here, or
 * the answer's state is another one (a forged or stale answer).
 */
export function takeSignIn(state: string | undefined, storage: Storage = sessionStorage) {
  let pending: PendingSignIn | undefined
  try {
    const text = storage.getItem(storageKey)
    storage.removeItem(storageKey)
    pending = text ? (JSON.parse(text) as PendingSignIn) : undefined
  } catch {
    return undefined
  }
  return pending && state && pending.state === state ? pending : undefined
}

export interface AppleAnswer {
  code: string
  state: string
  id_token?: string
  user?: string
}

/** Reads Sign in with Apple's message: `{ method: 'oauthDone', data: { authorization, user } }`. */
export function appleAnswer(message: unknown): AppleAnswer | 'failed' | undefined {
  let data: unknown = message
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data)
    } catch {
      return undefined
    }
  }
  const envelope = data as { method?: unknown; data?: Record<string, unknown> } | null
  if (!envelope || typeof envelope !== 'object') return undefined
  if (envelope.method === 'oauthFailed') return 'failed'
  if (envelope.method !== 'oauthDone') return undefined
  const done = envelope.data ?? {}
  const authorization = done.authorization as Record<string, unknown> | undefined
  if (!authorization || typeof authorization.code !== 'string') return 'failed'
  return {
    code: authorization.code,
    state: String(authorization.state ?? ''),
    ...(typeof authorization.id_token === 'string' ? { id_token: authorization.id_token } : {}),
    ...(done.user ? { user: JSON.stringify(done.user) } : {}),
  }
}

/** Opens Apple's page in a popup and waits for its answer (rejects if it is closed unanswered). */
export function signInWithApplePopup(authorizationUrl: string): Promise<AppleAnswer> {
  const origin = new URL(authorizationUrl).origin
  const popup = window.open(authorizationUrl, 'citytix-apple', 'popup,width=520,height=680')
  return new Promise((resolve, reject) => {
    if (!popup) return reject(new Error('popup blocked'))
    const stop = () => {
      window.removeEventListener('message', onMessage)
      clearInterval(watch)
    }
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin) return
      const answer = appleAnswer(event.data)
      if (answer === undefined) return
      stop()
      popup.close()
      if (answer === 'failed') reject(new Error('Apple refused'))
      else resolve(answer)
    }
    window.addEventListener('message', onMessage)
    const watch = setInterval(() => {
      if (!popup.closed) return
      stop()
      reject(new Error('popup closed'))
    }, 500)
  })
}
