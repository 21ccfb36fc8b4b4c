import { Button } from '@design-system/Button'
import { Callout, calloutTones } from '@design-system/Callout'
import { Stack } from '@design-system/layout'
import { Text } from '@design-system/Text'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, userEvent } from 'storybook/test'

const meta = {
  title: 'Primitives/Callout',
  component: Callout,
  argTypes: { tone: { control: 'inline-radio', options: calloutTones } },
  args: {
    tone: 'info',
    title: 'Collect your tickets',
    children: <Text>Bring the card you paid with to any outlet from 1 June.</Text>,
  },
} satisfies Meta<typeof Callout>
export default meta
type Story = StoryObj<typeof meta>

export const Info: Story = {
  play: async ({ canvas }) => {
    // part of the page from the start: no live region of its own
    await expect(canvas.queryByRole('status')).toBeNull()
    await expect(canvas.getByText('Collect your tickets')).toBeVisible()
  },
}

const examples = {
  info: ['Collect your tickets', 'Bring the card you paid with to any outlet.'],
  success: ['Message sent', 'We answer within two working days.'],
  warning: ['Not enough points', 'Add points, then pay again from your wish list.'],
  danger: ['Payment failed', 'Your card was not charged. Try another card.'],
} as const

/** Every tone: its colour, its own icon and the words, so colour is never the only sign. */
export const Tones: Story = {
  render: () => (
    <Stack gap="md">
      {calloutTones.map((tone) => (
        <Callout key={tone} tone={tone} title={examples[tone][0]}>
          <Text>{examples[tone][1]}</Text>
        </Callout>
      ))}
    </Stack>
  ),
}

export const WithoutTitle: Story = {
  args: { tone: 'warning', title: undefined, children: <Text>Sales end at 23:59 tonight.</Text> },
}

export const WithoutIcon: Story = { args: { icon: false } }

/** Shown after an action, a problem is announced at once and good news politely. */
export const Announced: Story = {
  render: () => {
    const [sent, setSent] = useState(false)
    return (
      <Stack gap="md" align="start">
        <Button onClick={() => setSent(true)}>Pay</Button>
        {sent && (
          <>
            <Callout tone="danger" title="Payment failed" announce>
              <Text>Your card was not charged.</Text>
            </Callout>
            <Callout tone="success" title="Points added" announce>
              <Text>500 points are in your account.</Text>
            </Callout>
          </>
        )}
      </Stack>
    )
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pay' }))
    await expect(canvas.getByRole('alert')).toHaveTextContent('Payment failed')
    await expect(canvas.getByRole('status')).toHaveTextContent('Points added')
  },
}

export const LongChineseText: Story = {
  args: {
    tone: 'danger',
    title: '付款失敗',
    children: (
      <Text>閣下的信用卡未被扣款。請於十分鐘內以另一張信用卡重新付款，否則座位將會釋出。</Text>
    ),
  },
}
