// The box office's performances screen in a real browser: the event's performances in Hong Kong
// time, a new performance's form sent empty names each missing field beside it (the schema the
// server checks with), a refused change under sold tickets is said above the button, and the
// price zones editor names a bad price beside its field.
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
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { ApiError } from '../../../api/errors'
import {
  officePerformancesQuery,
  officePriceZonesQuery,
  type Schemas,
  setOfficePriceZonesMutation,
  staffSessionQuery,
  updateOfficePerformanceMutation,
} from '../../../api/queries'
import { staffAuth } from '../../../auth/staffAuth'
import { OfficePerformancesScreen } from './OfficePerformancesScreen'
import { PerformanceCallsProvider } from './performanceCalls'

const manager = {
  id: 7,
  email: 'mei@citytix.example',
  name: 'Mei Chan',
  role: 'event_manager' as const,
}
const list: Schemas['OfficePerformanceList'] = {
  eventId: 8801,
  title: { en: 'Lantern Night Orchestra', 'zh-Hant': '燈籠夜管弦樂', 'zh-Hans': '灯笼夜管弦乐' },
  priceZones: [
    { id: 11, name: { en: 'Stalls', 'zh-Hant': '池座', 'zh-Hans': '池座' }, price: 480 },
  ],
  ticketTypes: ['standard', 'student'],
  data: [
    {
      id: 880101,
      startsAt: '2026-12-31T20:00:00+08:00',
      seating: 'reserved',
      salesOpenAt: '2026-12-01T10:00:00+08:00',
      hot: true,
      room: { preQueueAt: '2026-12-01T09:30:00+08:00', admissionPerMinute: 300, activeCap: 1000 },
      sold: 412,
    },
  ],
}
const zones: Schemas['OfficePriceZones'] = {
  performanceId: 880101,
  seating: 'reserved',
  zones: [
    {
      priceZoneId: 11,
      name: { en: 'Stalls', 'zh-Hant': '池座', 'zh-Hans': '池座' },
      price: 480,
      seats: 600,
      sold: 412,
      ticketTypePrices: [{ ticketType: 'student', price: 240, sold: 12 }],
    },
  ],
}

const refusedUpdate = vi.fn(async (): Promise<Schemas['OfficePerformance']> => {
  throw new ApiError('CHANGE_BREAKS_SALES', 'CHANGE_BREAKS_SALES', 409)
})
const savedZones = vi.fn(async (_variables: unknown) => zones)

function draw() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  })
  client.setQueryData(staffSessionQuery().queryKey, manager)
  client.setQueryData(officePerformancesQuery(list.eventId).queryKey, list)
  client.setQueryData(officePriceZonesQuery(list.eventId, 880101).queryKey, zones)
  const root = createRootRoute({ component: Outlet })
  const route = createRoute({
    getParentRoute: () => root,
    path: '/Office/Performances.html',
    component: () => <OfficePerformancesScreen eventId={list.eventId} />,
  })
  const router = createRouter({
    routeTree: root.addChildren([route]),
    history: createMemoryHistory({ initialEntries: ['/Office/Performances.html'] }),
  })
  return renderInBrowser(
    <QueryClientProvider client={client}>
      <PerformanceCallsProvider
        calls={{
          // the list read again after a save answers the same
          performances: (eventId) => ({
            ...officePerformancesQuery(eventId),
            queryFn: async () => list,
          }),
          update: { ...updateOfficePerformanceMutation, mutationFn: refusedUpdate },
          setPriceZones: { ...setOfficePriceZonesMutation, mutationFn: savedZones },
        }}
      >
        <RouterProvider router={router as never} />
      </PerformanceCallsProvider>
    </QueryClientProvider>,
  )
}

beforeEach(() => staffAuth.signIn('cts_browser_test', manager))
afterEach(() => {
  staffAuth.signOut()
  vi.clearAllMocks()
})

describe('the office performances screen', () => {
  it("lists the event's performances in Hong Kong time with the way back to the event", async () => {
    const view = draw()
    await view.findByRole('heading', { name: 'Performances of Lantern Night Orchestra' })
    expect(view.getAllByText('31 Dec 2026, 20:00').length).toBeGreaterThan(0)
    expect(view.getAllByText('Reserved seating').length).toBeGreaterThan(0)
    expect(view.getAllByText('1 Dec 2026, 10:00 to the start').length).toBeGreaterThan(0)
    expect(view.getAllByText('412').length).toBeGreaterThan(0)
    const back = view.getByRole('link', { name: 'Back to the event' })
    expect(back.getAttribute('href')).toContain('/Office/Event.html?id=8801')
  })

  it('names every missing field beside it when a new performance is sent empty', async () => {
    const view = draw()
    await userEvent.click(await view.findByRole('button', { name: 'Add a performance' }))
    await userEvent.click(await view.findByRole('button', { name: 'Add the performance' }))
    await view.findByText('Please enter a date and time.')
    expect(view.getByText('Please choose reserved seating or general admission.')).toBeTruthy()
    const startsAt = view.getByRole('textbox', { name: /Date and time/ })
    expect(startsAt.getAttribute('aria-invalid')).toBe('true')
    // a hot performance shows its waiting room and needs its sale's opening
    await userEvent.click(view.getByRole('switch', { name: /Hot/ }))
    expect(view.getByRole('textbox', { name: /Buyers let in per minute/ })).toBeTruthy()
    await userEvent.type(startsAt, '2026-12-31 20:00')
    await expect.poll(() => view.queryByText('Please enter a date and time.')).toBeNull()
    expect(view.getByText('A hot performance needs the time its sale opens.')).toBeTruthy()
  })

  it('says why the server refused a change under sold tickets', async () => {
    const view = draw()
    const edits = await view.findAllByRole('button', {
      name: 'Edit the performance of 31 Dec 2026, 20:00',
    })
    await userEvent.click(edits[0] as HTMLElement)
    const form = await view.findByRole('form', { name: 'Change the performance' })
    expect(view.getByRole('textbox', { name: /Waiting room opens/ })).toBeTruthy()
    await userEvent.click(view.getByRole('radio', { name: 'General admission' }))
    await userEvent.click(view.getByRole('button', { name: 'Save the performance' }))
    await view.findByText('This change would affect tickets already sold.')
    expect(refusedUpdate).toHaveBeenCalledOnce()
    expect(form).toBeTruthy()
  })

  it('edits the price zones: a bad price beside its field, then saved', async () => {
    const view = draw()
    const edits = await view.findAllByRole('button', {
      name: 'Edit the performance of 31 Dec 2026, 20:00',
    })
    await userEvent.click(edits[0] as HTMLElement)
    const student = await view.findByRole('textbox', { name: /student price/i })
    expect((student as HTMLInputElement).value).toBe('240')
    await userEvent.clear(student)
    await userEvent.type(student, '12.345')
    await userEvent.click(view.getByRole('button', { name: 'Save the prices' }))
    await view.findByText('Please enter a price of 0 or more, with at most 2 decimals.')
    expect(savedZones).not.toHaveBeenCalled()
    await userEvent.clear(student)
    await userEvent.type(student, '200')
    await userEvent.click(view.getByRole('button', { name: 'Save the prices' }))
    await view.findByText('The prices are saved.')
    expect(savedZones.mock.calls[0]?.[0]).toEqual({
      eventId: 8801,
      performanceId: 880101,
      form: {
        zones: [
          {
            priceZoneId: 11,
            price: 480,
            ticketTypePrices: [{ ticketType: 'student', price: 200 }],
          },
        ],
      },
    })
  })
})
