import { localePathSegment, splitLocalePath } from '../../../domain/language'
import type { Locale } from '../../../domain/preferences'

// path segments of letters, digits, `_`, `-` and `.` (never `.` or `..` alone), no query, no
// fragment, no trailing slash: addresses such as `/Events.html` or `/Event/8801/Buy`
const plainPath = /^(?:\/[A-Za-z0-9_-][A-Za-z0-9_.-]*)+$/

/**
 * The address a link to a plain in-app path shows: the language prefix before it, as the
 * router's URL rewrite writes it (app/i18n/localeRewrite.ts), in place of any prefix it had (a
 * location the router built: the home's "All categories" showed `/en_us/en_us/Events.html`).
 * Undefined for any other address, which the router builds. A page draws a hundred links;
 * building each through the router was the costliest part of drawing the site's frame on a phone.
 */
export function plainAppHref(href: string, locale: Locale): string | undefined {
  if (!plainPath.test(href)) return undefined
  return `/${localePathSegment[locale]}${splitLocalePath(href).rest}`
}
