// How a failed call reaches a screen: an ApiError carrying the catalogue code (spec §8) and the
// server's message in the visitor's language, thrown so TanStack Query sees an error state.
import type { ErrorCode } from '../../domain/errorCodes'
import { isErrorCode } from '../../domain/errors'

export class ApiError extends Error {
  override readonly name = 'ApiError'
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly status: number,
    readonly fields?: Record<string, string>,
  ) {
    super(message)
  }
}

interface Result<T> {
  data?: T
  error?: unknown
  response: Response
}

/** The data of a successful call; otherwise throws the call's ApiError. */
export function unwrap<T>({ data, error, response }: Result<T>): T {
  if (response.ok) return data as T
  const body = (error ?? {}) as {
    code?: unknown
    message?: unknown
    fields?: Record<string, string>
  }
  const code = isErrorCode(body.code) ? body.code : 'SERVER_BUSY'
  const message = typeof body.message === 'string' ? body.message : response.statusText
  throw new ApiError(code, message, response.status, body.fields)
}

/** Whether a thrown value is an ApiError with this code (for screens handling one case). */
export function isApiError(error: unknown, code?: ErrorCode): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code)
}
