import { msg } from '@lingui/core/macro'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { categoriesQuery, pastEventsQuery } from '../app/api/queries'
import { PastEventsPending } from '../app/features/events/PastEventsPending'
import { PastEventsScreen } from '../app/features/events/PastEventsScreen'
import { pastFilters } from '../app/features/events/pastSearch'
import { emptyEventList, storyCategories, storyEvents } from './browseScreenFixtures'
import { BrowseScreenStory } from './browseScreenStory'
import { failedStory, loadingStory } from './screenStates'

const page = { title: msg`Past events`, description: msg`Events that have already taken place.` }
const ended = storyEvents.map((event) => ({ ...event, status: 'ended' as const }))

const meta = {
  title: 'Screens/Past events',
  component: BrowseScreenStory,
  parameters: { layout: 'fullscreen' },
  args: {
    page,
    seed: [
      [pastEventsQuery(pastFilters({})).queryKey, { data: ended, total: 3 }],
      [categoriesQuery().queryKey, storyCategories],
    ],
    screen: () => <PastEventsScreen search={{}} />,
  },
} satisfies Meta<typeof BrowseScreenStory>
export default meta
type Story = StoryObj<typeof meta>

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByRole('article')).toHaveLength(3)
    await expect(canvas.getByRole('link', { name: 'All categories' })).toHaveAttribute(
      'aria-current',
      'page',
    )
  },
}

export const EmptyCategory: Story = {
  args: {
    seed: [
      [pastEventsQuery(pastFilters({ category: 'sports' })).queryKey, emptyEventList],
      [categoriesQuery().queryKey, storyCategories],
    ],
    screen: () => <PastEventsScreen search={{ category: 'sports' }} />,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No past events in this category.')).toBeVisible()
  },
}

export const Loading: Story = loadingStory(() => <PastEventsPending />, 'Loading events')

export const Failed: Story = failedStory
