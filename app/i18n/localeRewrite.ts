import type { LocationRewrite } from '@tanstack/react-router'
import { localePathSegment, splitLocalePath } from '../../domain/language'
import { getCurrentLocale } from './currentLocale'

/**
 * The language prefix lives outside the route tree (docs/decisions/0001-language-prefix.md):
 * routes are written once without it. Coming in, any language segment (`/en-us/…`,
 * `/zh_cn/…`) is dropped; going out, every URL the router writes gets the current language.
 */
export const localeRewrite: LocationRewrite = {
  input: ({ url }) => {
    url.pathname = splitLocalePath(url.pathname).rest
    return url
  },
  output: ({ url }) => {
    url.pathname = `/${localePathSegment[getCurrentLocale()]}${url.pathname}`
    return url
  },
}
