// The request's language (its messages: server/i18n.ts), chosen as the site chooses it (spec §2): the `locale`
// query parameter the API's calls carry (en_US, zh_CN, zh_TW) or the site's `lang`, a language
// segment in the path, the `lang` and `locale` cookies, the browser's Accept-Language; the
// spec's default, Traditional Chinese, when none names one. Read leniently from the raw request
// (its address and headers, never its parsed parts), so a request that failed before Fastify
// parsed it, or with a bad locale, still gets an answer in the best language it tells.
import {
  parseBrowserLanguage,
  parseLocaleToken,
  resolveLocale,
  splitLocalePath,
} from '../../domain/language'
import type { Locale } from '../../domain/preferences'

/** What a request's language can be read from: its address and headers, as they came. */
export interface LocaleSourcesOf {
  url?: string | undefined
  headers?: Record<string, string | string[] | undefined> | undefined
}

const headerText = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value.join(',') : (value ?? '')

function cookie(header: string, name: string) {
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=')
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim()
  }
  return undefined
}

/** The first `locale` or `lang` value that names a language (`locale` first: the API's own). */
function queryLanguage(query: URLSearchParams) {
  const values = [...query.getAll('locale'), ...query.getAll('lang')]
  return values.find((value) => parseLocaleToken(value) !== undefined)
}

export function requestLocale(request: LocaleSourcesOf): Locale {
  const url = request.url ?? ''
  const at = url.indexOf('?')
  const path = at < 0 ? url : url.slice(0, at)
  const query = new URLSearchParams(at < 0 ? '' : url.slice(at + 1))
  const headers = request.headers ?? {}
  const cookies = headerText(headers.cookie)
  return resolveLocale({
    query: queryLanguage(query) ?? null,
    pathSegment: splitLocalePath(path).locale ?? null,
    langCookie: cookie(cookies, 'lang') ?? null,
    localeCookie: cookie(cookies, 'locale') ?? null,
    browserLanguages: headerText(headers['accept-language'])
      .split(',')
      .map((part) => part.split(';', 1)[0]?.trim() ?? '')
      .filter((tag) => parseBrowserLanguage(tag)),
  })
}
