import { afterEach, describe, expect, it } from 'vitest'
import { setCurrentLocale } from './currentLocale'
import { localeRewrite } from './localeRewrite'

const fakeDocument = { documentElement: { lang: '' } } as unknown as Document
const rewrite = (direction: 'input' | 'output', href: string) => {
  const url = localeRewrite[direction]?.({ url: new URL(href, 'https://www.citytix.hk') })
  if (!(url instanceof URL)) throw new Error('the rewrite returns a URL')
  return `${url.pathname}${url.search}${url.hash}`
}

describe('the language prefix rewrite', () => {
  afterEach(() => setCurrentLocale('zh-Hant', fakeDocument))

  it('drops any spelling of a language segment before the router matches a route', () => {
    expect(rewrite('input', '/en-us/Member/TxnHistory.html?m=1#x')).toBe(
      '/Member/TxnHistory.html?m=1#x',
    )
    expect(rewrite('input', '/ZH_CN/Faq.html')).toBe('/Faq.html')
    expect(rewrite('input', '/Member/Faq.html')).toBe('/Member/Faq.html')
  })

  it('writes the current language on every address the router builds', () => {
    setCurrentLocale('zh-Hans', fakeDocument)
    expect(rewrite('output', '/Faq.html?tab=2#q')).toBe('/zh_cn/Faq.html?tab=2#q')
    setCurrentLocale('en', fakeDocument)
    expect(rewrite('output', '/Events.html')).toBe('/en_us/Events.html')
  })
})
