import { describe, expect, it } from 'vitest'
import { newTotpSecret, totpCode, totpStep, totpUri } from './totp'

// RFC 6238 appendix B's SHA-1 key, "12345678901234567890", in base32
const rfcSecret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ'

describe('staff TOTP codes', () => {
  it('gives RFC 6238’s test values (last 6 digits)', () => {
    expect(totpCode(rfcSecret, new Date(59_000))).toBe('287082')
    expect(totpCode(rfcSecret, new Date(1_111_111_109_000))).toBe('081804')
    expect(totpCode(rfcSecret, new Date(1_234_567_890_000))).toBe('005924')
  })

  it('takes a code one step either side of now, and says which step it is', () => {
    const at = new Date('2026-12-02T10:00:15Z')
    const step = Math.floor(+at / 30_000)
    const code = totpCode(rfcSecret, at)
    expect(totpStep(rfcSecret, code, at)).toBe(step)
    expect(totpStep(rfcSecret, code, new Date(+at + 30_000))).toBe(step)
    expect(totpStep(rfcSecret, code, new Date(+at - 30_000))).toBe(step)
    expect(totpStep(rfcSecret, code, new Date(+at + 90_000))).toBeUndefined()
    expect(totpStep(rfcSecret, '000000', at)).toBeUndefined()
  })

  it('makes new secrets and URIs an authenticator app reads', () => {
    const secret = newTotpSecret()
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(newTotpSecret()).not.toBe(secret)
    expect(totpUri(secret, 'wing.chan@citytix.example')).toMatch(
      new RegExp(
        `^otpauth://totp/Citytix%20Box%20Office:wing\\.chan%40citytix\\.example\\?.*secret=${secret}`,
      ),
    )
  })
})
