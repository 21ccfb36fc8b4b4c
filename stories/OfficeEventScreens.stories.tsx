import { msg } from '@lingui/core/macro'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import {
  categoriesQuery,
  officeEventQuery,
  officeEventsQuery,
  type Schemas,
  venuesQuery,
} from '../app/api/queries'
import { staffAuth } from '../app/auth/staffAuth'
import { OfficeEventScreen } from '../app/features/office/events/OfficeEventScreen'
import { OfficeEventsScreen } from '../app/features/office/events/OfficeEventsScreen'
import { shown } from './memberScreenStory'
import { OfficeScreenStory } from './officeScreenStory'

const text = (en: string, zhHant: string, zhHans: string) => ({
  en,
  'zh-Hant': zhHant,
  'zh-Hans': zhHans,
})
const venue = { id: 'xiqu-centre', name: text('Xiqu Centre', '戲曲中心', '戏曲中心') }
const events: Schemas['OfficeEventSummary'][] = [
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
]
const draft: Schemas['OfficeEvent'] = {
  id: 100001,
  status: 'draft',
  title: text('Lantern Night Orchestra', '燈籠夜管弦樂', '灯笼夜管弦乐'),
  description: text('Music under the lanterns.', '燈籠下的音樂。', '灯笼下的音乐。'),
  presenter: text('Citytix Presents', '城市售票網呈獻', '城市售票网呈献'),
  category: 'music',
  venueId: 'xiqu-centre',
  region: 'hongKong',
  ticketTypes: ['standard', 'student'],
  maxTicketsPerTransaction: 4,
  imageUrl: '/images/events/office-100001.svg',
  performanceCount: 0,
}
const published: Schemas['OfficeEvent'] = {
  ...draft,
  id: 8001,
  status: 'published',
  performanceCount: 2,
}
const formSeed = [
  [
    categoriesQuery().queryKey,
    { data: [{ code: 'music', name: text('Music', '音樂', '音乐'), eventCount: 3 }] },
  ],
  [
    venuesQuery('hongKong').queryKey,
    {
      data: [
        {
          ...venue,
          address: text('88 Austin Road West', '柯士甸道西88號', '柯士甸道西88号'),
          district: text('Yau Tsim Mong', '油尖旺', '油尖旺'),
          region: 'hongKong',
          phone: '+852 2200 0217',
        },
      ],
    },
  ],
  [officeEventQuery(draft.id).queryKey, draft],
  [officeEventQuery(published.id).queryKey, published],
] as const

const listPage = {
  title: msg`Events`,
  description: msg`The box office's events: drafts and published, found by title.`,
}
const formPage = {
  title: msg`Event`,
  description: msg`Create or change an event, and publish or unpublish it.`,
}

const meta = {
  title: 'Screens/Box office/Events',
  component: OfficeScreenStory,
  beforeEach: () => () => staffAuth.signOut(),
  args: {
    page: listPage,
    path: '/Office/Events.html',
    role: 'event_manager',
    seed: [[officeEventsQuery({}).queryKey, { data: events, total: events.length }]],
    screen: () => <OfficeEventsScreen search={{}} onSearch={fn()} />,
  },
} satisfies Meta<typeof OfficeScreenStory>
export default meta
type Story = StoryObj<typeof meta>

/** Every event, drafts first, each with its status in words and a link to its form. */
export const EventList: Story = {
  play: async ({ canvas }) => {
    await expect((await shown(canvas, 'Lantern Night Orchestra')).length).toBe(1)
    await expect((await shown(canvas, 'Draft')).length).toBeGreaterThan(0)
    await expect((await shown(canvas, 'Published')).length).toBeGreaterThan(0)
    await expect(canvas.getByRole('searchbox', { name: 'Search by title' })).toBeVisible()
  },
}

/** No event yet: the list says how to start one. */
export const EventListEmpty: Story = {
  args: { seed: [[officeEventsQuery({}).queryKey, { data: [], total: 0 }]] },
  play: async ({ canvas }) => {
    await expect((await shown(canvas, 'No events yet')).length).toBe(1)
    await expect((await shown(canvas, 'Start one with "New event".')).length).toBe(1)
  },
}

/** A search that finds nothing is said plainly, with what to try instead. */
export const EventListNoMatch: Story = {
  args: {
    seed: [[officeEventsQuery({ q: 'opera', status: 'draft' }).queryKey, { data: [], total: 0 }]],
    screen: () => <OfficeEventsScreen search={{ q: 'opera', status: 'draft' }} onSearch={fn()} />,
  },
  play: async ({ canvas }) => {
    await expect((await shown(canvas, 'No event matches')).length).toBe(1)
  },
}

/** Customer service on the events: not for their role. */
export const EventListNotForTheRole: Story = {
  args: { role: 'customer_service' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Not for your role')).toBeVisible()
  },
}

/** The list in Traditional Chinese. */
export const EventListTraditionalChinese: Story = {
  globals: { locale: 'zh-Hant' },
  play: async ({ canvas }) => {
    await expect((await shown(canvas, '燈籠夜管弦樂')).length).toBe(1)
  },
}

/** A new event: empty fields, saved as a draft. */
export const NewEvent: Story = {
  args: {
    page: formPage,
    path: '/Office/Event.html',
    seed: formSeed,
    screen: () => <OfficeEventScreen onCreated={fn()} />,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'New event' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Save as draft' })).toBeVisible()
  },
}

/** Sent empty: each missing field says what it needs, beside it. */
export const NewEventIncomplete: Story = {
  args: NewEvent.args,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Save as draft' }))
    await expect(await canvas.findByText('Please enter the title in English.')).toBeVisible()
    await expect(canvas.getByText('Please choose a category.')).toBeVisible()
    await expect(canvas.getByText('Please choose a venue.')).toBeVisible()
    const title = canvas.getAllByRole('textbox', { name: /English/ })[0]
    await expect(title).toHaveAttribute('aria-invalid', 'true')
  },
}

/** A draft: its status, the publish button and the way to its performances. */
export const DraftEvent: Story = {
  args: {
    ...NewEvent.args,
    screen: () => <OfficeEventScreen eventId={draft.id} onCreated={fn()} />,
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Lantern Night Orchestra' }),
    ).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Publish' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Performances' })).toHaveAttribute(
      'href',
      expect.stringContaining('/Office/Performances.html?event=100001'),
    )
  },
}

/** A published event can be made a draft again. */
export const PublishedEvent: Story = {
  args: {
    ...NewEvent.args,
    screen: () => <OfficeEventScreen eventId={published.id} onCreated={fn()} />,
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('button', { name: 'Unpublish (make a draft again)' }),
    ).toBeVisible()
    await expect(
      canvas.getByText('Visitors see this event on the lists, in search and on its own page.'),
    ).toBeVisible()
  },
}

/** The draft's form in Traditional Chinese. */
export const DraftEventTraditionalChinese: Story = {
  args: DraftEvent.args,
  globals: { locale: 'zh-Hant' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '燈籠夜管弦樂' }),
    ).toBeVisible()
  },
}
