import { describe, expect, it } from 'vitest'
import { loginSearchSchema, safeTargetUrl } from './targetUrl'

const origin = 'https://www.citytix.hk'

describe('the page a member lands on after login', () => {
  it('is a path on this site with its query and hash', () => {
    expect(safeTargetUrl('/Member/TxnHistory.html?m=1#x', origin)).toBe(
      '/Member/TxnHistory.html?m=1#x',
    )
  })

  it('is never another site, however the address is disguised', () => {
    for (const bad of [
      'https://evil.example/',
      '//evil.example/',
      '/\\evil.example',
      // the browser drops tabs and newlines, which turns these into //evil.example
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r\n/evil.example/Member',
      '/\\\t\\evil.example',
      'Faq.html',
      'javascript:alert(1)',
      42,
      undefined,
    ]) {
      expect(safeTargetUrl(bad, origin), String(bad)).toBeUndefined()
    }
  })

  it('is the path the browser would open, not the raw text', () => {
    expect(safeTargetUrl('/Member/../Faq.html?q=a b', origin)).toBe('/Faq.html?q=a%20b')
  })

  it('is dropped from the Login search when unsafe, without failing the page', () => {
    expect(loginSearchSchema({ targetUrl: '//evil.example' })).toEqual({
      targetUrl: undefined,
    })
    expect(loginSearchSchema({ targetUrl: '/\t/evil.example' })).toEqual({
      targetUrl: undefined,
    })
    expect(loginSearchSchema({ targetUrl: '/Faq.html' })).toEqual({
      targetUrl: '/Faq.html',
    })
  })
})
