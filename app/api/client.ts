// The one API client: typed from openapi.yaml, with the spec's request rules (middleware.ts).
import { i18n } from '@lingui/core'
import createClient from 'openapi-fetch'
import { type ApiCallbacks, type ApiRuleOptions, createApiMiddleware } from './middleware'
import type { paths } from './schema.gen'
import { readSessionToken } from './session'

export interface ApiClientOptions extends ApiRuleOptions {
  /** Where the API lives; the page's own origin by default (absolute in Node tests). */
  baseUrl?: string
  fetch?: (request: Request) => Promise<Response>
}

export function createApiClient({ baseUrl = '', fetch, ...rules }: ApiClientOptions = {}) {
  const client = createClient<paths>({ baseUrl, ...(fetch ? { fetch } : {}) })
  client.use(createApiMiddleware(rules))
  return client
}
export type ApiClient = ReturnType<typeof createApiClient>

/** Headers for the form-encoded posts of spec §7 (ContactUs.do, the Apple callback). */
export const formEncoded = { 'Content-Type': 'application/x-www-form-urlencoded' } as const

// The app's side effects, wired later by whoever owns notifications and the login dialog.
const callbacks: ApiCallbacks = {}

/** Connect the client's failure rules to the UI (toasts, login dialog). */
export function setApiCallbacks(next: ApiCallbacks): void {
  Object.assign(callbacks, next)
}

/** The app's client: the visitor's language, the stored session, the page's hostname. */
export const api = createApiClient({
  baseUrl: globalThis.location?.origin ?? '',
  getLocale: () => i18n.locale || undefined,
  getSessionToken: readSessionToken,
  translate: (message) => i18n._(message),
  onForbidden: (message) => callbacks.onForbidden?.(message),
  onSessionExpired: () => callbacks.onSessionExpired?.(),
  onServerBusy: (message) => callbacks.onServerBusy?.(message),
})
