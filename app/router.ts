import type { QueryClient } from '@tanstack/react-query'
import { createRouter, type RouterHistory } from '@tanstack/react-router'
import type { Auth } from './auth/auth'
import { ErrorScreen } from './features/shell/ErrorScreen'
import { PagePending } from './features/shell/PagePending'
import { localeRewrite } from './i18n/localeRewrite'
import { routeTree } from './routeTree.gen'
import { ToEventsHome } from './routing/ToEventsHome'
import { limitChunkLoading } from './startup/chunkTimeout'

/**
 * `onServer`: the server drawing a first view (app/ssr) gives the address's history, and there
 * is no scroll to restore (the router would write an inline script for it).
 */
export function createAppRouter(
  context: { queryClient: QueryClient; auth: Auth },
  onServer?: { history: RouterHistory },
) {
  const router = createRouter({
    routeTree,
    context,
    ...(onServer ? { history: onServer.history } : {}),
    rewrite: localeRewrite,
    defaultPreload: 'intent',
    // loaders always run; whether data is fetched again is TanStack Query's call (staleTimes)
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: PagePending,
    defaultErrorComponent: ErrorScreen,
    defaultNotFoundComponent: ToEventsHome,
    scrollRestoration: !onServer,
  })
  limitChunkLoading(router)
  // a login, logout or expired session anywhere (also in another tab): guards run again
  context.auth.subscribe(() => {
    router.invalidate().catch(() => undefined)
  })
  return router
}
export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}
