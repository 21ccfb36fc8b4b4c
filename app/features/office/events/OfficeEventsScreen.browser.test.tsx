// The box office's events list in a real browser: each event with its status in words and a
// link to its form, "New event", and an empty search said plainly.
import { renderInBrowser } from '@design-system/testing'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  type OfficeEventFilters,
  officeEventsQuery,
  type Schemas,
  staffSessionQuery,
} from '../../../api/queries'
import { staffAuth } from '../../../auth/staffAuth'
import { OfficeEventsScreen } from './OfficeEventsScreen'

const text = (en: string, zhHant: string, zhHans: string) => ({
  en,
  'zh-Hant': zhHant,
  'zh-Hans': zhHans,
})
const manager = {
  id: 7,
  email: 'mei@citytix.example',
  name: 'Mei Chan',
  role: 'event_manager' as const,
}
const venue = { id: 'xiqu-centre', name: text('Xiqu Centre', '戲曲中心', '戏曲中心') }

function draw(search: OfficeEventFilters, events: Schemas['OfficeEventSummary'][]) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  })
  client.setQueryData(staffSessionQuery().queryKey, manager)
  client.setQueryData(officeEventsQuery(search).queryKey, { data: events, total: events.length })
  const root = createRootRoute({ component: Outlet })
  const route = createRoute({
    getParentRoute: () => root,
    path: '/Office/Events.html',
    component: () => <OfficeEventsScreen search={search} onSearch={() => undefined} />,
  })
  const router = createRouter({
    routeTree: root.addChildren([route]),
    history: createMemoryHistory({ initialEntries: ['/Office/Events.html'] }),
  })
  return renderInBrowser(
    <QueryClientProvider client={client}>
      <RouterProvider router={router as never} />
    </QueryClientProvider>,
  )
}

beforeEach(() => staffAuth.signIn('cts_browser_test', manager))
afterEach(() => staffAuth.signOut())

describe('the office events list', () => {
  it('shows each event with its status and a link to its form', async () => {
    const view = draw({}, [
      {
        id: 100001,
        status: 'draft',
        title: text('Lantern Night Orchestra', '燈籠夜管弦樂', '灯笼夜管弦乐'),
        category: 'music',
        venue,
        performanceCount: 0,
      },
      {
        id: 8001,
        status: 'published',
        title: text('Harbour Lights Pop Concert', '港灣燈影流行演唱會', '港湾灯影流行演唱会'),
        category: 'popConcert',
        venue,
        performanceCount: 2,
      },
    ])
    const draft = await view.findByRole('link', { name: 'Lantern Night Orchestra' })
    expect(draft.getAttribute('href')).toContain('/Office/Event.html?id=100001')
    expect(view.getAllByText('Draft').length).toBeGreaterThan(0)
    expect(view.getAllByText('Published').length).toBeGreaterThan(0)
    // the button, and the box office's nav
    const start = view.getAllByRole('link', { name: 'New event' })
    expect(start.every((link) => link.getAttribute('href')?.endsWith('/Office/Event.html'))).toBe(
      true,
    )
  })

  it('says plainly when no event matches the search', async () => {
    const view = draw({ q: 'nothing like this', status: 'draft' }, [])
    expect((await view.findAllByText('No event matches')).length).toBeGreaterThan(0)
    expect(view.queryByRole('table')).toBeNull()
  })
})
