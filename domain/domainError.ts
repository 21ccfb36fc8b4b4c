// A refusal a rule means: a catalogue code (errorCodes.ts), the values its message fills in
// and, for VALIDATION_FAILED, a message per field. The server's services throw it knowing
// nothing of HTTP; the server's error handler gives it its status (server/http/errorStatus.ts)
// and its body in the request's language.
import type { ErrorCode } from './errorCodes'

export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly values?: Record<string, string | number>,
    readonly fields?: Record<string, string>,
  ) {
    // no stack: a refusal is an answer, not a fault, and a hot sale refuses a great many holds,
    // each of which would otherwise pay for capturing a stack trace nobody reads
    const stackTraceLimit = Error.stackTraceLimit
    Error.stackTraceLimit = 0
    super(code)
    Error.stackTraceLimit = stackTraceLimit
  }
}

export const notFound = () => new DomainError('NOT_FOUND')
