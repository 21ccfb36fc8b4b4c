// Screens in stories: the screen inside a memory router (for its page heading and links) and
// a QueryClient already holding the contract-shaped answers its route would have loaded, so
// every state renders at once, without a server.
import type { MessageDescriptor } from '@lingui/core'
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { type ReactNode, useState } from 'react'
import type { PageSection } from '../app/routing/pageInfo'

export interface ScreenStoryOptions {
  /** The page's heading and description, as its route declares them. */
  page: { title: MessageDescriptor; description: MessageDescriptor; section?: PageSection }
  /** Answers already in the cache: [query key, data]. */
  seed?: readonly (readonly [QueryKey, unknown])[]
  screen: () => ReactNode
  /** What the router hands its routes (the login state, say); none unless given. */
  context?: (queryClient: QueryClient) => object
}

function setUp({ page, seed = [], screen, context }: ScreenStoryOptions) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  })
  for (const [key, data] of seed) queryClient.setQueryData(key, data)
  const root = createRootRoute({ component: Outlet })
  const route = createRoute({
    getParentRoute: () => root,
    path: '/',
    staticData: { page },
    component: screen,
  })
  const router = createRouter({
    routeTree: root.addChildren([route]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
    context: context?.(queryClient),
  })
  return { queryClient, router }
}

export function ScreenStory(options: ScreenStoryOptions) {
  // made once per story, not on every render
  const [{ queryClient, router }] = useState(() => setUp(options))
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router as never} />
    </QueryClientProvider>
  )
}
