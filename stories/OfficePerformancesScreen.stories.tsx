import { msg } from '@lingui/core/macro'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import {
  officePerformancesQuery,
  officePriceZonesQuery,
  type Schemas,
  setOfficePriceZonesMutation,
  updateOfficePerformanceMutation,
} from '../app/api/queries'
import { OfficePerformancesScreen } from '../app/features/office/performances/OfficePerformancesScreen'
import {
  type PerformanceCalls,
  PerformanceCallsProvider,
} from '../app/features/office/performances/performanceCalls'
import { answers, refuses } from './memberScreenStory'
import { OfficeScreenStory } from './officeScreenStory'

const list: Schemas['OfficePerformanceList'] = {
  eventId: 8801,
  title: {
    en: 'Hong Kong Philharmonic New Year Concert',
    'zh-Hant': '香港管弦樂團新年音樂會',
    'zh-Hans': '香港管弦乐团新年音乐会',
  },
  priceZones: [
    { id: 1, name: { en: 'Stalls', 'zh-Hant': '池座', 'zh-Hans': '池座' }, price: 480 },
    { id: 2, name: { en: 'Balcony', 'zh-Hant': '樓座', 'zh-Hans': '楼座' }, price: 350 },
  ],
  ticketTypes: ['standard', 'student', 'senior65'],
  data: [
    {
      id: 880101,
      startsAt: '2026-12-31T20:00:00+08:00',
      seating: 'reserved',
      salesOpenAt: '2026-12-01T10:00:00+08:00',
      salesCloseAt: '2026-12-31T18:00:00+08:00',
      hot: true,
      room: { preQueueAt: '2026-12-01T09:30:00+08:00', admissionPerMinute: 300, activeCap: 1000 },
      sold: 412,
    },
    {
      id: 880102,
      startsAt: '2027-01-01T15:00:00+08:00',
      seating: 'generalAdmission',
      hot: false,
      sold: 0,
    },
  ],
}
const zones: Schemas['OfficePriceZones'] = {
  performanceId: 880101,
  seating: 'reserved',
  zones: [
    {
      priceZoneId: 1,
      name: { en: 'Stalls', 'zh-Hant': '池座', 'zh-Hans': '池座' },
      price: 480,
      seats: 600,
      sold: 300,
      ticketTypePrices: [
        { ticketType: 'student', price: 240, sold: 20 },
        { ticketType: 'senior65', price: 240, sold: 48 },
      ],
    },
    {
      priceZoneId: 2,
      name: { en: 'Balcony', 'zh-Hant': '樓座', 'zh-Hans': '楼座' },
      price: 350,
      seats: 600,
      sold: 112,
      ticketTypePrices: [],
    },
  ],
}

const page = {
  title: msg`Performances`,
  description: msg`An event's performances, their sale windows, waiting rooms and prices.`,
}
const path = '/Office/Performances.html'
// each story's screen with its own stand-in calls (a render function, drawn once per story)
const screen =
  (calls: Partial<PerformanceCalls> = {}) =>
  () => (
    <PerformanceCallsProvider calls={calls}>
      <OfficePerformancesScreen eventId={list.eventId} />
    </PerformanceCallsProvider>
  )

const meta = {
  title: 'Screens/Office/Performances',
  component: OfficeScreenStory,
  args: {
    page,
    path,
    role: 'event_manager',
    seed: [
      [officePerformancesQuery(list.eventId).queryKey, list],
      [officePriceZonesQuery(list.eventId, 880101).queryKey, zones],
    ],
    screen: screen(),
  },
} satisfies Meta<typeof OfficeScreenStory>
export default meta
type Story = StoryObj<typeof meta>

const openFirst = async (canvas: {
  findAllByRole: (role: string, options: { name: string }) => Promise<HTMLElement[]>
}) => {
  const edits = await canvas.findAllByRole('button', {
    name: 'Edit the performance of 31 Dec 2026, 20:00',
  })
  await userEvent.click(edits.find((edit) => edit.checkVisibility()) as HTMLElement)
}

/** An event manager's view: the event's performances in Hong Kong time. */
export const List: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', {
        name: 'Performances of Hong Kong Philharmonic New Year Concert',
      }),
    ).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Back to the event' })).toBeVisible()
  },
}

/** A performance opened: its form with the waiting room (hot) and its price zones. */
export const Edit: Story = {
  play: async ({ canvas }) => {
    await openFirst(canvas)
    await expect(await canvas.findByRole('form', { name: 'Price zones' })).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: /Buyers let in per minute/ })).toBeVisible()
  },
}

/** A new performance sent empty: each missing field says so beside it. */
export const NewPerformanceErrors: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Add a performance' }))
    await userEvent.click(await canvas.findByRole('button', { name: 'Add the performance' }))
    await expect(await canvas.findByText('Please enter a date and time.')).toBeVisible()
  },
}

/** The server refuses a change under tickets already sold. */
export const ChangeRefused: Story = {
  args: {
    screen: screen({
      update: {
        ...updateOfficePerformanceMutation,
        mutationFn: refuses('CHANGE_BREAKS_SALES', 409),
      },
      setPriceZones: { ...setOfficePriceZonesMutation, mutationFn: answers(zones) },
    }),
  },
  play: async ({ canvas }) => {
    await openFirst(canvas)
    await userEvent.click(await canvas.findByRole('radio', { name: 'General admission' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Save the performance' }))
    await expect(
      await canvas.findByText('This change would affect tickets already sold.'),
    ).toBeVisible()
  },
}

/** Customer service may not change performances. */
export const NotForTheRole: Story = {
  args: { role: 'customer_service' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Not for your role')).toBeVisible()
  },
}
