// A refusal with a status of its own, for the HTTP layer's answers that the status table
// (errorStatus.ts) does not give: a body too large (413), a header too long (431). The error
// handler turns it, as any DomainError, into the contract's Error body in the request's language.
import { DomainError } from '../../domain/domainError'
import type { ErrorCode } from '../../domain/errorCodes'

export class ApiError extends DomainError {
  constructor(
    readonly status: number,
    code: ErrorCode,
    values?: Record<string, string | number>,
    fields?: Record<string, string>,
  ) {
    super(code, values, fields)
  }
}
