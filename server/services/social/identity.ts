// What a provider vouches for after a sign-in: its own id for the account, and the email and
// name when it shares them. Any failure on the way is "social login failed".
import { DomainError } from '../../../domain/domainError'
import type { SocialProvider } from '../../settings/social'

export interface SocialIdentity {
  provider: SocialProvider
  /** the provider's stable id for the account (OpenID `sub`, Facebook id, WeChat unionid) */
  subject: string
  /** an address the provider has verified belongs to the person, when it shares one */
  verifiedEmail: string | undefined
  firstName: string | undefined
  lastName: string | undefined
}

export const socialLoginFailed = () => new DomainError('SOCIAL_LOGIN_FAILED')

/** Where every provider sends the visitor back to (register this address with each). */
export const socialRedirectUri = (publicOrigin: string) =>
  new URL('/Login.html', publicOrigin).toString()

const present = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined

/** First and last name from separate parts, or from a full name split at its last space. */
export function names(given: unknown, family: unknown, full?: unknown) {
  const first = present(given)
  const last = present(family)
  if (first || last) return { firstName: first, lastName: last }
  const whole = present(full)
  if (!whole) return { firstName: undefined, lastName: undefined }
  const at = whole.lastIndexOf(' ')
  return at < 0
    ? { firstName: whole, lastName: undefined }
    : { firstName: whole.slice(0, at), lastName: whole.slice(at + 1) }
}
