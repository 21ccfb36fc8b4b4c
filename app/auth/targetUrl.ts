import * as v from 'valibot'

/**
 * Where a member goes after logging in: a path on this site (with its query and hash), never
 * another origin, so a crafted link cannot send a member elsewhere.
 */
export function safeTargetUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return undefined
  return value
}

/** Search of the Login route: `targetUrl` carries the page the visitor asked for. */
export const loginSearchSchema = v.object({
  targetUrl: v.fallback(v.optional(v.pipe(v.unknown(), v.transform(safeTargetUrl))), undefined),
})
