import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { loginSearchSchema, safeTargetUrl } from './targetUrl'

describe('the page a member lands on after login', () => {
  it('is a path on this site with its query and hash', () => {
    expect(safeTargetUrl('/Member/TxnHistory.html?m=1#x')).toBe('/Member/TxnHistory.html?m=1#x')
  })

  it('is never another site', () => {
    for (const bad of [
      'https://evil.example/',
      '//evil.example/',
      '/\\evil.example',
      'Faq.html',
      42,
    ]) {
      expect(safeTargetUrl(bad)).toBeUndefined()
    }
  })

  it('is dropped from the Login search when unsafe, without failing the page', () => {
    expect(v.parse(loginSearchSchema, { targetUrl: '//evil.example' })).toEqual({
      targetUrl: undefined,
    })
    expect(v.parse(loginSearchSchema, { targetUrl: '/Faq.html' })).toEqual({
      targetUrl: '/Faq.html',
    })
  })
})
