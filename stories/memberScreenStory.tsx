// Member and account screens in stories: like screenStory.tsx (a memory router and a QueryClient
// already holding the contract-shaped answers), plus what these screens read besides: the login
// state in the router's context, stand-ins for the account calls (no server in Storybook) and
// the toasts a saved form shows.
import { ToastProvider } from '@design-system/Toast'
import type { MessageDescriptor } from '@lingui/core'
import {
  type InferDataFromTag,
  QueryClient,
  QueryClientProvider,
  type QueryKey,
} from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { type ReactNode, useState } from 'react'
import { ApiError } from '../app/api/errors'
import { type Auth, createAuth } from '../app/auth/auth'
import { type AccountCalls, AccountCallsProvider } from '../app/features/account/accountCalls'
import type { PageSection } from '../app/routing/pageInfo'
import type { ErrorCode } from '../domain/errorCodes'

export interface MemberScreenStoryOptions {
  /** The page's heading and description, as its route declares them. */
  page: { title: MessageDescriptor; description: MessageDescriptor; section?: PageSection }
  /** Answers already in the cache: [query key, data] (see `answer`). */
  seed?: readonly (readonly [QueryKey, unknown])[]
  /** A visitor instead of the logged-in member the member pages need. */
  visitor?: boolean
  /** Stand-ins for the account and login calls the screen makes. */
  calls?: Partial<AccountCalls>
  screen: () => ReactNode
}

/** One cache entry, its data checked against the query's own type. */
export const answer = <K extends QueryKey>(
  query: { queryKey: K },
  data: InferDataFromTag<unknown, K>,
) => [query.queryKey, data] as const

/** A call that answers `data`, or that the server refuses with `code`. */
export const answers =
  <T,>(data: T) =>
  async (..._args: unknown[]): Promise<T> =>
    data
export const refuses =
  <T = never>(code: ErrorCode, status = 422, fields?: Record<string, string>) =>
  async (..._args: unknown[]): Promise<T> => {
    throw new ApiError(code, code, status, fields)
  }
/** A call that never answers: the screen stays waiting. */
export const waits =
  <T = never>() =>
  (..._args: unknown[]): Promise<T> =>
    new Promise<T>(() => undefined)

/**
 * The elements showing `text` that are drawn: tables draw their rows twice, as a table and as
 * cards for narrow screens, and show one of the two.
 */
export const shown = async (
  canvas: { findAllByText: (text: string) => Promise<HTMLElement[]> },
  text: string,
) => (await canvas.findAllByText(text)).filter((element) => element.checkVisibility())

function setUp({ page, seed = [], visitor = false, screen }: MemberScreenStoryOptions) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  })
  for (const [key, data] of seed) queryClient.setQueryData(key, data)
  // a login state kept in memory only
  const auth: Auth = createAuth(() => undefined)
  if (!visitor) auth.logIn('story-token', 'Chan Tai Man', 200457)
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
    context: { queryClient, auth },
  })
  return { queryClient, router }
}

export function MemberScreenStory(options: MemberScreenStoryOptions) {
  // made once per story, not on every render
  const [{ queryClient, router }] = useState(() => setUp(options))
  return (
    <ToastProvider>
      <QueryClientProvider client={queryClient}>
        <AccountCallsProvider calls={options.calls ?? {}}>
          <RouterProvider router={router as never} />
        </AccountCallsProvider>
      </QueryClientProvider>
    </ToastProvider>
  )
}
