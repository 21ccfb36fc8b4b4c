// Language selection and URL rewriting (spec §2). Sources, in order: the `lang` query
// parameter, a language segment in the path, the `lang` cookie, the `locale` cookie, the
// browser's languages; Traditional Chinese when none of them is recognised.
// with its extension: the build's config reads this file (scripts/vite-home-preload.ts)
import { fallbackLocale, type Locale } from './preferences.ts'

/** The spec's synonyms, lower case; `_` and `-` are interchangeable. */
const tokens: Record<string, Locale> = {
  en: 'en',
  en_us: 'en',
  zh_cn: 'zh-Hans',
  cn: 'zh-Hans',
  sc: 'zh-Hans',
  zh_tw: 'zh-Hant',
  zh_hk: 'zh-Hant',
  hk: 'zh-Hant',
  tw: 'zh-Hant',
  tc: 'zh-Hant',
}

/** A language token from a query, path segment or cookie; undefined when it is not one. */
export function parseLocaleToken(token: string | null | undefined): Locale | undefined {
  if (!token) return undefined
  const key = token.trim().toLowerCase().replaceAll('-', '_')
  return Object.hasOwn(tokens, key) ? tokens[key] : undefined
}

/**
 * A browser language (BCP-47, e.g. `zh-Hant-HK`, `zh-CN`, `en-GB`). Any English is English; for
 * Chinese the script decides, then the region (CN and SG write Simplified); a bare `zh` or any
 * other region is Traditional, the site's own default.
 */
export function parseBrowserLanguage(tag: string): Locale | undefined {
  const direct = parseLocaleToken(tag)
  if (direct) return direct
  const [language, ...subtags] = tag.trim().toLowerCase().split(/[-_]/)
  if (language === 'en') return 'en'
  if (language !== 'zh') return undefined
  if (subtags.includes('hans')) return 'zh-Hans'
  if (subtags.includes('hant')) return 'zh-Hant'
  if (subtags.includes('cn') || subtags.includes('sg')) return 'zh-Hans'
  return 'zh-Hant'
}

export interface LocaleSources {
  query?: string | null
  pathSegment?: string | null
  langCookie?: string | null
  localeCookie?: string | null
  browserLanguages?: readonly string[]
}

/** The visitor's language: the first source that names one wins. */
export function resolveLocale(sources: LocaleSources): Locale {
  return (
    parseLocaleToken(sources.query) ??
    parseLocaleToken(sources.pathSegment) ??
    parseLocaleToken(sources.langCookie) ??
    parseLocaleToken(sources.localeCookie) ??
    firstDefined(sources.browserLanguages ?? [], parseBrowserLanguage) ??
    fallbackLocale
  )
}

function firstDefined<T, R>(items: readonly T[], parse: (item: T) => R | undefined) {
  for (const item of items) {
    const parsed = parse(item)
    if (parsed !== undefined) return parsed
  }
  return undefined
}

/** The path segment the site writes for each language (`/en_us/Events.html`). */
export const localePathSegment: Record<Locale, 'en_us' | 'zh_cn' | 'zh_hk'> = {
  en: 'en_us',
  'zh-Hans': 'zh_cn',
  'zh-Hant': 'zh_hk',
}

/** The `locale` query value the API expects (spec §7: default zh_TW). */
export const apiLocale: Record<Locale, 'en_US' | 'zh_CN' | 'zh_TW'> = {
  en: 'en_US',
  'zh-Hans': 'zh_CN',
  'zh-Hant': 'zh_TW',
}

/** The `<html lang>` value for each language. */
export const htmlLang: Record<Locale, string> = {
  en: 'en',
  'zh-Hans': 'zh-Hans',
  'zh-Hant': 'zh-Hant',
}

/** Reads a leading language segment: `/en_us/Events.html` → en + `/Events.html`. */
export function splitLocalePath(pathname: string): { locale: Locale | undefined; rest: string } {
  const path = pathname.startsWith('/') ? pathname : `/${pathname}`
  const end = path.indexOf('/', 1)
  const first = end === -1 ? path.slice(1) : path.slice(1, end)
  const locale = parseLocaleToken(first)
  if (!locale) return { locale: undefined, rest: path }
  return { locale, rest: end === -1 ? '/' : path.slice(end) }
}

/**
 * Rewrites a link (path, query, hash; an absolute URL keeps its origin) to
 * `/{segment}/path`, replacing any language segment already there and dropping the `lang`
 * query parameter. Other parameters and the hash are kept byte for byte.
 */
export function localizedHref(href: string, locale: Locale): string {
  const origin = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(href)?.[0] ?? ''
  const local = href.slice(origin.length)
  const hashAt = local.indexOf('#')
  const hash = hashAt === -1 ? '' : local.slice(hashAt)
  const beforeHash = hashAt === -1 ? local : local.slice(0, hashAt)
  const queryAt = beforeHash.indexOf('?')
  const pathname = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt)
  const query = queryAt === -1 ? '' : beforeHash.slice(queryAt + 1)

  const { rest } = splitLocalePath(pathname || '/')
  const kept = query.split('&').filter((pair) => pair !== '' && !isLangParameter(pair))
  const search = kept.length > 0 ? `?${kept.join('&')}` : ''
  return `${origin}/${localePathSegment[locale]}${rest}${search}${hash}`
}

function isLangParameter(pair: string): boolean {
  const name = pair.split('=', 1)[0] ?? ''
  try {
    return decodeURIComponent(name.replaceAll('+', ' ')) === 'lang'
  } catch {
    return name === 'lang'
  }
}
