import { encode } from 'uqr'
import { describe, expect, it } from 'vitest'
import { qrPath } from './qrPath'

describe('qrPath', () => {
  it('draws one square per dark module of the encoded ticket', () => {
    const payload = 'CTX:T2026112200418:F12'
    const { size, d } = qrPath(payload)
    const dark = encode(payload, { ecc: 'M', border: 4 }).data.flat().filter(Boolean).length
    expect(d.match(/M/g)).toHaveLength(dark)
    expect(size).toBeGreaterThanOrEqual(21 + 8)
  })

  it('leaves a quiet zone of four light modules around the code', () => {
    const { size, d } = qrPath('CTX:T2026112200418:F12')
    const starts = [...d.matchAll(/M(\d+) (\d+)/g)].map((m) => [Number(m[1]), Number(m[2])])
    for (const [x, y] of starts) {
      expect(x).toBeGreaterThanOrEqual(4)
      expect(y).toBeGreaterThanOrEqual(4)
      expect(x).toBeLessThan(size - 4)
      expect(y).toBeLessThan(size - 4)
    }
  })

  it('gives different tickets different codes', () => {
    expect(qrPath('CTX:T1:F12').d).not.toBe(qrPath('CTX:T1:F13').d)
  })
})
