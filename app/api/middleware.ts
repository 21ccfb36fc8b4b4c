// Every rule spec §6–§7 puts on API calls, as one openapi-fetch middleware: Accept-Domain header,
// timestamp on .json URLs, 30-second timeout, locale parameter, member token, and what the user
// sees when a call fails (403 notification, re-login on session expiry, "Server is busy").
// Side effects are callbacks so the client has no UI; the app wires them to toasts and dialogs.
import type { MessageDescriptor } from '@lingui/core'
import type { Middleware } from 'openapi-fetch'
import type { ErrorCode } from '../../domain/errorCodes'
import { errorMessages, isErrorCode } from '../../domain/errors'
import { toApiLocale } from './locale'

/** Request timeout (spec §9). */
export const requestTimeoutMs = 30_000

/**
 * Send these headers with a call whose failures the screen handles itself (or ignores, like
 * config and personal notices, spec §4): no notification, dialog or "Server is busy" for it.
 * The header never leaves the browser.
 */
export const silentHeader = 'X-Citytix-Silent'
export const silentFailures = { headers: { [silentHeader]: '1' } } as const

export interface ApiCallbacks {
  /** A 403: show a notification with the server's message. */
  onForbidden?: (message: string) => void
  /** A 401 with SESSION_EXPIRED: ask the member to log in again. */
  onSessionExpired?: () => void
  /** A failure no screen handles (5xx, network down, timeout): "Server is busy…". */
  onServerBusy?: (message: string) => void
}

export interface ApiRuleOptions extends ApiCallbacks {
  /** The site's hostname for Accept-Domain (the browser's location by default). */
  getHostname?: () => string | undefined
  /** The app's active locale (`en`, `zh-Hans`, `zh-Hant`); zh_TW is sent when unknown. */
  getLocale?: () => string | undefined
  /** The member session token (localStorage CL_TK in the app). */
  getSessionToken?: () => string | undefined
  /** Renders a catalogue message in the visitor's language (for failures without a body). */
  translate?: (message: MessageDescriptor) => string
  now?: () => number
  timeoutMs?: number
}

interface ErrorBody {
  code: ErrorCode
  message: string
}

const jsonHeaders = { 'Content-Type': 'application/json' }

function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null) return false
  const body = value as Record<string, unknown>
  return isErrorCode(body.code) && typeof body.message === 'string'
}

async function readErrorBody(response: Response): Promise<ErrorBody | undefined> {
  try {
    const body: unknown = await response.clone().json()
    return isErrorBody(body) ? body : undefined
  } catch {
    return undefined
  }
}

/** A TimeoutError-named reason, so callers can tell our timeout from their own abort. */
function timeoutReason(ms: number): Error {
  const error = new Error(`The request took longer than ${ms / 1000} seconds`)
  error.name = 'TimeoutError'
  return error
}

export function createApiMiddleware(options: ApiRuleOptions = {}): Middleware {
  const {
    getHostname = () => globalThis.location?.hostname,
    getLocale,
    getSessionToken,
    translate = (message) => message.message ?? message.id,
    now = Date.now,
    timeoutMs = requestTimeoutMs,
  } = options
  // per request id: whether its failures are the screen's business, and its timeout timer
  const silent = new Set<string>()
  const timers = new Map<string, ReturnType<typeof setTimeout>>()

  const finish = (id: string) => {
    clearTimeout(timers.get(id))
    timers.delete(id)
  }
  const busyResponse = (message: string) =>
    new Response(JSON.stringify({ code: 'SERVER_BUSY', message } satisfies ErrorBody), {
      status: 503,
      headers: jsonHeaders,
    })

  return {
    async onRequest({ request, id }) {
      const url = new URL(request.url)
      if (url.pathname.endsWith('.json')) url.searchParams.set('t', String(now()))
      if (!url.searchParams.has('locale'))
        url.searchParams.set('locale', toApiLocale(getLocale?.()))

      const headers = new Headers(request.headers)
      if (headers.has(silentHeader)) silent.add(id)
      headers.delete(silentHeader)
      const hostname = getHostname()
      if (hostname) headers.set('Accept-Domain', hostname)
      const token = getSessionToken?.()
      if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`)

      const timeout = new AbortController()
      timers.set(
        id,
        setTimeout(() => timeout.abort(timeoutReason(timeoutMs)), timeoutMs),
      )
      const body = request.body ? await request.arrayBuffer() : undefined
      return new Request(url, {
        method: request.method,
        headers,
        body,
        credentials: request.credentials,
        redirect: request.redirect,
        signal: AbortSignal.any([request.signal, timeout.signal]),
      })
    },

    async onResponse({ response, id }) {
      finish(id)
      const quiet = silent.has(id)
      silent.delete(id)
      if (response.ok) return undefined
      const body = await readErrorBody(response)
      if (response.status === 401 && body?.code === 'SESSION_EXPIRED') {
        if (!quiet) options.onSessionExpired?.()
      } else if (response.status === 403) {
        if (!quiet) options.onForbidden?.(body?.message ?? translate(errorMessages.FORBIDDEN))
      } else if (response.status >= 500) {
        const message = body?.message ?? translate(errorMessages.SERVER_BUSY)
        if (!quiet) options.onServerBusy?.(message)
        // a proxy's HTML error page becomes the one Error body screens understand
        if (!body) return busyResponse(message)
      }
      return undefined
    },

    onError({ error, request, id }) {
      finish(id)
      // the caller cancelled (navigation, TanStack Query): not a failure to report
      const reason: unknown = request.signal.reason
      if (request.signal.aborted && !(reason instanceof Error && reason.name === 'TimeoutError')) {
        silent.delete(id)
        return error instanceof Error ? error : undefined
      }
      // network down or timed out: the same Error body as a busy server; onResponse reports it
      return busyResponse(translate(errorMessages.SERVER_BUSY))
    },
  }
}
