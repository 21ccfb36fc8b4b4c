import type { AnyRoute, AnyRouter } from '@tanstack/react-router'

/**
 * Starts loading the script chunks of the page being opened, so they download together with
 * the language catalog instead of after it. Failures are left to the router, which loads the
 * chunks again when it renders and shows its error screen.
 */
export function preloadPageCode(router: AnyRouter): Promise<void> {
  const routes = router.routesById as Record<string, AnyRoute>
  const matches = router.matchRoutes(router.latestLocation)
  const chunks = matches.flatMap((match) => {
    const route = routes[match.routeId]
    return route ? [router.loadRouteChunk(route)] : []
  })
  return Promise.all(chunks)
    .then(() => undefined)
    .catch(() => undefined)
}
