import { describe, expect, it } from 'vitest'
import { resolveLocale } from '../../domain/language'
import { startHref, startLocaleSources } from './startLocale'

const localeOf = (href: string, cookies = '', browser: string[] = []) => {
  const url = new URL(href, 'https://www.citytix.hk')
  return resolveLocale(startLocaleSources(url, cookies, browser))
}

describe('the language a page opens in', () => {
  it('takes the lang query first, then the path, the lang cookie, the locale cookie, the browser', () => {
    expect(localeOf('/zh_hk/Faq.html?lang=en', 'lang=zh_cn; locale=zh_cn', ['zh-CN'])).toBe('en')
    expect(localeOf('/en-us/Faq.html', 'lang=zh_cn; locale=zh_cn', ['zh-CN'])).toBe('en')
    expect(localeOf('/Faq.html', 'lang=en_us; locale=zh_cn', ['zh-CN'])).toBe('en')
    expect(localeOf('/Faq.html', 'locale=zh_cn', ['en-GB'])).toBe('zh-Hans')
    expect(localeOf('/Faq.html', '', ['en-GB'])).toBe('en')
    expect(localeOf('/Faq.html', '', ['fr'])).toBe('zh-Hant')
  })

  it('does not read a first path segment that is not a language as one', () => {
    expect(localeOf('/Member/Faq.html', '', ['en'])).toBe('en')
  })
})

describe('the address a page opens at', () => {
  it('gets the canonical prefix, loses lang and keeps other parameters and the hash', () => {
    expect(startHref('https://x.hk/Faq.html?lang=sc&tab=2#refund', 'zh-Hans')).toBe(
      '/zh_cn/Faq.html?tab=2#refund',
    )
    expect(startHref('https://x.hk/en-US/Member/TxnHistory.html', 'en')).toBe(
      '/en_us/Member/TxnHistory.html',
    )
  })

  it('opens the site root and a bare language prefix at the events home, parameters kept', () => {
    expect(startHref('https://x.hk/', 'zh-Hant')).toBe('/zh_hk/Events.html')
    expect(startHref('https://x.hk/zh_cn/', 'zh-Hans')).toBe('/zh_cn/Events.html')
    expect(startHref('https://x.hk/en-us?when=today#list', 'en')).toBe(
      '/en_us/Events.html?when=today#list',
    )
  })

  it('sends ForgotPassword.html without a prefix to the events home, but keeps it with one', () => {
    expect(startHref('https://x.hk/ForgotPassword.html', 'zh-Hant')).toBe('/zh_hk/Events.html')
    expect(startHref('https://x.hk/zh-hk/ForgotPassword.html', 'zh-Hant')).toBe(
      '/zh_hk/ForgotPassword.html',
    )
  })
})

describe('a page opened with a broken cookie', () => {
  it('ignores a cookie that is not valid percent-encoding and goes on to the next source', () => {
    expect(localeOf('/Faq.html', 'lang=%E0; locale=zh_cn', ['en'])).toBe('zh-Hans')
    expect(localeOf('/Faq.html', 'lang=%E0%A4%A; locale=%', ['en-GB'])).toBe('en')
  })

  it('ignores broken percent-encoding in the address too', () => {
    expect(localeOf('/Faq.html?lang=%E0&x=%', 'lang=en_us', [])).toBe('en')
    expect(startHref('https://x.hk/en_us/%E0.html?q=%E0#%E0', 'en')).toBe(
      '/en_us/%E0.html?q=%E0#%E0',
    )
  })
})
