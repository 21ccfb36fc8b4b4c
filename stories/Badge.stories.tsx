import { Badge, badgeTones } from '@design-system/Badge'
import { Inline } from '@design-system/layout'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  argTypes: { tone: { control: 'inline-radio', options: badgeTones } },
  args: { tone: 'success', children: 'Completed' },
} satisfies Meta<typeof Badge>
export default meta
type Story = StoryObj<typeof meta>

export const Completed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Completed')).toBeVisible()
  },
}

/** The wish-list statuses: every tone, always with words. */
export const Tones: Story = {
  render: () => {
    const examples = {
      neutral: 'Added',
      info: 'Matching',
      success: 'Ticket bought',
      warning: 'Points not paid',
      danger: 'Payment failed',
    } as const
    return (
      <Inline gap="sm">
        {badgeTones.map((tone) => (
          <Badge key={tone} tone={tone}>
            {examples[tone]}
          </Badge>
        ))}
      </Inline>
    )
  },
}

export const Plain: Story = { args: { tone: 'neutral', plain: true, children: '4 tickets' } }

export const LongChineseText: Story = {
  args: { tone: 'warning', children: '積分不足：請增值後於「會員服務 > 願望清單」重新付款' },
}
