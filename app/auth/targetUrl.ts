import { searchSchema } from '../routing/searchParams'

/**
 * Where a member goes after logging in: a path on this site (with its query and hash), never
 * another origin, so a crafted link cannot send a member elsewhere. The value is resolved the
 * way the browser will resolve it (tabs and newlines dropped, backslashes read as slashes), and
 * only a same-origin result is kept.
 */
export function safeTargetUrl(
  value: unknown,
  origin: string = globalThis.location?.origin ?? 'https://www.citytix.hk',
): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/')) return undefined
  let url: URL
  try {
    url = new URL(value, origin)
  } catch {
    return undefined
  }
  if (url.origin !== new URL(origin).origin) return undefined
  return `${url.pathname}${url.search}${url.hash}`
}

/** Search of the Login route: `targetUrl` carries the page the visitor asked for. */
export const loginSearchSchema = searchSchema({ targetUrl: (value) => safeTargetUrl(value) })
