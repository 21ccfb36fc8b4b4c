import { describe, expect, it } from 'vitest'
import { isLegacyPagePath } from './legacyPages'

describe('old .do page addresses', () => {
  it('are the four the spec names, with or without a language segment', () => {
    for (const path of [
      '/BoxOffice.do',
      '/Tdm.do',
      '/TermsOfUse.do',
      '/FAQ2.do',
      '/en_us/Tdm.do',
    ]) {
      expect(isLegacyPagePath(path), path).toBe(true)
    }
    expect(isLegacyPagePath('/zh-hk/FAQ2.do')).toBe(true)
  })

  it('are not the API’s calls or other addresses', () => {
    for (const path of ['/ContactUs.do', '/api/BoxOffice.do', '/BoxOffice.html', '/a/b/Tdm.do']) {
      expect(isLegacyPagePath(path), path).toBe(false)
    }
  })
})
