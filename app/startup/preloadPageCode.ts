import type { AnyRoute, AnyRouter } from '@tanstack/react-router'

/**
 * Starts loading the script chunks of the page being opened, so they download together with
 * the language catalog instead of after it, and loads the page: its route loaders run now (they
 * ship with the entry), so its API calls never wait for its code or the catalog. When the
 * answers are in before the first render, that render is the whole page, drawn in short slices
 * (a transition, app/main.tsx), not a pending page drawn again at once in one long task; the
 * router's own start sees this load done or under way and does not start another. Failures
 * are left to the router, which shows its error screen.
 */
export function preloadPageCode(router: AnyRouter): Promise<void> {
  const routes = router.routesById as Record<string, AnyRoute>
  const matches = router.matchRoutes(router.latestLocation)
  const chunks = matches.flatMap((match) => {
    const route = routes[match.routeId]
    return route ? [router.loadRouteChunk(route)] : []
  })
  router.load().catch(() => undefined)
  return Promise.all(chunks)
    .then(() => undefined)
    .catch(() => undefined)
}
