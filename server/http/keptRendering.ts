// What the API cache (apiCache.ts) and the events home's first view (firstViewPage.ts) keep: a
// rendering of catalogue data, served again while the catalogue has not changed and for at most
// a TTL (lists depend on the time of day). Both date it by the request clock (`now`, which tests
// move), from when the rendering began: it may have read rows as they were then.

export interface KeptRendering {
  /** the catalogue version (catalogueVersion.ts) when the rendering began */
  version: number
  /** when it began, in milliseconds of the request clock */
  renderedAt: number
}

/**
 * Whether `kept` may be served at `at` (the request clock) while the catalogue is at `current`:
 * the same version, not rendered after `at` (a clock moved back), younger than `ttlMs`.
 */
export function stillServable<K extends KeptRendering>(
  kept: K | undefined,
  current: number | undefined,
  at: number,
  ttlMs: number,
): kept is K {
  return (
    kept !== undefined &&
    kept.version === current &&
    at >= kept.renderedAt &&
    at - kept.renderedAt < ttlMs
  )
}
