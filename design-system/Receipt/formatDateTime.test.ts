import { describe, expect, it } from 'vitest'
import { formatDate, formatDateTime } from './formatDateTime'

describe('formatDateTime', () => {
  it('shows the Hong Kong time of a show, not the browser time zone', () => {
    // 11:45 UTC is 19:45 in Hong Kong
    expect(formatDateTime('2026-12-24T11:45:00Z', 'en')).toContain('19:45')
  })

  it('writes the date in Chinese for Chinese readers', () => {
    expect(formatDateTime('2026-12-24T11:45:00Z', 'zh-Hant')).toContain('2026年12月24日')
  })
})

describe('formatDate', () => {
  it('takes the Hong Kong calendar day around midnight', () => {
    // 17:00 UTC on the 23rd is already 01:00 on the 24th in Hong Kong
    expect(formatDate('2026-12-23T17:00:00Z', 'en')).toContain('24')
  })
})
