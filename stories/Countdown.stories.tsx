import { Countdown } from '@design-system/Countdown'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, waitFor } from 'storybook/test'

const now = Date.parse('2026-12-01T06:45:55+08:00')
const frozen = () => now

const meta = {
  title: 'Primitives/Countdown',
  component: Countdown,
  args: { label: 'On sale in', to: Date.parse('2026-12-03T10:00:00+08:00'), now: frozen },
} satisfies Meta<typeof Countdown>
export default meta
type Story = StoryObj<typeof meta>

export const OnSaleInDays: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('2 days 03:14:05')
  },
}

export const OneDay: Story = {
  args: { to: now + 86_400_000 + 59_000 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('1 day 00:00:59')
  },
}

export const HoldExpiring: Story = {
  args: { label: 'Seats held for', to: now + 9 * 60_000 + 30_000 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('00:09:30')
  },
}

export const Expired: Story = {
  args: { to: now - 1000, expiredText: 'On sale now' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('timer')).toBeNull()
    await expect(canvas.getByText('On sale now')).toBeVisible()
  },
}

// The Ticking story's clock: the real one, which its test moves past the end at once instead of
// waiting for it (the ticks themselves are tested with fake timers in Countdown.browser.test.tsx)
let skipped = 0
const skippingNow = () => Date.now() + skipped

/** A live clock: ticks down, says "Time is up" once, and calls onExpire. */
export const Ticking: Story = {
  args: { label: 'Seats held for', onExpire: fn() },
  render: function Render(args) {
    // counts from when the story mounts, on the real clock
    const [to] = useState(() => {
      skipped = 0
      return Date.now() + 2500
    })
    return <Countdown {...args} to={to} now={skippingNow} />
  },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent(/00:00:0[23]/)
    const live = canvasElement.querySelector('[aria-live="polite"]')
    // silent while it ticks
    await expect(live).toHaveTextContent('')
    // the end, on the next tick: a second away, or more on a busy machine
    skipped = 60_000
    await waitFor(() => expect(canvas.queryByRole('timer')).toBeNull(), { timeout: 5000 })
    // shown, and announced once through the polite live region
    await waitFor(() => expect(live).toHaveTextContent('Time is up'))
    await expect(args.onExpire).toHaveBeenCalledOnce()
  },
}

export const TraditionalChinese: Story = {
  globals: { locale: 'zh-Hant' },
  args: { label: '距離開售' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('2 天 03:14:05')
  },
}
