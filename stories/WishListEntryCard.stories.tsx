import { Stack } from '@design-system/layout'
import { type WishListEntry, WishListEntryCard } from '@design-system/WishListEntryCard'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent } from 'storybook/test'

const gala: WishListEntry = {
  id: 'w1',
  eventName: 'Hong Kong Philharmonic Orchestra: New Year Gala',
  ticketType: 'Standard',
  preference: 1,
  venue: 'Hong Kong Cultural Centre Concert Hall',
  performanceAt: '2026-12-31T12:00:00Z',
  quantity: 2,
  seatInfo: 'Zone A',
  price: 1280,
  deliveryFee: 40,
  total: 2600,
  status: 'added',
}

const opera: WishListEntry = {
  id: 'w2',
  eventName: 'Cantonese Opera: The Purple Hairpin',
  ticketType: 'Concession',
  preference: 2,
  venue: 'Ko Shan Theatre',
  performanceAt: '2026-12-31T11:30:00Z',
  quantity: 2,
  seatInfo: 'Zone B',
  price: 190,
  deliveryFee: 0,
  total: 380,
  status: 'added',
}

const meta = {
  title: 'Composites/WishListEntryCard',
  component: WishListEntryCard,
  args: {
    entry: gala,
    canMoveUp: false,
    canMoveDown: true,
    onMoveUp: fn(),
    onMoveDown: fn(),
    onCancel: fn(),
    onPayAgain: fn(),
  },
} satisfies Meta<typeof WishListEntryCard>
export default meta
type Story = StoryObj<typeof meta>

export const Added: Story = {
  play: async ({ canvas, args }) => {
    const up = canvas.getByRole('button', { name: /Move up/ })
    await expect(up).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(up)
    await expect(args.onMoveUp).not.toHaveBeenCalled()
    await userEvent.click(canvas.getByRole('button', { name: /Move down/ }))
    await expect(args.onMoveDown).toHaveBeenCalledWith('w1')
    await expect(canvas.queryByRole('button', { name: 'Pay again' })).not.toBeInTheDocument()
  },
}

export const PointsNotPaid: Story = {
  args: { entry: { ...gala, status: 'pointsNotPaid', seatInfo: 'Stalls, Row F, Seats 12–13' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Points not paid')).toBeInTheDocument()
    await expect(
      canvas.getByText(/top up and pay again under Member Services > Wish List/),
    ).toBeInTheDocument()
    await userEvent.click(canvas.getByRole('button', { name: 'Pay again' }))
    await expect(args.onPayAgain).toHaveBeenCalledWith('w1')
    await expect(canvas.queryByRole('button', { name: /Move up/ })).not.toBeInTheDocument()
  },
}

export const PaymentFailed: Story = { args: { entry: { ...gala, status: 'paymentFailed' } } }

export const Bought: Story = {
  args: {
    entry: { ...gala, status: 'bought', seatInfo: 'Stalls, Row F, Seats 12–13', pointsPaid: 2600 },
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument()
  },
}

/** The statuses that allow no action: waiting for, or past, the matching. */
export const WithoutActions: Story = {
  render: (args) => (
    <Stack gap="lg">
      {(['matching', 'matched', 'notMatched', 'cancelled'] as const).map((status, i) => (
        <WishListEntryCard
          key={status}
          {...args}
          entry={{ ...gala, id: status, preference: i + 1, status }}
        />
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    for (const label of ['Matching', 'Matched', 'Not matched', 'Cancelled']) {
      await expect(canvas.getByText(label, { exact: true })).toBeInTheDocument()
    }
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument()
  },
}

/** A list the member reorders: focus stays on the button that was pressed. */
function Reorderable(props: { onMoveDown: (id: string) => void }) {
  const [entries, setEntries] = useState([gala, opera])
  const move = (id: string, by: -1 | 1) => {
    setEntries((list) => {
      const from = list.findIndex((e) => e.id === id)
      const next = [...list]
      const [moved] = next.splice(from, 1)
      if (moved) next.splice(from + by, 0, moved)
      return next.map((e, i) => ({ ...e, preference: i + 1 }))
    })
  }
  return (
    <Stack gap="lg">
      {entries.map((entry, i) => (
        <WishListEntryCard
          key={entry.id}
          entry={entry}
          canMoveUp={i > 0}
          canMoveDown={i < entries.length - 1}
          onMoveUp={(id) => move(id, -1)}
          onMoveDown={(id) => {
            move(id, 1)
            props.onMoveDown(id)
          }}
          onCancel={() => {}}
        />
      ))}
    </Stack>
  )
}

export const ReorderWithKeyboard: Story = {
  render: (args) => <Reorderable onMoveDown={args.onMoveDown ?? (() => {})} />,
  play: async ({ canvas }) => {
    const [galaDown] = canvas.getAllByRole('button', { name: /Move down/ })
    galaDown?.focus()
    await userEvent.keyboard('{Enter}')
    const articles = canvas.getAllByRole('article')
    await expect(articles[0]).toHaveTextContent('Preference 1Cantonese Opera')
    await expect(articles[1]).toHaveTextContent('Preference 2Hong Kong Philharmonic')
    await expect(galaDown).toHaveFocus()
    await expect(galaDown).toHaveAttribute('aria-disabled', 'true')
  },
}

export const LongChineseText: Story = {
  globals: { locale: 'zh-Hant' },
  args: {
    entry: {
      ...gala,
      eventName: '香港中樂團《樂旅中國》大型中樂交響音樂會——閉幕演出暨新年倒數特備節目',
      ticketType: '正價',
      venue: '香港文化中心音樂廳',
      seatInfo: '甲區',
      status: 'pointsNotPaid',
    },
  },
}
