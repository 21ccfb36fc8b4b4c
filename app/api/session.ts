// The member session token (spec §4): stored under CL_TK at login, sent as a bearer token.

export const sessionTokenKey = 'CL_TK'

/** The stored token, or undefined outside a browser or when storage is blocked. */
export function readSessionToken(): string | undefined {
  try {
    return globalThis.localStorage?.getItem(sessionTokenKey) ?? undefined
  } catch {
    return undefined
  }
}

/** Keep the token of a new login (spec §4: stored locally under CL_TK). */
export function storeSessionToken(token: string): void {
  try {
    globalThis.localStorage?.setItem(sessionTokenKey, token)
  } catch {
    // storage blocked (some private modes): there is nowhere to keep the session
  }
}

export function clearSessionToken(): void {
  try {
    globalThis.localStorage?.removeItem(sessionTokenKey)
  } catch {
    // nothing stored
  }
}
