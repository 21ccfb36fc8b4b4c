// The error catalogue of spec §8: one message per ErrorCode (domain/errorCodes.ts) as a Lingui
// descriptor, so the app shows it in the visitor's language and the server can answer in the
// request's language with the same words.
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { type ErrorCode, errorCodes } from './errorCodes'

export const errorMessages: Record<ErrorCode, MessageDescriptor> = {
  SERVER_BUSY: msg`Server is busy, please try again later.`,
  VALIDATION_FAILED: msg`Some information is missing or not valid. Please check and try again.`,
  NOT_FOUND: msg`Sorry, what you are looking for cannot be found.`,
  FORBIDDEN: msg`Forbidden`,
  SOCIAL_LOGIN_FAILED: msg`Something went wrong authenticating with Facebook, Google or Apple, please try again.`,
  INVALID_EMAIL: msg`Invalid email address.`,
  SESSION_EXPIRED: msg`Your session has expired, please log in again.`,
  LOGIN_REQUIRED: msg`Please login first.`,
  WRONG_PASSWORD: msg`Wrong password.`,
  TOO_MANY_REQUESTS: msg`Too many requests, please try again later.`,
  ACCOUNT_NOT_ACTIVATED: msg`Your account has not been activated. We have sent you the activation email again.`,
  ACCOUNT_LOCKED: msg`Your account is locked or suspended. Please contact customer service.`,
  TERMS_NOT_ACCEPTED: msg`Please read through and agree the Terms & Conditions by ticking the box.`,
  EMAIL_MISSING: msg`No email address was provided.`,
  CREDENTIALS_MISSING: msg`Please enter your email, password or one-time password.`,
  BOT_CHECK_REQUIRED: msg`Please type the code shown in the picture.`,
  BOT_CHECK_FAILED: msg`The code does not match the picture. Please type the code in the new picture.`,
  EMAIL_ALREADY_REGISTERED: msg`This email address is already registered.`,
  REGISTER_FAILED: msg`System error, please check your information and try again.`,
  OLD_PASSWORD_INCORRECT: msg`Old password is incorrect.`,
  PROFILE_UPDATE_FAILED: msg`Failed to update profile.`,
  SYSTEM_ERROR: msg`System error, please try again later.`,
  RESET_LINK_EXPIRED: msg`This link has expired. Please use Forgot Password to get a new one.`,
  ACTIVATION_FAILED: msg`Activation failed. Please try again or contact customer service.`,
  ACTIVATION_LINK_EXPIRED: msg`This activation link has expired. Please ask for a new activation email.`,
  CONFIRMATION_LINK_EXPIRED: msg`This confirmation link has expired. Please send your request again.`,
  SUBSCRIBE_FAILED: msg`Failed to subscribe.`,
  UNSUBSCRIBE_FAILED: msg`Unsubscribe failed, please contact customer service.`,
  EMAIL_NOT_REGISTERED: msg`Email not found. Please enter your registered email address.`,
  NOT_AN_IMAGE: msg`You can only upload Image file!`,
  IMAGE_UPLOAD_FAILED: msg`Image upload failed!`,
  COPY_FAILED: msg`Can not copy`,
  // `search` is filled in by errorMessage('NOTHING_FOUND', { search })
  NOTHING_FOUND: msg({ message: 'Nothing found for "{search}"' }),
  NO_OUTLET_MATCH: msg`No box office or kiosk matches your search.`,
  NO_MATCHING_TRANSACTIONS: msg`No matching transactions`,
  NO_CINEMA_SCHEDULE: msg`There is no cinema schedule for this date.`,
  FAVOURITE_SESSION_TIMEOUT: msg`Session timeout, please log in again.`,
  INSUFFICIENT_POINTS: msg`Insufficient points. Please top up and pay again under Member Services > Wish List.`,
  WISH_LIST_LIMIT: msg`A wish list can hold at most 4 tickets per person.`,
  WISH_LIST_CLOSED: msg`The ballot for this performance has closed, so this wish can no longer be changed.`,
  WISH_NOT_PAYABLE: msg`This wish has not been matched, so there is nothing to pay for it.`,
  SEAT_UNAVAILABLE: msg`Some of the seats you chose are no longer available. Please choose again.`,
  SEATS_NOT_CONSECUTIVE: msg`Please choose consecutive seats in one row.`,
  HOLD_EXPIRED: msg`Your seats were held too long and have been released. Please choose again.`,
  // the seat rule's own words (domain/seats.ts)
  ORPHAN_SEAT: msg`Your choice would leave a single empty seat on its own. Please move your seats so that no single seat is left.`,
  // `max` is filled in by errorMessage('TICKET_LIMIT', { max })
  TICKET_LIMIT: msg({ message: 'You can buy at most {max} tickets in one purchase.' }),
  // `max` is filled in by errorMessage('TICKET_LIMIT_REACHED', { max })
  TICKET_LIMIT_REACHED: msg({ message: 'You can buy at most {max} tickets for this performance.' }),
  TICKET_TYPE_NOT_OFFERED: msg`This performance does not sell that kind of ticket in the zone you chose. Please choose another ticket type.`,
  TICKET_TYPE_SOLD_OUT: msg`The concession tickets you chose are sold out. Please choose another ticket type.`,
  DELIVERY_UNAVAILABLE: msg`Tickets can no longer be posted to this region in time for the show. Please choose another way to collect them.`,
  PAYMENT_DECLINED: msg`Your payment was declined. Your seats are still held: please check your card details or pay with another card.`,
  PAYMENT_TIMEOUT: msg`The payment service did not answer in time. You have not been charged and your seats are still held: please try again.`,
  PAYMENT_METHOD_UNAVAILABLE: msg`This payment method is not available for this purchase. Please choose another.`,
  WAITING_ROOM_NOT_OPEN: msg`The queue for this sale has not opened yet. Please come back when it opens.`,
  WAITING_ROOM_PASS_REQUIRED: msg`This sale has a queue. Please join it and wait for your turn.`,
  WAITING_ROOM_PASS_EXPIRED: msg`Your turn to buy has ended. Please join the queue again.`,
  // office events (#35): this area's codes right below
  //
  //
  // office performances (#35): this area's codes right below
  CHANGE_BREAKS_SALES: msg`This change would affect tickets already sold.`,
  //
  //
  // office switches (#35): this area's codes right below
  //
  //
  // office staff (#35): this area's codes right below
  LAST_ADMINISTRATOR: msg`This is the last administrator: add or enable another administrator first.`,
  //
  //
  // office sales (#35): this area's codes right below
  //
  //
  // office ballots (#35): this area's codes right below
  BALLOT_NOT_CLOSED: msg`Close this performance's ballot before running its draw.`,
  BALLOT_ALREADY_DRAWN: msg`This performance's ballot has already been drawn. A ballot is drawn once.`,
  BALLOT_PAST_CLOSING: msg`This ballot has passed its closing time, 72 hours before the show, so it cannot be opened again.`,
  //
  //
  CHUNK_LOAD_TIMEOUT: msg`The page took too long to load. Please check your connection and reload.`,
}

/** Confirmations named in §8 next to the errors. */
export const successMessages = {
  urlCopied: msg`URL copied to clipboard`,
  profileUpdated: msg`Profile updated, please log in again.`,
} as const satisfies Record<string, MessageDescriptor>
export type SuccessMessage = keyof typeof successMessages

const codeSet: ReadonlySet<string> = new Set(errorCodes)

/** Whether a value (say, an API error body's `code`) is one of the catalogue's codes. */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && codeSet.has(value)
}

/** The message for a code with its placeholders filled (NOTHING_FOUND: `search`; TICKET_LIMIT: `max`). */
export function errorMessage(
  code: ErrorCode,
  values?: Record<string, string | number>,
): MessageDescriptor {
  const descriptor = errorMessages[code]
  return values ? { ...descriptor, values: { ...descriptor.values, ...values } } : descriptor
}
