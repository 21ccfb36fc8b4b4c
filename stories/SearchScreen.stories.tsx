import { msg } from '@lingui/core/macro'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { searchQuery } from '../app/api/queries'
import { SearchPending } from '../app/features/search/SearchPending'
import { SearchScreen } from '../app/features/search/SearchScreen'
import { emptyEventList, storyEventList } from './browseScreenFixtures'
import { BrowseScreenStory } from './browseScreenStory'
import { failedStory, loadingStory } from './screenStates'

const page = {
  title: msg`Search`,
  description: msg`Find events on Citytix by name, artist, presenter or venue.`,
}

const meta = {
  title: 'Screens/Search',
  component: BrowseScreenStory,
  parameters: { layout: 'fullscreen' },
  args: {
    page,
    seed: [[searchQuery('Coliseum').queryKey, storyEventList]],
    screen: () => <SearchScreen search={{ q: 'Coliseum' }} />,
  },
} satisfies Meta<typeof BrowseScreenStory>
export default meta
type Story = StoryObj<typeof meta>

export const Found: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('3 events found for “Coliseum”')).toBeVisible()
    await expect(canvas.getByRole('searchbox')).toHaveValue('Coliseum')
  },
}

export const NothingFound: Story = {
  args: {
    seed: [[searchQuery('Jacky Cheung').queryKey, emptyEventList]],
    screen: () => <SearchScreen search={{ q: 'Jacky Cheung' }} />,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nothing found for "Jacky Cheung"')).toBeVisible()
  },
}

export const NothingAskedYet: Story = {
  args: { seed: [], screen: () => <SearchScreen search={{}} /> },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Type the name of an event/)).toBeVisible()
  },
}

export const Loading: Story = loadingStory(() => <SearchPending />, 'Loading events')

export const Failed: Story = failedStory

export const TraditionalChinese: Story = {
  globals: { locale: 'zh-Hant' },
  args: {
    seed: [[searchQuery('張學友').queryKey, emptyEventList]],
    screen: () => <SearchScreen search={{ q: '張學友' }} />,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('張學友')
  },
}
