// The member's login state (spec §4). Its one truth is the session token stored under CL_TK:
// a member is logged in exactly while there is a token. `isLogin`, `welcome` and the member's id
// are stored beside it and rewritten on every change, so they never disagree. The router gets
// this object in its context (guards read it there); the API client reads the token from it.

/** Local storage keys: the three of spec §4, and the logged-in member's id. */
export const loginStorageKeys = {
  token: 'CL_TK',
  isLogin: 'isLogin',
  welcome: 'welcome',
  memberId: 'memberId',
} as const

export interface LoginState {
  isLogin: boolean
  /** The greeting name the header shows; empty for a visitor. */
  welcome: string
}

export interface Auth {
  /** The session token sent as the bearer token; undefined for a visitor. */
  token(): string | undefined
  /**
   * Who is logged in (the login answer's `member.memberId`): the one identity that tells two
   * members with the same name apart. Undefined for a visitor, and for a session an older
   * version of the app stored without it.
   */
  memberId(): number | undefined
  isLoggedIn(): boolean
  /** The same object until the login state changes (for useSyncExternalStore). */
  state(): LoginState
  /** A login succeeded: keep its token, greeting and member id. */
  logIn(token: string, welcome: string, memberId: number): void
  /** The session ended (logout, expiry, a new password): forget it. */
  logOut(): void
  /** Called after every change, also one made in another tab. */
  subscribe(listener: () => void): () => void
}

const loggedOut: LoginState = { isLogin: false, welcome: '' }

/** A stored member id, or undefined when it is missing or not one. */
function parseMemberId(text: string | undefined): number | undefined {
  return text && /^\d+$/.test(text) ? Number(text) : undefined
}

/**
 * `getStorage` returns localStorage, or undefined where there is none; storage that throws
 * (blocked in some private modes) leaves the state in memory for this page.
 */
export function createAuth(
  getStorage: () => Storage | undefined,
  win?: Pick<Window, 'addEventListener'>,
): Auth {
  const listeners = new Set<() => void>()
  const storage = () => {
    try {
      return getStorage()
    } catch {
      return undefined
    }
  }
  const read = (key: string) => {
    try {
      return storage()?.getItem(key) ?? undefined
    } catch {
      return undefined
    }
  }
  const write = (entries: Record<string, string | undefined>) => {
    try {
      const target = storage()
      for (const [key, value] of Object.entries(entries)) {
        if (value === undefined) target?.removeItem(key)
        else target?.setItem(key, value)
      }
    } catch {
      // nowhere to keep it: the state lives in memory until the page closes
    }
  }

  let token: string | undefined
  let memberId: number | undefined
  let state = loggedOut

  const set = (nextToken: string | undefined, welcome: string, nextId: number | undefined) => {
    const next: LoginState = nextToken ? { isLogin: true, welcome } : loggedOut
    const id = nextToken ? nextId : undefined
    const changed = nextToken !== token || next.welcome !== state.welcome || id !== memberId
    token = nextToken
    memberId = id
    state = changed ? next : state
    // the token last: another tab follows the token's change (below) and must find its
    // companions already written, or it would write the old ones back
    write({
      [loginStorageKeys.isLogin]: String(next.isLogin),
      [loginStorageKeys.welcome]: next.welcome,
      [loginStorageKeys.memberId]: id === undefined ? undefined : String(id),
      [loginStorageKeys.token]: nextToken,
    })
    if (changed) for (const listener of listeners) listener()
  }

  /** Takes what storage holds (at start, or after another tab changed it). */
  const restore = () => {
    const stored = read(loginStorageKeys.token) || undefined
    if (!stored) return set(undefined, '', undefined)
    set(
      stored,
      read(loginStorageKeys.welcome) ?? '',
      parseMemberId(read(loginStorageKeys.memberId)),
    )
  }
  restore()

  // another tab logged in or out: follow it (a null key means its storage was cleared)
  win?.addEventListener('storage', (event) => {
    if (event.key === null || event.key === loginStorageKeys.token) restore()
  })

  return {
    token: () => token,
    memberId: () => memberId,
    isLoggedIn: () => token !== undefined,
    state: () => state,
    logIn: (nextToken, welcome, id) => set(nextToken || undefined, welcome, id),
    logOut: () => set(undefined, '', undefined),
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

/** The app's login state, kept in this browser's local storage. */
export const auth: Auth = createAuth(
  () => globalThis.localStorage,
  typeof window === 'undefined' ? undefined : window,
)
