// How often one address may send the public forms (per-address limits; RATE_LIMIT_EXEMPT
// addresses are not counted). Enough for a person who retries, too few to flood staff or to
// guess card digits and booking emails.
import type { Limit } from '../rateLimits'

export const contactMessagesPerAddress: Limit = {
  name: 'contact-address',
  max: 5,
  windowSeconds: 3600,
}
export const changeRequestsPerAddress: Limit = {
  name: 'change-request-address',
  max: 10,
  windowSeconds: 3600,
}
export const newsletterRequestsPerAddress: Limit = {
  name: 'newsletter-address',
  max: 20,
  windowSeconds: 3600,
}
/** A visitor's failed change requests on one transaction, from any address (card digits, emails). */
export const changeRequestsPerTransaction: Limit = {
  name: 'change-request-txn',
  max: 5,
  windowSeconds: 3600,
}
