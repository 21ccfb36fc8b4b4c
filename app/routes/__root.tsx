import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext } from '@tanstack/react-router'
import type { Auth } from '../auth/auth'
import { SiteFrame } from '../features/shell/SiteFrame'

export interface RouterContext {
  queryClient: QueryClient
  /** The login state; guards read it here (app/auth). */
  auth: Auth
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: SiteFrame,
})
