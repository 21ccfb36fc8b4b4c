// The one API client: typed from openapi.yaml, with the spec's request rules (middleware.ts).
import { i18n } from '@lingui/core'
import createClient from 'openapi-fetch'
import type { paths } from '../../contract/schema.gen'
import { auth } from '../auth/auth'
import { staffAuth } from '../auth/staffAuth'
import { pageLocale } from '../i18n/pageLocale'
import { takeEarlyAnswer } from '../startup/earlyAnswers'
import { type ApiRuleOptions, createApiMiddleware } from './middleware'

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

/** Where calls go: the network, or the server itself while it draws a first view (app/ssr). */
let sendCall = (request: Request) => globalThis.fetch(request)
export function sendCallsWith(send: (request: Request) => Promise<Response>) {
  sendCall = send
}

/**
 * The app's client: the visitor's language, the member's session (the staff member's on
 * /api/office/ calls), the page's hostname.
 */
export const api = createApiClient({
  // on the server (a first view) any origin does: the calls never reach the network
  baseUrl: globalThis.location?.origin ?? 'http://citytix.invalid',
  // the home's first calls, when index.html's inline script already made them
  fetch: (request) => takeEarlyAnswer(request) ?? sendCall(request),
  // the page's language even before its messages are active (the first calls start then);
  // the active messages' where the address has none (stories, component tests)
  getLocale: () => pageLocale() ?? (i18n.locale || undefined),
  getSessionToken: () => auth.token(),
  getStaffToken: () => staffAuth.token(),
  translate: (message) => i18n._(message),
})
