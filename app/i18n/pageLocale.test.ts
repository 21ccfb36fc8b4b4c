import { describe, expect, it } from 'vitest'
import { pageLocale } from './pageLocale'

describe('pageLocale', () => {
  it('is the language of the address, whatever catalog is active', () => {
    expect(pageLocale('/en_us/Events.html')).toBe('en')
    expect(pageLocale('/zh_cn/Events.html')).toBe('zh-Hans')
    expect(pageLocale('/zh_hk/Faq.html')).toBe('zh-Hant')
  })

  it('is unknown for an address without a language', () => {
    expect(pageLocale('/Events.html')).toBeUndefined()
    expect(pageLocale('/')).toBeUndefined()
    expect(pageLocale(undefined)).toBeUndefined()
  })
})
