// Browsing screens in stories: the screen inside a memory router that carries a visitor's (or a
// member's) login state, with a QueryClient already holding the contract-shaped answers its
// route would have loaded, so every state renders at once, without a server.

import { ToastProvider } from '@design-system/Toast'
import type { MessageDescriptor } from '@lingui/core'
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { type ReactNode, useState } from 'react'
import { type Auth, createAuth } from '../app/auth/auth'

export interface BrowseScreenStoryOptions {
  /** The page's heading and description, as its route declares them. */
  page: { title: MessageDescriptor; description: MessageDescriptor }
  /** Answers already in the cache: [query key, data]. */
  seed?: readonly (readonly [QueryKey, unknown])[]
  /** A member is logged in (favourites, buying) instead of a visitor. */
  member?: boolean
  screen: () => ReactNode
}

/** A login state kept in memory only. */
function storyAuth(member: boolean): Auth {
  const auth = createAuth(() => undefined)
  if (member) auth.logIn('story-token', 'Chan Tai Man')
  return auth
}

function setUp({ page, seed = [], member = false, screen }: BrowseScreenStoryOptions) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  })
  for (const [key, data] of seed) queryClient.setQueryData(key, data)
  const root = createRootRouteWithContext<{ queryClient: QueryClient; auth: Auth }>()({
    component: Outlet,
  })
  const route = createRoute({
    getParentRoute: () => root,
    path: '/',
    staticData: { page },
    component: screen,
  })
  const router = createRouter({
    routeTree: root.addChildren([route]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
    context: { queryClient, auth: storyAuth(member) },
  })
  return { queryClient, router }
}

export function BrowseScreenStory(options: BrowseScreenStoryOptions) {
  // made once per story, not on every render
  const [{ queryClient, router }] = useState(() => setUp(options))
  return (
    <ToastProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router as never} />
      </QueryClientProvider>
    </ToastProvider>
  )
}
