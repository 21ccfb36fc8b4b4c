import { readCookie } from '@design-system/preferences'
import { type LocaleSources, localizedHref, splitLocalePath } from '../../domain/language'
import type { Locale } from '../../domain/preferences'

/** A cookie's value; undefined when it is missing or not valid percent-encoding (`lang=%E0`). */
function cookieValue(cookies: string, name: string): string | undefined {
  try {
    return readCookie(cookies, name)
  } catch {
    return undefined
  }
}

/** Where the visitor's language can come from when a page is opened (spec §2, in order). */
export function startLocaleSources(
  location: Pick<Location, 'pathname' | 'search'>,
  cookies: string,
  browserLanguages: readonly string[],
): LocaleSources {
  const segment = location.pathname.split('/')[1]
  return {
    query: new URLSearchParams(location.search).get('lang'),
    pathSegment: splitLocalePath(location.pathname).locale ? segment : undefined,
    langCookie: cookieValue(cookies, 'lang'),
    localeCookie: cookieValue(cookies, 'locale'),
    browserLanguages,
  }
}

/** Pages that exist only under a language prefix (spec §2); without one they are unknown. */
const prefixOnlyPaths = ['/ForgotPassword.html']

/**
 * The address the opened page ends up with: `/{lang}/path`, no `lang` parameter, other
 * parameters and the hash kept.
 */
export function startHref(href: string, locale: Locale): string {
  const url = new URL(href, 'http://citytix.invalid')
  const { locale: prefixed, rest } = splitLocalePath(url.pathname)
  if (!prefixed && prefixOnlyPaths.includes(rest)) return localizedHref('/Events.html', locale)
  // the site's root and a bare language prefix are the events home (spec §2): opened at its
  // own address at once, not through the router's redirect (the server draws the home's first
  // view at a bare prefix too, and the app waits for its page before taking that view over)
  if (rest === '/') return localizedHref(`/Events.html${url.search}${url.hash}`, locale)
  return localizedHref(`${url.pathname}${url.search}${url.hash}`, locale)
}
