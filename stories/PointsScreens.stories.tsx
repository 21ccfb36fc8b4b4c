import { msg } from '@lingui/core/macro'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import {
  buyPointsMutation,
  configQuery,
  pointHistoryQuery,
  pointPackagesQuery,
  pointsBalanceQuery,
  pointsExpirationQuery,
  type Schemas,
} from '../app/api/queries'
import { MyPointsScreen } from '../app/features/points/MyPointsScreen'
import { PointsPending } from '../app/features/points/PointsPending'
import { TopUpsHistoryScreen } from '../app/features/points/TopUpsHistoryScreen'
import { pointsHistoryMonths } from '../domain/history'
import {
  emptyBalance,
  emptyExpiration,
  emptyPointHistory,
  storyBalance,
  storyConfig,
  storyExpiration,
  storyPointHistory,
  storyPointPackages,
  storyPointsPurchase,
  storyTopUps,
} from './memberFixtures'
import { answer, answers, MemberScreenStory, refuses, shown } from './memberScreenStory'
import { failedStory, loadingStory } from './screenStates'

const myPointsPage = {
  title: msg`My points`,
  description: msg`Your points balance, their history over the last year, and buying points.`,
  section: 'member' as const,
}
const topUpsPage = {
  title: msg`Points top-up history`,
  description: msg`Points you have bought and when they expire.`,
  section: 'member' as const,
}

const seed = (
  balance: Schemas['PointsBalance'],
  expiring: Schemas['PointsExpiration'],
  history: Schemas['PointHistory'],
) => [
  answer(pointsBalanceQuery(), balance),
  answer(pointsExpirationQuery(pointsHistoryMonths), expiring),
  answer(pointHistoryQuery(), history),
  answer(pointPackagesQuery(), storyPointPackages),
  answer(configQuery(), storyConfig),
]

const meta = {
  title: 'Screens/Points',
  component: MemberScreenStory,
  args: {
    page: myPointsPage,
    seed: seed(storyBalance, storyExpiration, storyPointHistory),
    screen: () => <MyPointsScreen />,
  },
} satisfies Meta<typeof MemberScreenStory>
export default meta
type Story = StoryObj<typeof meta>

/** The balance, what expires when, buying, and the year's history. */
export const MyPoints: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('table', { name: 'Points by expiry date, soonest first' }),
    ).toBeVisible()
    const history = canvas.getByRole('table', { name: /^Points added and used/ })
    await expect(within(history).getByText('−560')).toBeVisible()
    await expect(canvas.getByText('In all over these 12 months: +1,240 points.')).toBeVisible()
  },
}

/** A member with no points yet: each part says so. */
export const NoPoints: Story = {
  args: { seed: seed(emptyBalance, emptyExpiration, emptyPointHistory) },
  play: async ({ canvas }) => {
    await expect(await shown(canvas, 'You have no points that expire.')).toHaveLength(1)
    await expect(
      await shown(canvas, 'No points were added or used in the last 12 months.'),
    ).toHaveLength(1)
  },
}

const buyWithVisa = async (canvas: Parameters<NonNullable<Story['play']>>[0]['canvas']) => {
  await userEvent.click(await canvas.findByRole('radio', { name: /^300 points/ }))
  await userEvent.click(canvas.getByRole('radio', { name: 'Visa' }))
  await userEvent.type(canvas.getByRole('textbox', { name: /^Card number/ }), '4242424242424242')
  // the digits alone, as a phone's number pad types them
  await userEvent.type(canvas.getByRole('textbox', { name: /^Expiry date/ }), '1228')
  await userEvent.type(canvas.getByRole('textbox', { name: /^Security code/ }), '123')
  await userEvent.click(canvas.getByRole('button', { name: /^Pay/ }))
}

/** A card is asked for as every checkout asks: its number, expiry date and security code. */
export const CardDetailsMissing: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: /^300 points/ }))
    await userEvent.click(canvas.getByRole('radio', { name: 'Visa' }))
    await userEvent.type(canvas.getByRole('textbox', { name: /^Card number/ }), '4242424242424242')
    await userEvent.click(canvas.getByRole('button', { name: /^Pay/ }))
    await expect(await canvas.findByText('Please enter the expiry date as MM/YY.')).toBeVisible()
    await expect(canvas.getByText('Please enter the 3 or 4 digit security code.')).toBeVisible()
    // the focus moves to the first field to fix once the messages are drawn
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /^Expiry date/ })).toHaveFocus())
  },
}

/** Paid: the new balance, and the way to a wish waiting for points. */
export const PointsBought: Story = {
  args: {
    screen: () => (
      <MyPointsScreen
        buyMutation={{
          ...buyPointsMutation,
          mutationFn: answers(storyPointsPurchase),
          // the story's answers stay: nothing is asked again of a server
          onSuccess: undefined,
        }}
      />
    ),
  },
  play: async ({ canvas }) => {
    await buyWithVisa(canvas)
    const done = await canvas.findByRole('status', {}, { timeout: 5000 })
    await expect(done).toHaveFocus()
    await expect(within(done).getByText('1,540')).toBeVisible()
    await expect(within(done).getByRole('link', { name: 'Go to my wish list' })).toBeVisible()
  },
}

export const PaymentDeclined: Story = {
  args: {
    screen: () => (
      <MyPointsScreen
        buyMutation={{ ...buyPointsMutation, mutationFn: refuses('PAYMENT_DECLINED', 402) }}
      />
    ),
  },
  play: async ({ canvas }) => {
    await buyWithVisa(canvas)
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Your payment was declined. No points were added',
    )
  },
}

export const TopUpsHistory: Story = {
  args: {
    page: topUpsPage,
    seed: [answer(pointHistoryQuery('topUp'), storyTopUps)],
    screen: () => <TopUpsHistoryScreen />,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Bought in all: 1,500 points.')).toBeVisible()
    await expect(canvas.getAllByRole('row')).toHaveLength(3)
  },
}

export const NoTopUps: Story = {
  args: {
    page: topUpsPage,
    seed: [answer(pointHistoryQuery('topUp'), emptyPointHistory)],
    screen: () => <TopUpsHistoryScreen />,
  },
  play: async ({ canvas }) => {
    await expect(
      await shown(canvas, 'You have not bought any points in the last 12 months.'),
    ).toHaveLength(1)
  },
}

export const Loading: Story = loadingStory(() => <PointsPending />, 'Loading your points')

export const Failed: Story = failedStory

export const TraditionalChinese: Story = {
  globals: { locale: 'zh-Hant' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '我的積分' })).toBeVisible()
  },
}
