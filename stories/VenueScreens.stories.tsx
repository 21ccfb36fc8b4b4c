import { msg } from '@lingui/core/macro'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { venueQuery, venuesQuery } from '../app/api/queries'
import { VenueScreen } from '../app/features/venues/VenueScreen'
import { VenuesPending } from '../app/features/venues/VenuesPending'
import { VenuesScreen } from '../app/features/venues/VenuesScreen'
import { storyVenue, storyVenues } from './browseScreenFixtures'
import { BrowseScreenStory } from './browseScreenStory'
import { failedStory, loadingStory } from './screenStates'

const page = {
  title: msg`Venues`,
  description: msg`Concert halls, theatres, stadiums and cinemas in Hong Kong and nearby, with their events.`,
}

const meta = {
  title: 'Screens/Venues',
  component: BrowseScreenStory,
  parameters: { layout: 'fullscreen' },
  args: {
    page,
    seed: [[venuesQuery().queryKey, storyVenues]],
    screen: () => <VenuesScreen search={{}} />,
  },
} satisfies Meta<typeof BrowseScreenStory>
export default meta
type Story = StoryObj<typeof meta>

export const AllVenues: Story = {
  play: async ({ canvas }) => {
    await expect(
      (await canvas.findAllByRole('link', { name: 'Hong Kong Coliseum' }))[0],
    ).toHaveAttribute('href', '/Venue/hkc')
  },
}

export const NoVenueInRegion: Story = {
  args: {
    seed: [[venuesQuery('others').queryKey, { data: [] }]],
    screen: () => <VenuesScreen search={{ region: 'others' }} />,
  },
  play: async ({ canvas }) => {
    await expect(
      (await canvas.findAllByText('There are no venues in this region yet.'))[0],
    ).toBeInTheDocument()
  },
}

export const OneVenue: Story = {
  args: {
    seed: [[venueQuery('hkc').queryKey, storyVenue]],
    screen: () => <VenueScreen venueId="hkc" />,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Hong Kong Coliseum',
    )
    await expect(canvas.getAllByRole('article')).toHaveLength(1)
  },
}

export const VenueWithoutEvents: Story = {
  args: {
    seed: [[venueQuery('hkc').queryKey, { ...storyVenue, events: [] }]],
    screen: () => <VenueScreen venueId="hkc" />,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/No upcoming events at/)).toBeVisible()
  },
}

export const Loading: Story = loadingStory(() => <VenuesPending />, 'Loading venues')

export const Failed: Story = failedStory

export const TraditionalChinese: Story = {
  globals: { locale: 'zh-Hant' },
  args: {
    seed: [[venueQuery('hkc').queryKey, storyVenue]],
    screen: () => <VenueScreen venueId="hkc" />,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent('香港體育館')
  },
}
