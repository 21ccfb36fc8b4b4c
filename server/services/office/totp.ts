// Time-based one-time codes (RFC 6238) of the box office's staff, through `otpauth`: SHA-1,
// 6 digits, 30-second steps, as every authenticator app reads an otpauth:// URI. A code is
// accepted one step either side of now (clocks drift), and once: the step it signed in with
// is kept (`staff.totp_last_step`), and a code of that step or an earlier one is refused.
import { Secret, TOTP } from 'otpauth'

const period = 30
const issuer = 'Citytix Box Office'

function totpOf(secret: string, label = 'staff') {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period,
    secret: Secret.fromBase32(secret),
  })
}

/** A new random secret, base32 as authenticator apps take it (160 bits, RFC 4226's advice). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32
}

/** The otpauth:// URI an authenticator app scans (as a QR code) or is given by hand. */
export function totpUri(secret: string, email: string): string {
  return totpOf(secret, email).toString()
}

/** The code of the moment (the demo's `npm run office:code`, tests). */
export function totpCode(secret: string, at: Date): string {
  return totpOf(secret).generate({ timestamp: +at })
}

/** The time step a code belongs to, when it is right within one step of `at`; else undefined. */
export function totpStep(secret: string, code: string, at: Date): number | undefined {
  const delta = totpOf(secret).validate({ token: code, timestamp: +at, window: 1 })
  if (delta === null) return undefined
  return Math.floor(+at / 1000 / period) + delta
}
