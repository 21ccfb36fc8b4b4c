// The email and phone patterns of spec §5.

/**
 * Strict email: a dot-atom local part, `@`, dot-separated domain labels (letters, digits,
 * inner hyphens) and a top-level domain of two or more letters. Use it wherever an address is
 * CREATED or CHANGED and will be written to (registration, member info, newsletter subscribe,
 * contact and change-request forms), so a typo is caught before mail goes astray.
 */
export const strictEmailPattern =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/

/**
 * Loose email: something, `@`, something with a dot, no spaces. Use it where an EXISTING
 * address is looked up (login, one-time password, forgot password, unsubscribe), so an account
 * made under older, looser rules can still sign in; the server decides whether it is known.
 */
export const looseEmailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Phone as typed: optional leading plus, then digits, brackets, dashes and spaces. */
export const phonePattern = /^\+?[\d\s()-]+$/
/** A phone number has 8 (a Hong Kong number) to 15 (the E.164 maximum) digits. */
export const phoneDigits = { min: 8, max: 15 } as const

/** Hong Kong mobile, entered without the 852 area code: 8 digits starting 4–9. */
export const hongKongMobilePattern = /^[4-9]\d{7}$/
/** Hong Kong's area code: a mobile number with it is checked as a Hong Kong number. */
export const hongKongAreaCode = '852'
/** An international area (country calling) code: 1–4 digits, the "+" is not typed. */
export const areaCodePattern = /^\d{1,4}$/
/** A mobile number elsewhere: 4–14 digits, nothing else (no spaces or dashes). */
export const otherMobilePattern = /^\d{4,14}$/

export const isStrictEmail = (value: string) => strictEmailPattern.test(value)
export const isLooseEmail = (value: string) => looseEmailPattern.test(value)

/** Whether a typed phone number has the allowed characters and 8–15 digits. */
export function isPhoneNumber(value: string): boolean {
  if (!phonePattern.test(value)) return false
  const digits = value.replace(/\D/g, '').length
  return digits >= phoneDigits.min && digits <= phoneDigits.max
}

/** Whether a mobile number is valid for its area code (852: a Hong Kong number). */
export function isMobileNumber(areaCode: string, number: string): boolean {
  if (!areaCodePattern.test(areaCode)) return false
  if (areaCode === hongKongAreaCode) return hongKongMobilePattern.test(number)
  return otherMobilePattern.test(number)
}
