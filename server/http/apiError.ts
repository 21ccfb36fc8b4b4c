// A failure a handler means: a catalogue code and the HTTP status it answers with. The error
// handler turns it into the contract's Error body in the request's language.
import type { ErrorCode } from '../../domain/errorCodes'

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly values?: Record<string, string | number>,
    readonly fields?: Record<string, string>,
  ) {
    // no stack: an ApiError is an answer, not a fault, and a hot sale refuses a great many holds,
    // each of which would otherwise pay for capturing a stack trace nobody reads
    const stackTraceLimit = Error.stackTraceLimit
    Error.stackTraceLimit = 0
    super(code)
    Error.stackTraceLimit = stackTraceLimit
  }
}

export const notFound = () => new ApiError(404, 'NOT_FOUND')
