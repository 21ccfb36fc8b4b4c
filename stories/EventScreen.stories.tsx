import { msg } from '@lingui/core/macro'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import type { Schemas } from '../app/api/queries'
import { eventQuery, venueQuery } from '../app/api/queries'
import { EventPending } from '../app/features/event/EventPending'
import { EventScreen } from '../app/features/event/EventScreen'
import { NotFoundState } from '../app/features/events/NotFoundState'
import { storyEvent, storyVenue } from './browseScreenFixtures'
import { BrowseScreenStory } from './browseScreenStory'
import { failedStory, loadingStory } from './screenStates'

const page = {
  title: msg`Event details`,
  description: msg`Performances, prices, venue and how to buy tickets for this event.`,
}

const seed = (event: Schemas['EventDetail']) =>
  [
    [eventQuery(event.id).queryKey, event],
    [venueQuery(event.venue.id).queryKey, storyVenue],
  ] as const

/**
 * The stories' clock, held still: the countdown and the delivery deadlines ("no longer
 * possible for the next show") read the same on every day the stories run.
 */
const storyNow = Date.parse('2026-12-01T10:00:00+08:00')
const inDays = (days: number) => new Date(storyNow + days * 86_400_000).toISOString()

const meta = {
  title: 'Screens/Event',
  component: BrowseScreenStory,
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    // `Date.now()` and `new Date()` both read the held clock; a plain stand-in, not a spy
    // (a spy records each call, itself asking for the time)
    const RealDate = Date
    globalThis.Date = class extends RealDate {
      constructor(...args: unknown[]) {
        super(...((args.length > 0 ? args : [storyNow]) as [number]))
      }
      static override now() {
        return storyNow
      }
    } as DateConstructor
    return () => {
      globalThis.Date = RealDate
    }
  },

  args: { page, seed: seed(storyEvent), screen: () => <EventScreen eventId={storyEvent.id} /> },
} satisfies Meta<typeof BrowseScreenStory>
export default meta
type Story = StoryObj<typeof meta>

/** On sale, to a visitor: the way to buy starts with logging in. */
export const OnSale: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: storyEvent.title.en }),
    ).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Log in to buy tickets' })).toHaveAttribute(
      'href',
      '/Login.html?targetUrl=%2FEvent%2F8001%2FBuy',
    )
    await expect(canvas.getByRole('button', { name: /Favourite/ })).toHaveTextContent('1.8M')
    await expect(canvas.getByRole('link', { name: /Map of Hong Kong Coliseum/ })).toHaveAttribute(
      'href',
      expect.stringContaining('openstreetmap.org'),
    )
  },
}

export const ForAMember: Story = {
  args: { member: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Buy tickets' })).toHaveAttribute(
      'href',
      '/Event/8001/Buy',
    )
  },
}

const coming = { ...storyEvent, status: 'comingSoon' as const, onSaleAt: inDays(2) }
export const ComingSoon: Story = {
  args: { seed: seed(coming), screen: () => <EventScreen eventId={coming.id} /> },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('timer')).toHaveTextContent('2 days 00:00:00')
    await expect(canvas.queryByRole('link', { name: /Buy tickets/ })).toBeNull()
  },
}

const soldOut = { ...storyEvent, status: 'soldOut' as const }
export const SoldOut: Story = {
  args: { seed: seed(soldOut), screen: () => <EventScreen eventId={soldOut.id} /> },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Every performance is sold out.')).toBeVisible()
  },
}

export const Loading: Story = loadingStory(() => <EventPending />, 'Loading the event')

export const NotFound: Story = {
  args: { seed: [], screen: () => <NotFoundState /> },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'See the events on sale' })).toBeVisible()
  },
}

export const Failed: Story = failedStory

export const SimplifiedChinese: Story = {
  globals: { locale: 'zh-Hans' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '节目简介' })).toBeVisible()
  },
}
