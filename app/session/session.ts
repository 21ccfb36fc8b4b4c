import { useSyncExternalStore } from 'react'
import { sessionTokenKey } from '../api/session'

// Login state (spec §4): `isLogin` and `welcome` are kept locally and written when the page is
// left; the token is stored under CL_TK as soon as the member logs in.
export const loginStateKeys = {
  isLogin: 'isLogin',
  welcome: 'welcome',
  token: sessionTokenKey,
} as const

export interface Session {
  isLogin: boolean
  /** the greeting name the header shows */
  welcome: string
}

const loggedOut: Session = { isLogin: false, welcome: '' }
let session: Session = loggedOut
const listeners = new Set<() => void>()

function publish(next: Session) {
  session = next
  for (const listener of listeners) listener()
}

/** Reads the login state kept by the last visit. */
export function restoreSession(storage: Storage = localStorage) {
  const isLogin = storage.getItem(loginStateKeys.isLogin) === 'true'
  publish({ isLogin, welcome: isLogin ? (storage.getItem(loginStateKeys.welcome) ?? '') : '' })
}

export function saveSession(storage: Storage = localStorage) {
  storage.setItem(loginStateKeys.isLogin, String(session.isLogin))
  storage.setItem(loginStateKeys.welcome, session.welcome)
}

/** Writes the login state whenever the visitor leaves or hides the page. */
export function saveSessionWhenPageIsLeft(win: Window = window) {
  win.addEventListener('pagehide', () => saveSession(win.localStorage))
}

export function logIn(token: string, welcome: string, storage: Storage = localStorage) {
  storage.setItem(loginStateKeys.token, token)
  publish({ isLogin: true, welcome })
}

export function logOut(storage: Storage = localStorage) {
  storage.removeItem(loginStateKeys.token)
  publish(loggedOut)
}

export function getSession(): Session {
  return session
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useSession(): Session {
  return useSyncExternalStore(subscribe, getSession)
}
