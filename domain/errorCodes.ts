// The error catalogue of spec §8 as stable codes. The API's error body carries one of these
// (openapi.yaml `Error.code`); domain/errors.ts gives each its message in three languages.

export const errorCodes = [
  // generic
  'SERVER_BUSY',
  'VALIDATION_FAILED',
  'NOT_FOUND',
  'FORBIDDEN',
  // social login
  'SOCIAL_LOGIN_FAILED',
  // login
  'INVALID_EMAIL',
  'SESSION_EXPIRED',
  'LOGIN_REQUIRED',
  'WRONG_PASSWORD',
  'TOO_MANY_REQUESTS',
  'ACCOUNT_NOT_ACTIVATED',
  'ACCOUNT_LOCKED',
  'TERMS_NOT_ACCEPTED',
  'EMAIL_MISSING',
  'CREDENTIALS_MISSING',
  // the bot check (spec §7's captcha): missing, or not what the picture shows
  'BOT_CHECK_REQUIRED',
  'BOT_CHECK_FAILED',
  // register
  'EMAIL_ALREADY_REGISTERED',
  'REGISTER_FAILED',
  // member info
  'OLD_PASSWORD_INCORRECT',
  'PROFILE_UPDATE_FAILED',
  'SYSTEM_ERROR',
  // reset and activation
  'RESET_LINK_EXPIRED',
  'ACTIVATION_FAILED',
  'ACTIVATION_LINK_EXPIRED',
  // a visitor's change request, confirmed from the mailed link
  'CONFIRMATION_LINK_EXPIRED',
  // newsletter
  'SUBSCRIBE_FAILED',
  'UNSUBSCRIBE_FAILED',
  'EMAIL_NOT_REGISTERED',
  // images
  'NOT_AN_IMAGE',
  'IMAGE_UPLOAD_FAILED',
  // clipboard
  'COPY_FAILED',
  // empty results
  'NOTHING_FOUND',
  'NO_OUTLET_MATCH',
  'NO_MATCHING_TRANSACTIONS',
  'NO_CINEMA_SCHEDULE',
  // favourites and wish list
  'FAVOURITE_SESSION_TIMEOUT',
  'INSUFFICIENT_POINTS',
  'WISH_LIST_LIMIT',
  // the ballot closed (72 hours before the show); a wish that won nothing has nothing to pay
  'WISH_LIST_CLOSED',
  'WISH_NOT_PAYABLE',
  // tickets
  'SEAT_UNAVAILABLE',
  'SEATS_NOT_CONSECUTIVE',
  'HOLD_EXPIRED',
  'ORPHAN_SEAT',
  'TICKET_LIMIT',
  // a member's tickets for one performance, across all their purchases (the fair-sale rule)
  'TICKET_LIMIT_REACHED',
  // a ticket type the event does not sell in that zone; a concession's quota used up
  'TICKET_TYPE_NOT_OFFERED',
  'TICKET_TYPE_SOLD_OUT',
  'DELIVERY_UNAVAILABLE',
  // payment
  'PAYMENT_DECLINED',
  'PAYMENT_TIMEOUT',
  'PAYMENT_METHOD_UNAVAILABLE',
  // the waiting room of a hot on-sale: not open yet; no pass of the member's own; a lapsed pass
  'WAITING_ROOM_NOT_OPEN',
  'WAITING_ROOM_PASS_REQUIRED',
  'WAITING_ROOM_PASS_EXPIRED',
  // office events (#35): this area's codes right below
  //
  //
  // office performances (#35): this area's codes right below
  // a performance's change that would touch tickets already sold or held
  'CHANGE_BREAKS_SALES',
  //
  //
  // office switches (#35): this area's codes right below
  //
  //
  // office staff (#35): this area's codes right below
  // the change would leave the box office without an enabled administrator
  'LAST_ADMINISTRATOR',
  //
  //
  // office sales (#35): this area's codes right below
  //
  //
  // office ballots (#35): this area's codes right below
  'BALLOT_NOT_CLOSED',
  'BALLOT_ALREADY_DRAWN',
  'BALLOT_PAST_CLOSING',
  //
  //
  // app
  'CHUNK_LOAD_TIMEOUT',
] as const
export type ErrorCode = (typeof errorCodes)[number]
