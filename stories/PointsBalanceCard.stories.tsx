import { PointsBalanceCard } from '@design-system/PointsBalanceCard'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'

const meta = {
  title: 'Composites/PointsBalanceCard',
  component: PointsBalanceCard,
  args: {
    balance: 12800,
    expiring: { points: 1200, expiresAt: '2026-12-31T15:59:00Z' },
    buyPointsHref: '/Member/MyPoints.html#buy',
    historyHref: '/Member/MyPoints.html',
  },
} satisfies Meta<typeof PointsBalanceCard>
export default meta
type Story = StoryObj<typeof meta>

export const PointsExpiring: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('12,800')).toBeInTheDocument()
    await expect(canvas.getByText(/1,200 points expire on Thu, 31 Dec 2026/)).toBeInTheDocument()
    await expect(canvas.getByRole('link', { name: 'Buy points' })).toHaveAttribute(
      'href',
      '/Member/MyPoints.html#buy',
    )
  },
}

export const NothingExpiring: Story = { args: { expiring: undefined } }

export const NoPoints: Story = {
  args: { balance: 0, expiring: undefined, historyHref: undefined },
}

export const OnePoint: Story = { args: { balance: 1, expiring: undefined } }

export const Loading: Story = {
  args: { balance: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your points balance')
  },
}

export const InChinese: Story = { globals: { locale: 'zh-Hant' } }
