import type { QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { ErrorScreen } from './features/shell/ErrorScreen'
import { localeRewrite } from './i18n/localeRewrite'
import { routeTree } from './routeTree.gen'
import { limitChunkLoading } from './startup/chunkTimeout'

export function createAppRouter(queryClient: QueryClient) {
  const router = createRouter({
    routeTree,
    context: { queryClient },
    rewrite: localeRewrite,
    defaultPreload: 'intent',
    defaultErrorComponent: ErrorScreen,
    scrollRestoration: true,
  })
  limitChunkLoading(router)
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
