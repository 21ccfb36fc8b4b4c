import { msg } from '@lingui/core/macro'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import {
  memberInfoQuery,
  pointsBalanceQuery,
  type Schemas,
  wishListQuery,
} from '../app/api/queries'
import { WishListPending } from '../app/features/wishList/WishListPending'
import { WishListScreen } from '../app/features/wishList/WishListScreen'
import { wishEventsQuery } from '../app/features/wishList/wishEventsQuery'
import {
  emptyWishList,
  memberStoryNow,
  storyBalance,
  storyMemberInfo,
  storyWishEvents,
  storyWishList,
} from './memberFixtures'
import { answer, MemberScreenStory } from './memberScreenStory'
import { failedStory, loadingStory } from './screenStates'

const page = {
  title: msg`Wish list`,
  description: msg`Your ranked ticket preferences for wish-list matching, paid with points.`,
  section: 'member' as const,
}

const seed = (list: Schemas['WishList']) => [
  answer(wishListQuery(), list),
  answer(pointsBalanceQuery(), storyBalance),
  answer(wishEventsQuery(), storyWishEvents),
  answer(memberInfoQuery(), storyMemberInfo),
]
// the loading flag's 1.5 seconds are the Loading story's; the clock is held still
const screen = () => <WishListScreen now={memberStoryNow} loadingDelayMs={0} />

const meta = {
  title: 'Screens/Wish list',
  component: MemberScreenStory,
  args: { page, seed: seed(storyWishList), screen },
} satisfies Meta<typeof MemberScreenStory>
export default meta
type Story = StoryObj<typeof meta>

/**
 * Wishes in every state a member meets: added (can move and cancel), matched but not paid
 * (pay again), bought, not matched, cancelled (restore); and the form to add one.
 */
export const Filled: Story = {
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Your wishes in order of preference' })
    const cards = within(list).getAllByRole('article')
    await expect(cards).toHaveLength(5)
    const unpaid = cards[1] as HTMLElement
    await expect(within(unpaid).getByText('Points not paid')).toBeVisible()
    await expect(within(unpaid).getByRole('button', { name: 'Pay again' })).toBeVisible()
    await expect(
      within(cards[4] as HTMLElement).getByRole('button', { name: /Restore/ }),
    ).toBeVisible()
    // the bought and unmatched wishes are past: 2 + 1 tickets still count
    await expect(canvas.getByText(/^Tickets in your wishes: 3 of 4\./)).toBeVisible()
  },
}

/** Cancelling asks first. */
export const CancelAsked: Story = {
  play: async ({ canvas, canvasElement }) => {
    const list = await canvas.findByRole('list', { name: 'Your wishes in order of preference' })
    await userEvent.click(
      within(list).getAllByRole('button', { name: /^Cancel/ })[0] as HTMLElement,
    )
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: 'Cancel this wish?',
    })
    await expect(within(dialog).getByRole('button', { name: 'Keep wish' })).toBeVisible()
  },
}

export const Empty: Story = {
  args: { seed: seed(emptyWishList) },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Your wish list is empty. Add a wish below.'),
    ).toBeVisible()
    await expect(canvas.getByRole('heading', { name: 'Add a wish' })).toBeVisible()
  },
}

export const Loading: Story = loadingStory(() => <WishListPending />, 'Loading your wish list')

export const Failed: Story = failedStory

export const SimplifiedChinese: Story = {
  globals: { locale: 'zh-Hans' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '心愿清单' })).toBeVisible()
  },
}
