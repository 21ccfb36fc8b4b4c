import { msg } from '@lingui/core/macro'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { favouritesQuery } from '../app/api/queries'
import { FavouritesPending } from '../app/features/favourites/FavouritesPending'
import { MyFavouriteScreen } from '../app/features/favourites/MyFavouriteScreen'
import { emptyEventList, storyEventList } from './browseScreenFixtures'
import { answer, MemberScreenStory } from './memberScreenStory'

const page = {
  title: msg`My favourites`,
  description: msg`Events you have marked as favourites.`,
  section: 'member' as const,
}

const meta = {
  title: 'Screens/Favourites',
  component: MemberScreenStory,
  parameters: { layout: 'fullscreen' },
  args: {
    page,
    seed: [answer(favouritesQuery(), storyEventList)],
    screen: () => <MyFavouriteScreen />,
  },
} satisfies Meta<typeof MemberScreenStory>
export default meta
type Story = StoryObj<typeof meta>

/** The member's favourites as event cards, each heart pressed. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    const cards = await canvas.findAllByRole('listitem')
    await expect(cards).toHaveLength(3)
    await expect(
      within(cards[0] as HTMLElement).getByRole('button', { name: /Favourite/ }),
    ).toHaveAttribute('aria-pressed', 'true')
  },
}

export const Empty: Story = {
  args: { seed: [answer(favouritesQuery(), emptyEventList)] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('You have no favourites yet')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Browse events' })).toHaveAttribute(
      'href',
      '/Events.html',
    )
  },
}

export const Loading: Story = {
  args: { seed: [], screen: () => <FavouritesPending /> },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toBeVisible()
  },
}

export const SimplifiedChinese: Story = {
  globals: { locale: 'zh-Hans' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '我的收藏' })).toBeVisible()
  },
}
