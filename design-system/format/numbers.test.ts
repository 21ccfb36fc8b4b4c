import { describe, expect, it } from 'vitest'
import { formatCount, formatHkd, formatList } from './numbers'

describe('formatHkd', () => {
  it('writes whole dollars without cents, grouped by thousands', () => {
    expect(formatHkd(1280, 'en')).toBe('HK$1,280')
    expect(formatHkd(280, 'en')).toBe('HK$280')
  })

  it('keeps two decimals when the amount has cents', () => {
    expect(formatHkd(12.5, 'en')).toBe('HK$12.50')
  })

  it('writes Hong Kong dollars in both Chinese locales', () => {
    for (const locale of ['zh-Hant', 'zh-Hans']) {
      expect(formatHkd(1280, locale)).toContain('1,280')
      expect(formatHkd(1280, locale)).toMatch(/HK\$/)
    }
  })
})

describe('formatCount', () => {
  it('groups large point balances', () => {
    expect(formatCount(12800, 'en')).toBe('12,800')
  })
})

describe('formatList', () => {
  it('joins seats the way each language lists things', () => {
    expect(formatList(['Row A seat 1', 'Row A seat 2', 'Row A seat 3'], 'en')).toBe(
      'Row A seat 1, Row A seat 2 and Row A seat 3',
    )
    expect(formatList(['A1', 'A2'], 'zh-Hant')).toBe('A1及A2')
  })
})
