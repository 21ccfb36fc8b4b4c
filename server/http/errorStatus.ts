// The one place a refusal's code becomes an HTTP status: services throw DomainErrors with
// codes only (domain/domainError.ts), and the error handler answers each with its status here.
// Codes only the app shows (a copy that failed, a chunk that did not load) have one as well, so
// the table stays total and a new code cannot be thrown without a status.
import type { DomainError } from '../../domain/domainError'
import type { ErrorCode } from '../../domain/errorCodes'
import { ApiError } from './apiError'

const errorStatus: Record<ErrorCode, number> = {
  SERVER_BUSY: 503,
  VALIDATION_FAILED: 400,
  NOT_FOUND: 404,
  FORBIDDEN: 403,
  SOCIAL_LOGIN_FAILED: 401,
  INVALID_EMAIL: 400,
  SESSION_EXPIRED: 401,
  LOGIN_REQUIRED: 401,
  WRONG_PASSWORD: 401,
  TOO_MANY_REQUESTS: 429,
  ACCOUNT_NOT_ACTIVATED: 403,
  ACCOUNT_LOCKED: 403,
  TERMS_NOT_ACCEPTED: 400,
  EMAIL_MISSING: 400,
  CREDENTIALS_MISSING: 400,
  BOT_CHECK_REQUIRED: 400,
  BOT_CHECK_FAILED: 400,
  EMAIL_ALREADY_REGISTERED: 409,
  REGISTER_FAILED: 500,
  OLD_PASSWORD_INCORRECT: 422,
  PROFILE_UPDATE_FAILED: 422,
  SYSTEM_ERROR: 500,
  RESET_LINK_EXPIRED: 410,
  ACTIVATION_FAILED: 400,
  ACTIVATION_LINK_EXPIRED: 410,
  CONFIRMATION_LINK_EXPIRED: 410,
  SUBSCRIBE_FAILED: 500,
  UNSUBSCRIBE_FAILED: 500,
  EMAIL_NOT_REGISTERED: 404,
  NOT_AN_IMAGE: 400,
  // a signed upload address that is wrong, lapsed or used (a body too large is a 413 ApiError)
  IMAGE_UPLOAD_FAILED: 403,
  COPY_FAILED: 500,
  NOTHING_FOUND: 404,
  NO_OUTLET_MATCH: 404,
  NO_MATCHING_TRANSACTIONS: 404,
  NO_CINEMA_SCHEDULE: 404,
  FAVOURITE_SESSION_TIMEOUT: 401,
  INSUFFICIENT_POINTS: 402,
  WISH_LIST_LIMIT: 409,
  WISH_LIST_CLOSED: 409,
  WISH_NOT_PAYABLE: 409,
  SEAT_UNAVAILABLE: 409,
  SEATS_NOT_CONSECUTIVE: 409,
  HOLD_EXPIRED: 410,
  ORPHAN_SEAT: 409,
  TICKET_LIMIT: 409,
  TICKET_LIMIT_REACHED: 409,
  TICKET_TYPE_NOT_OFFERED: 409,
  TICKET_TYPE_SOLD_OUT: 409,
  DELIVERY_UNAVAILABLE: 409,
  PAYMENT_DECLINED: 402,
  PAYMENT_TIMEOUT: 402,
  PAYMENT_METHOD_UNAVAILABLE: 409,
  WAITING_ROOM_NOT_OPEN: 409,
  WAITING_ROOM_PASS_REQUIRED: 403,
  WAITING_ROOM_PASS_EXPIRED: 403,
  // office staff (#35)
  LAST_ADMINISTRATOR: 409,
  // office performances (#35)
  CHANGE_BREAKS_SALES: 409,
  // office ballots (#35)
  BALLOT_NOT_CLOSED: 409,
  BALLOT_ALREADY_DRAWN: 409,
  BALLOT_PAST_CLOSING: 409,
  CHUNK_LOAD_TIMEOUT: 504,
}

/** The status a refusal answers with: an ApiError's own, else its code's. */
export function statusOf(error: DomainError): number {
  return error instanceof ApiError ? error.status : errorStatus[error.code]
}
