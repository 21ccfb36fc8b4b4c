import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  htmlLang,
  type LocaleSources,
  localePathSegment,
  localizedHref,
  parseBrowserLanguage,
  parseLocaleToken,
  resolveLocale,
  splitLocalePath,
} from './language'
import { type Locale, locales } from './preferences'

const synonyms: Record<Locale, string[]> = {
  en: ['en', 'en_us', 'en-us'],
  'zh-Hans': ['zh_cn', 'zh-cn', 'cn', 'sc'],
  'zh-Hant': ['zh_tw', 'zh-tw', 'zh_hk', 'zh-hk', 'hk', 'tw', 'tc'],
}
const allSynonyms = locales.flatMap((locale) => synonyms[locale].map((token) => [token, locale]))
const notLanguages = ['', ' ', 'fr', 'zh', 'english', 'en_gb', 'zh-hans', 'ja', 'hkg', 'toString']

describe('parseLocaleToken', () => {
  it.each(allSynonyms)('reads %s as %s', (token, locale) => {
    expect(parseLocaleToken(token)).toBe(locale)
  })
  it.each(allSynonyms)('ignores case in %s', (token, locale) => {
    expect(parseLocaleToken(token.toUpperCase())).toBe(locale)
  })
  it.each(notLanguages)('does not take %j for a language', (token) => {
    expect(parseLocaleToken(token)).toBeUndefined()
  })
  it('treats null and undefined as no language', () => {
    expect(parseLocaleToken(null)).toBeUndefined()
    expect(parseLocaleToken(undefined)).toBeUndefined()
  })
})

describe('parseBrowserLanguage', () => {
  it.each([
    ['zh-Hant-HK', 'zh-Hant'],
    ['zh-Hant', 'zh-Hant'],
    ['zh-Hans', 'zh-Hans'],
    ['zh-Hans-HK', 'zh-Hans'],
    ['zh-HK', 'zh-Hant'],
    ['zh-TW', 'zh-Hant'],
    ['zh-MO', 'zh-Hant'],
    ['zh-CN', 'zh-Hans'],
    ['zh-SG', 'zh-Hans'],
    ['zh', 'zh-Hant'],
    ['en-GB', 'en'],
    ['en-US', 'en'],
    ['en', 'en'],
  ] as const)('reads %s as %s', (tag, locale) => {
    expect(parseBrowserLanguage(tag)).toBe(locale)
  })
  it.each(['fr-FR', 'ja', 'de', ''])('does not read %j', (tag) => {
    expect(parseBrowserLanguage(tag)).toBeUndefined()
  })
})

describe('resolveLocale', () => {
  it('falls back to Traditional Chinese when nothing names a language', () => {
    expect(resolveLocale({})).toBe('zh-Hant')
    expect(resolveLocale({ query: 'fr', langCookie: 'xx', browserLanguages: ['de-DE'] })).toBe(
      'zh-Hant',
    )
  })

  it('prefers the query, then the path, then the lang cookie, then the locale cookie', () => {
    const all = { query: 'en', pathSegment: 'zh_cn', langCookie: 'tc', localeCookie: 'sc' }
    expect(resolveLocale({ ...all, browserLanguages: ['en-GB'] })).toBe('en')
    expect(resolveLocale({ ...all, query: null })).toBe('zh-Hans')
    expect(resolveLocale({ ...all, query: null, pathSegment: null })).toBe('zh-Hant')
    expect(resolveLocale({ localeCookie: 'sc', browserLanguages: ['en'] })).toBe('zh-Hans')
  })

  it('skips a source that is not a language and reads the next', () => {
    expect(resolveLocale({ query: 'fr', pathSegment: 'Events.html', langCookie: 'en' })).toBe('en')
  })

  it('takes the first browser language it knows', () => {
    expect(resolveLocale({ browserLanguages: ['fr-FR', 'zh-CN', 'en'] })).toBe('zh-Hans')
  })

  // property: the answer is always the first recognisable source, in the spec's order
  const source = fc.oneof(
    fc.constant(undefined),
    fc.constant(null),
    fc.constantFrom(...allSynonyms.map(([token]) => token as string)),
    fc.constantFrom(...notLanguages),
    fc.string(),
  )
  const browser = fc.array(
    fc.oneof(fc.constantFrom('zh-CN', 'zh-HK', 'en-GB', 'fr', 'ja-JP', 'zh-Hans'), fc.string()),
  )
  const sources = fc.record(
    {
      query: source,
      pathSegment: source,
      langCookie: source,
      localeCookie: source,
      browserLanguages: browser,
    },
    { requiredKeys: [] },
  )

  it('always answers with the first source that names a language', () => {
    fc.assert(
      fc.property(sources, (s: LocaleSources) => {
        const ordered = [s.query, s.pathSegment, s.langCookie, s.localeCookie]
        const expected =
          ordered.map(parseLocaleToken).find((l) => l !== undefined) ??
          (s.browserLanguages ?? []).map(parseBrowserLanguage).find((l) => l !== undefined) ??
          'zh-Hant'
        expect(resolveLocale(s)).toBe(expected)
      }),
    )
  })

  it('lets a recognised query win over every other source', () => {
    fc.assert(
      fc.property(sources, fc.constantFrom(...allSynonyms), (s, [token, locale]) => {
        expect(resolveLocale({ ...s, query: token })).toBe(locale)
      }),
    )
  })
})

describe('language in the path', () => {
  it.each([
    ['/en_us/Events.html', 'en', '/Events.html'],
    ['/en-us/Events.html', 'en', '/Events.html'],
    ['/zh_cn/Member/TxnHistory.html', 'zh-Hans', '/Member/TxnHistory.html'],
    ['/ZH-HK/Login.html', 'zh-Hant', '/Login.html'],
    ['/zh_tw/Events.html', 'zh-Hant', '/Events.html'],
    ['/en_us', 'en', '/'],
    ['/en_us/', 'en', '/'],
  ] as const)('reads %s as %s and %s', (pathname, locale, rest) => {
    expect(splitLocalePath(pathname)).toEqual({ locale, rest })
  })

  it.each(['/Events.html', '/', '/Member/WishList.html', '/en_usx/Events.html'])(
    'leaves %s without a language',
    (pathname) => {
      expect(splitLocalePath(pathname)).toEqual({ locale: undefined, rest: pathname })
    },
  )

  it('writes each language with the segment the site uses', () => {
    expect(localePathSegment).toEqual({ en: 'en_us', 'zh-Hans': 'zh_cn', 'zh-Hant': 'zh_hk' })
    expect(htmlLang).toEqual({ en: 'en', 'zh-Hans': 'zh-Hans', 'zh-Hant': 'zh-Hant' })
  })
})

describe('localizedHref', () => {
  it.each([
    ['/Events.html?lang=en', 'en', '/en_us/Events.html'],
    [
      '/Events.html?lang=tc&category=music#list',
      'zh-Hant',
      '/zh_hk/Events.html?category=music#list',
    ],
    ['/Events.html?a=1&lang=sc&b=%20x', 'zh-Hans', '/zh_cn/Events.html?a=1&b=%20x'],
    [
      '/en_us/Login.html?targetUrl=%2FMember%2FWishList.html',
      'zh-Hans',
      '/zh_cn/Login.html?targetUrl=%2FMember%2FWishList.html',
    ],
    ['/', 'en', '/en_us/'],
    ['', 'en', '/en_us/'],
    ['/zh-hk', 'en', '/en_us/'],
    ['/Faq.html#q3', 'zh-Hant', '/zh_hk/Faq.html#q3'],
    ['/Faq.html?lang=en#lang=en', 'en', '/en_us/Faq.html#lang=en'],
    [
      'https://www.citytix.hk/Events.html?lang=en&x=1',
      'en',
      'https://www.citytix.hk/en_us/Events.html?x=1',
    ],
    ['/Events.html?language=en', 'en', '/en_us/Events.html?language=en'],
  ] as const)('rewrites %j for %s as %j', (href, locale, expected) => {
    expect(localizedHref(href, locale)).toBe(expected)
  })

  const segment = fc.stringMatching(/^[A-Za-z0-9._~-]{1,12}$/)
  const path = fc.array(segment, { maxLength: 4 }).map((parts) => `/${parts.join('/')}`)
  const param = fc.tuple(fc.stringMatching(/^[a-z]{1,6}$/), fc.stringMatching(/^[a-z0-9%]{0,6}$/))
  const query = fc.array(param, { maxLength: 4 })
  const hash = fc.option(fc.stringMatching(/^[a-z0-9=&]{0,8}$/), { nil: undefined })
  const locale = fc.constantFrom(...locales)
  const href = fc.tuple(path, query, hash).map(([p, q, h]) => {
    const search = q.length > 0 ? `?${q.map(([k, v]) => `${k}=${v}`).join('&')}` : ''
    return `${p}${search}${h === undefined ? '' : `#${h}`}`
  })

  it('round-trips: the rewritten link reads back as the chosen language', () => {
    fc.assert(
      fc.property(path, locale, (p, l) => {
        fc.pre(splitLocalePath(p).locale === undefined)
        const rewritten = localizedHref(p, l)
        expect(splitLocalePath(rewritten)).toEqual({ locale: l, rest: p })
      }),
    )
  })

  it('never leaves a lang parameter and keeps every other one in order', () => {
    fc.assert(
      fc.property(href, locale, (h, l) => {
        const out = localizedHref(h, l)
        const pairs = (s: string) => (s.split('#')[0]?.split('?')[1] ?? '').split('&')
        const kept = pairs(h).filter((pair) => pair !== '' && pair.split('=')[0] !== 'lang')
        expect(pairs(out).filter((pair) => pair !== '')).toEqual(kept)
        expect(out.split('#')[1]).toBe(h.split('#')[1])
      }),
    )
  })

  it('switching language twice is the same as switching once', () => {
    fc.assert(
      fc.property(href, locale, locale, (h, a, b) => {
        expect(localizedHref(localizedHref(h, a), b)).toBe(localizedHref(h, b))
      }),
    )
  })
})
