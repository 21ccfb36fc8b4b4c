import { describe, expect, it } from 'vitest'
import {
  isOtpValid,
  otpLength,
  otpResendSeconds,
  otpResendSecondsLeft,
  otpValidityMinutes,
} from './otp'

const sent = Date.UTC(2026, 10, 18, 3, 0, 0)
const s = 1000
const min = 60 * s

describe('one-time password timings', () => {
  it('follows the spec: valid 15 minutes, resend after 60 seconds, six digits', () => {
    expect(otpValidityMinutes).toBe(15)
    expect(otpResendSeconds).toBe(60)
    expect(otpLength).toBe(6)
  })

  it.each([
    [0, 60],
    [999, 60],
    [1 * s, 59],
    [59 * s, 1],
    [59 * s + 999, 1],
    [60 * s, 0],
    [10 * min, 0],
  ])('shows the resend countdown %d ms after sending as %d seconds', (elapsed, left) => {
    expect(otpResendSecondsLeft(sent, sent + elapsed)).toBe(left)
  })

  it('never counts down from more than 60 seconds, even with a clock behind the send time', () => {
    expect(otpResendSecondsLeft(sent, sent - 30 * s)).toBe(60)
  })

  it.each([
    [0, true],
    [14 * min + 59 * s, true],
    [15 * min - 1, true],
    [15 * min, false],
    [16 * min, false],
    [-1, false],
  ])('accepts a code %d ms after sending: %s', (elapsed, valid) => {
    expect(isOtpValid(sent, sent + elapsed)).toBe(valid)
  })
})
