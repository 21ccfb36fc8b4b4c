import { Button } from '@design-system/Button'
import { ButtonLink } from '@design-system/ButtonLink'
import { QueueCard, QueueCode, queueCardTones } from '@design-system/QueueCard'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'

const meta = {
  title: 'Composites/QueueCard',
  component: QueueCard,
  argTypes: { tone: { control: 'inline-radio', options: queueCardTones } },
  args: {
    tone: 'waiting',
    heading: 'You are in the queue',
    figures: [
      { label: 'Your place', value: '1,204' },
      { label: 'Ahead of you', value: '1,203' },
      { label: 'Estimated wait', value: 'About 12 minutes' },
    ],
    children: <p>Keep this page open. It changes by itself when it is your turn.</p>,
  },
} satisfies Meta<typeof QueueCard>
export default meta
type Story = StoryObj<typeof meta>

/** Waiting: the place, how many are ahead and the wait, as a list of figures. */
export const Waiting: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'You are in the queue' })
    await expect(region).toBeVisible()
    await expect(canvas.getByText('Your place')).toBeVisible()
    await expect(canvas.getByText('1,204')).toBeVisible()
  },
}

/** The buyer's turn, with the way on. */
export const Turn: Story = {
  args: {
    tone: 'turn',
    heading: 'It is your turn',
    figures: [],
    children: <p>Choose your seats before 10:25. After that your place goes to the next buyer.</p>,
    actions: <Button>Choose seats</Button>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Choose seats' })).toBeVisible()
  },
}

/** Over: sold out, with somewhere else to go. */
export const Over: Story = {
  args: {
    tone: 'over',
    heading: 'Sold out',
    figures: [],
    children: <p>Every ticket for this performance has been sold.</p>,
    actions: (
      <ButtonLink href="/" variant="secondary">
        Home
      </ButtonLink>
    ),
  },
}

/** A problem: the room could not be reached. */
export const Problem: Story = {
  args: {
    tone: 'problem',
    heading: 'Server is busy, please try again later.',
    figures: [],
    children: <p>Your place is kept for 5 minutes.</p>,
    actions: <Button variant="secondary">Try again</Button>,
  },
}

/** Long Chinese words and a hash on a narrow screen: both wrap inside the card. */
export const LongCodeInChinese: Story = {
  args: {
    heading: '排隊將於 2026年12月1日 上午10:30 開始',
    figures: [
      { label: '你的位置', value: '12,345' },
      { label: '預計等候時間', value: '約 1 小時 20 分鐘' },
    ],
    children: (
      <QueueCode
        label="隨機種子的 SHA-256"
        value="9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^9f86d0/)).toBeVisible()
  },
}
