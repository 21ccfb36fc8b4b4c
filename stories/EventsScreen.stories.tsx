import { msg } from '@lingui/core/macro'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { hotEventQuery } from '../app/api/queries'
import { EventsPending } from '../app/features/events/EventsPending'
import { EventsScreen } from '../app/features/events/EventsScreen'
import { homeEventsQuery } from '../app/features/events/homeEvents'
import { homeExtras } from '../app/features/events/homeQueries'
import type { HomeSearch } from '../app/features/events/homeSearch'
import { DrawPartsAtOnce } from '../app/features/events/useOneAtATime'
import {
  emptyEventList,
  storyBanners,
  storyCategories,
  storyEventList,
  storyEvents,
  storyNews,
  storyPopups,
  storyPresenters,
} from './browseScreenFixtures'
import { BrowseScreenStory } from './browseScreenStory'
import { failedStory, loadingStory } from './screenStates'

const page = {
  title: msg`Events`,
  description: msg`Concerts, sports, shows and cinema on sale in Hong Kong: browse events and buy tickets online.`,
}

/** Every answer the home asks for, as its route would have loaded them. */
function homeSeed(search: HomeSearch, list = storyEventList, hot = false) {
  return [
    [hotEventQuery().queryKey, { isHotEvent: hot }],
    [homeEventsQuery(search).queryKey, list],
    [homeExtras.banners().queryKey, storyBanners],
    [homeExtras.categories().queryKey, storyCategories],
    [homeExtras.presenters().queryKey, storyPresenters],
    [homeExtras.popups().queryKey, storyPopups],
    [homeExtras.news().queryKey, storyNews],
    [homeExtras.cityTicketing(search).queryKey, { data: storyEvents.slice(1, 2), total: 1 }],
    [homeExtras.festival().queryKey, { data: storyEvents.slice(2), total: 1 }],
    [homeExtras.filmFestival().queryKey, emptyEventList],
  ] as const
}

/**
 * The parts below the main list (highlights, festival lists, presenters, news) load their code
 * once the page has been drawn and the browser is idle (AfterFirstPaint): a visitor sees them
 * a moment later, so the stories wait as long as a visitor would.
 */
const extrasTimeout = { timeout: 10_000 }

/** Resolves once the moment has passed when the parts below the main list would appear. */
async function extrasMoment() {
  await new Promise((resolve) => requestIdleCallback(resolve, { timeout: 1500 }))
  await import('../app/features/events/HomeExtras')
  await new Promise((resolve) => requestAnimationFrame(resolve))
}

const meta = {
  title: 'Screens/Events home',
  component: BrowseScreenStory,
  parameters: { layout: 'fullscreen' },
  // the parts below the list at once, not one per quiet moment: the screenshots must not
  // depend on how many of those the browser has had
  decorators: [
    (Story) => (
      <DrawPartsAtOnce>
        <Story />
      </DrawPartsAtOnce>
    ),
  ],
  args: { page, seed: homeSeed({}), screen: () => <EventsScreen search={{}} /> },
} satisfies Meta<typeof BrowseScreenStory>
export default meta
type Story = StoryObj<typeof meta>

export const Filled: Story = {
  play: async ({ canvas }) => {
    const onSale = await canvas.findByRole('region', { name: 'On sale now' })
    await expect(within(onSale).getAllByRole('article')).toHaveLength(3)
    await expect(canvas.getByRole('link', { name: /Pop concert/ })).toHaveAttribute(
      'href',
      '/Events.html?category=popConcert',
    )
    await expect(
      await canvas.findByRole('heading', { name: 'Kai Tak Arts Festival' }, extrasTimeout),
    ).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Hide presenters' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
  },
}

/** A shared link: this weekend's pop concerts in Hong Kong, on the daily recommendations tab. */
const filtered: HomeSearch = {
  category: 'popConcert',
  when: 'thisWeekend',
  region: 'hongKong',
  tab: 'dailyRecommendations',
}
export const Filtered: Story = {
  args: {
    seed: homeSeed(filtered, { data: storyEvents.slice(0, 1), total: 1 }),
    screen: () => <EventsScreen search={filtered} />,
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Pop concert' }),
    ).toBeVisible()
    await expect(canvas.getByRole('radio', { name: 'This weekend' })).toBeChecked()
    await expect(canvas.getByRole('tab', { name: 'Daily recommendations' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(await canvas.findByRole('heading', { name: 'News' }, extrasTimeout)).toBeVisible()
  },
}

export const NothingMatches: Story = {
  args: {
    seed: homeSeed({ when: 'today' }, emptyEventList),
    screen: () => <EventsScreen search={{ when: 'today' }} />,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No events match your choice.')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Show all events' })).toBeVisible()
    await expect(await canvas.findByRole('heading', { name: 'News' }, extrasTimeout)).toBeVisible()
  },
}

export const Empty: Story = {
  args: { seed: homeSeed({}, emptyEventList) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No events are on sale right now.')).toBeVisible()
    await expect(await canvas.findByRole('heading', { name: 'News' }, extrasTimeout)).toBeVisible()
  },
}

/** During a hot event the home shows the banners and the list only. */
export const HotEvent: Story = {
  args: { seed: homeSeed({}, storyEventList, true) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/very popular event/)).toBeVisible()
    // not merely not yet: the moment the news would have come has passed
    await extrasMoment()
    await expect(canvas.queryByRole('heading', { name: 'News' })).toBeNull()
  },
}

export const Loading: Story = loadingStory(() => <EventsPending />, 'Loading events')

export const Failed: Story = failedStory

export const TraditionalChinese: Story = {
  globals: { locale: 'zh-Hant' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: '現正發售' })).toBeVisible()
    await expect(
      await canvas.findByRole('heading', { name: '最新消息' }, extrasTimeout),
    ).toBeVisible()
  },
}
