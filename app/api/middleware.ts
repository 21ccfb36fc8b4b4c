// Every rule spec §6–§7 puts on API calls, as one openapi-fetch middleware: Accept-Domain header,
// timestamp on .json URLs, 30-second timeout, locale parameter and member token. Every failure
// leaves here as the contract's one Error body (a gateway's HTML page, a dropped network and a
// timeout included), so screens and the query cache see one shape. What the visitor is told
// about a failure is decided once, by the query cache (queryClient.ts, failures.ts).
import type { MessageDescriptor } from '@lingui/core'
import type { Middleware } from 'openapi-fetch'
import type { ErrorBody } from '../../domain/errorBody'
import type { ErrorCode } from '../../domain/errorCodes'
import { errorMessages, isErrorCode } from '../../domain/errors'
import { toApiLocale } from './locale'

/** Request timeout (spec §9). */
export const requestTimeoutMs = 30_000

/** Status of the Error body that stands for a request that timed out (never retried). */
export const timedOutStatus = 504
/** Status of the Error body that stands for a network that could not be reached. */
export const unreachableStatus = 503

export interface ApiRuleOptions {
  /** The site's hostname for Accept-Domain (the browser's location by default). */
  getHostname?: () => string | undefined
  /** The app's active locale (`en`, `zh-Hans`, `zh-Hant`); zh_TW is sent when unknown. */
  getLocale?: () => string | undefined
  /** The member session token (CL_TK, app/auth). */
  getSessionToken?: () => string | undefined
  /**
   * The box office's staff token (app/auth/staffAuth.ts): sent, instead of the member's, on
   * /api/office/ calls, and never elsewhere.
   */
  getStaffToken?: () => string | undefined
  /** Renders a catalogue message in the visitor's language (for failures without a body). */
  translate?: (message: MessageDescriptor) => string
  now?: () => number
  timeoutMs?: number
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

/** The catalogue code for an answer that came without an Error body (a proxy's page). */
function codeForStatus(status: number): ErrorCode {
  if (status === 403) return 'FORBIDDEN'
  if (status === 404) return 'NOT_FOUND'
  if (status === 429) return 'TOO_MANY_REQUESTS'
  return 'SERVER_BUSY'
}

/** A TimeoutError-named reason, so callers can tell our timeout from their own abort. */
function timeoutReason(ms: number): Error {
  const error = new Error(`The request took longer than ${ms / 1000} seconds`)
  error.name = 'TimeoutError'
  return error
}

/** The box office's API (issue #35): staff calls, with the staff token. */
const isOfficePath = (pathname: string) => pathname.startsWith('/api/office/')

export function createApiMiddleware(options: ApiRuleOptions = {}): Middleware {
  const {
    getHostname = () => globalThis.location?.hostname,
    getLocale,
    getSessionToken,
    getStaffToken,
    translate = (message) => message.message ?? message.id,
    now = Date.now,
    timeoutMs = requestTimeoutMs,
  } = options
  // per request id: its timeout timer
  const timers = new Map<string, ReturnType<typeof setTimeout>>()

  const finish = (id: string) => {
    clearTimeout(timers.get(id))
    timers.delete(id)
  }
  const errorResponse = (status: number, code: ErrorCode) =>
    new Response(
      JSON.stringify({ code, message: translate(errorMessages[code]) } satisfies ErrorBody),
      { status, headers: jsonHeaders },
    )

  return {
    async onRequest({ request, id }) {
      const url = new URL(request.url)
      if (url.pathname.endsWith('.json')) url.searchParams.set('t', String(now()))
      if (!url.searchParams.has('locale'))
        url.searchParams.set('locale', toApiLocale(getLocale?.()))

      const headers = new Headers(request.headers)
      const hostname = getHostname()
      if (hostname) headers.set('Accept-Domain', hostname)
      const token = isOfficePath(url.pathname) ? getStaffToken?.() : getSessionToken?.()
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
      if (response.ok || (await readErrorBody(response))) return undefined
      // a proxy's HTML error page becomes the one Error body screens understand
      return errorResponse(response.status, codeForStatus(response.status))
    },

    onError({ error, request, id }) {
      finish(id)
      // the caller cancelled (navigation, TanStack Query): not a failure, let it through
      const reason: unknown = request.signal.reason
      const timedOut = reason instanceof Error && reason.name === 'TimeoutError'
      if (request.signal.aborted && !timedOut) return error instanceof Error ? error : undefined
      // network down or timed out: the same Error body as a busy server
      return errorResponse(timedOut ? timedOutStatus : unreachableStatus, 'SERVER_BUSY')
    },
  }
}
