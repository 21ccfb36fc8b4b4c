import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor } from 'storybook/test'
import { Button } from '../design-system/Button/Button'
import { Popover, popoverSides } from '../design-system/Popover/Popover'

const fees = (
  <dl style={{ display: 'grid', gridTemplateColumns: 'auto auto', gap: '4px 16px', margin: 0 }}>
    <dt>Ticket × 2</dt>
    <dd style={{ margin: 0, textAlign: 'end' }}>HKD 960</dd>
    <dt>Service fee</dt>
    <dd style={{ margin: 0, textAlign: 'end' }}>HKD 36</dd>
    <dt>Delivery (Hong Kong)</dt>
    <dd style={{ margin: 0, textAlign: 'end' }}>HKD 40</dd>
  </dl>
)

const meta = {
  title: 'Primitives/Popover',
  component: Popover,
  argTypes: { side: { control: 'inline-radio', options: popoverSides } },
  args: {
    title: 'Price breakdown',
    trigger: <Button variant="secondary">HKD 1,036</Button>,
    children: fees,
  },
} satisfies Meta<typeof Popover>
export default meta
type Story = StoryObj<typeof meta>

/** Enter opens it with focus inside; Escape closes it and focus returns to the button. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'HKD 1,036' })
    trigger.focus()
    await userEvent.keyboard('{Enter}')
    const panel = await screen.findByRole('dialog', { name: 'Price breakdown' })
    await waitFor(() => expect(panel.contains(document.activeElement)).toBe(true))
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await expect(trigger).toHaveFocus()
  },
}

export const Open: Story = { args: { defaultOpen: true } }

export const LongChineseText: Story = {
  args: {
    defaultOpen: true,
    title: '服務費、送票費及手續費一經繳付，概不退還',
    trigger: <Button variant="secondary">收費詳情</Button>,
    children: (
      <p style={{ margin: 0 }}>
        送票服務費由港幣四十元起，須於演出前七日或之前訂購。澳門港幣四十五元；中國內地港幣二百元；海外港幣五百元。
      </p>
    ),
  },
}
