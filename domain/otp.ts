// One-time password timings (spec §4, §9).

/** A code is valid for 15 minutes after it is sent. */
export const otpValidityMinutes = 15
/** A new code can be asked for 60 seconds after the last one. */
export const otpResendSeconds = 60
/** Codes are six digits. */
export const otpLength = 6

/** Whole seconds left before a new code may be requested (0 when it may be requested now). */
export function otpResendSecondsLeft(sentAtMs: number, nowMs: number): number {
  const left = otpResendSeconds - Math.floor((nowMs - sentAtMs) / 1000)
  return Math.min(otpResendSeconds, Math.max(0, left))
}

/** Whether a code sent at `sentAtMs` is still accepted at `nowMs`. */
export function isOtpValid(sentAtMs: number, nowMs: number): boolean {
  return nowMs >= sentAtMs && nowMs - sentAtMs < otpValidityMinutes * 60_000
}
