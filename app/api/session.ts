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
