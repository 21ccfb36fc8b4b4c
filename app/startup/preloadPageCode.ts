import type { AnyRoute, AnyRouter } from '@tanstack/react-router'

/**
 * Starts loading the script chunks of the page being opened, so they download together with
 * the language catalog instead of after it, and starts the page's data: its route loaders run
 * now (they ship with the entry), so its API calls never wait for its code or the catalog; the
 * render finds the answers in the query cache or on their way. Failures are left to the router,
 * which loads again when it renders and shows its error screen.
 */
export function preloadPageCode(router: AnyRouter): Promise<void> {
  const routes = router.routesById as Record<string, AnyRoute>
  const matches = router.matchRoutes(router.latestLocation)
  const chunks = matches.flatMap((match) => {
    const route = routes[match.routeId]
    return route ? [router.loadRouteChunk(route)] : []
  })
  const opened = { href: router.latestLocation.href } as Parameters<typeof router.preloadRoute>[0]
  router.preloadRoute(opened).catch(() => undefined)
  return Promise.all(chunks)
    .then(() => undefined)
    .catch(() => undefined)
}
