// The box office's event form in a real browser: a new event's form sent empty names each
// missing field beside it (the schema the server checks with), and an existing draft shows its
// status, the publish button and the way to its performances.
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
import { userEvent } from 'vitest/browser'
import {
  categoriesQuery,
  officeEventQuery,
  type Schemas,
  staffSessionQuery,
  venuesQuery,
} from '../../../api/queries'
import { staffAuth } from '../../../auth/staffAuth'
import { OfficeEventScreen } from './OfficeEventScreen'

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
const draft: Schemas['OfficeEvent'] = {
  id: 100001,
  status: 'draft',
  title: text('Lantern Night Orchestra', '燈籠夜管弦樂', '灯笼夜管弦乐'),
  description: text('Music under the lanterns.', '燈籠下的音樂。', '灯笼下的音乐。'),
  category: 'music',
  venueId: 'xiqu-centre',
  region: 'hongKong',
  ticketTypes: ['student'],
  maxTicketsPerTransaction: 4,
  imageUrl: '/images/events/office-100001.svg',
  performanceCount: 0,
}

function draw(eventId?: number) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  })
  client.setQueryData(staffSessionQuery().queryKey, manager)
  client.setQueryData(categoriesQuery().queryKey, {
    data: [{ code: 'music', name: text('Music', '音樂', '音乐'), eventCount: 3 }],
  })
  client.setQueryData(venuesQuery('hongKong').queryKey, {
    data: [
      {
        id: 'xiqu-centre',
        name: text('Xiqu Centre', '戲曲中心', '戏曲中心'),
        address: text('88 Austin Road West', '柯士甸道西88號', '柯士甸道西88号'),
        district: text('Yau Tsim Mong', '油尖旺', '油尖旺'),
        region: 'hongKong',
        phone: '+852 2200 0217',
      },
    ],
  })
  client.setQueryData(officeEventQuery(draft.id).queryKey, draft)
  const root = createRootRoute({ component: Outlet })
  const route = createRoute({
    getParentRoute: () => root,
    path: '/Office/Event.html',
    component: () => <OfficeEventScreen eventId={eventId} onCreated={() => undefined} />,
  })
  const router = createRouter({
    routeTree: root.addChildren([route]),
    history: createMemoryHistory({ initialEntries: ['/Office/Event.html'] }),
  })
  return renderInBrowser(
    <QueryClientProvider client={client}>
      <RouterProvider router={router as never} />
    </QueryClientProvider>,
  )
}

beforeEach(() => staffAuth.signIn('cts_browser_test', manager))
afterEach(() => staffAuth.signOut())

describe('the office event form', () => {
  it('names every field left empty beside it when a new event is sent empty', async () => {
    const view = draw()
    const save = await view.findByRole('button', { name: 'Save as draft' })
    await userEvent.click(save)
    await view.findByText('Please enter the title in English.')
    expect(view.getByText('Please enter the title in Traditional Chinese.')).toBeTruthy()
    expect(view.getByText('Please enter the description in Simplified Chinese.')).toBeTruthy()
    expect(view.getByText('Please choose a category.')).toBeTruthy()
    expect(view.getByText('Please choose a venue.')).toBeTruthy()
    const title = view.getAllByRole('textbox', { name: /English/ })[0] as HTMLElement
    expect(title.getAttribute('aria-invalid')).toBe('true')
    // typing the title takes its message away
    await userEvent.type(title, 'Lantern Night')
    await expect.poll(() => view.queryByText('Please enter the title in English.')).toBeNull()
  })

  it('shows a draft with its status, the publish button and its performances', async () => {
    const view = draw(draft.id)
    await view.findByRole('heading', { name: 'Lantern Night Orchestra' })
    expect(view.getAllByText('Draft').length).toBeGreaterThan(0)
    expect(view.getByRole('button', { name: 'Publish' })).toBeTruthy()
    const performances = view.getByRole('link', { name: 'Performances' })
    expect(performances.getAttribute('href')).toContain('/Office/Performances.html?event=100001')
    const title = view.getAllByRole('textbox', { name: /English/ })[0] as HTMLInputElement
    expect(title.value).toBe('Lantern Night Orchestra')
  })
})
