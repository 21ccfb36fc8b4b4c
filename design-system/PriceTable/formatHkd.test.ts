import { describe, expect, it } from 'vitest'
import { formatCount, formatHkd } from './formatHkd'

describe('formatHkd', () => {
  it('writes whole dollars without cents, grouped by thousands', () => {
    expect(formatHkd(1280, 'en')).toBe('HK$1,280')
  })

  it('keeps two decimals when the amount has cents', () => {
    expect(formatHkd(12.5, 'en')).toBe('HK$12.50')
  })

  it('writes Hong Kong dollars in both Chinese locales', () => {
    expect(formatHkd(1280, 'zh-Hant')).toContain('1,280')
    expect(formatHkd(1280, 'zh-Hant')).toMatch(/HK\$/)
    expect(formatHkd(1280, 'zh-Hans')).toMatch(/HK\$/)
  })
})

describe('formatCount', () => {
  it('groups large point balances', () => {
    expect(formatCount(12800, 'en')).toBe('12,800')
  })
})
