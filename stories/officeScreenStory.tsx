// Box-office screens in stories (issue #35): like memberScreenStory.tsx (a memory router at the
// screen's own path, a QueryClient already holding the contract-shaped answers, stand-ins for the
// calls: no server in Storybook), with a staff member of a role signed in to the office.
import { ToastProvider } from '@design-system/Toast'
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
import { staffSessionQuery } from '../app/api/queries'
import { type SignedInStaff, staffAuth } from '../app/auth/staffAuth'
import { type OfficeCalls, OfficeCallsProvider } from '../app/features/office/officeCalls'
import { type StaffCalls, StaffCallsProvider } from '../app/features/office/staff/staffCalls'
import type { StaffRole } from '../domain/office/roles'

export interface OfficeScreenStoryOptions {
  page: { title: MessageDescriptor; description: MessageDescriptor }
  /** The screen's path (its section in the nav, and whether the role may use it). */
  path: string
  /** Who is signed in; nobody (the sign-in page) when left out. */
  role?: StaffRole
  /** Answers already in the cache: [query key, data]. */
  seed?: readonly (readonly [QueryKey, unknown])[]
  officeCalls?: Partial<OfficeCalls>
  staffCalls?: Partial<StaffCalls>
  screen: () => ReactNode
}

const names: Record<StaffRole, string> = {
  administrator: 'Ada Lam',
  event_manager: 'Ben Ho',
  customer_service: 'Carmen Wong',
  door_staff: 'Dickson Chan',
}

/** The staff member a story signs in as. */
export const storyStaff = (role: StaffRole): SignedInStaff => ({
  id: staffRoleIds[role],
  email: `${role}@office.demo.citytix.hk`,
  name: names[role],
  role,
})
const staffRoleIds: Record<StaffRole, number> = {
  administrator: 1,
  event_manager: 2,
  customer_service: 3,
  door_staff: 4,
}

function setUp({ page, path, role, seed = [], screen }: OfficeScreenStoryOptions) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  })
  staffAuth.signOut()
  if (role) {
    staffAuth.signIn('story-staff-token', storyStaff(role))
    queryClient.setQueryData(staffSessionQuery().queryKey, storyStaff(role))
  }
  for (const [key, data] of seed) queryClient.setQueryData(key, data)
  const root = createRootRoute({ component: Outlet })
  const route = createRoute({
    getParentRoute: () => root,
    path,
    staticData: { page },
    component: screen,
  })
  const router = createRouter({
    routeTree: root.addChildren([route]),
    history: createMemoryHistory({ initialEntries: [path] }),
  })
  return { queryClient, router }
}

export function OfficeScreenStory(options: OfficeScreenStoryOptions) {
  // made once per story, not on every render
  const [{ queryClient, router }] = useState(() => setUp(options))
  return (
    <ToastProvider>
      <QueryClientProvider client={queryClient}>
        <OfficeCallsProvider calls={options.officeCalls ?? {}}>
          <StaffCallsProvider calls={options.staffCalls ?? {}}>
            <RouterProvider router={router as never} />
          </StaffCallsProvider>
        </OfficeCallsProvider>
      </QueryClientProvider>
    </ToastProvider>
  )
}
