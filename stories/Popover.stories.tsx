import { Button } from '@design-system/Button'
import { Box, Inline, Stack } from '@design-system/layout'
import { Popover, popoverSides } from '@design-system/Popover'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor } from 'storybook/test'

const fees = (
  <Stack as="dl" gap="xs" margin="none">
    {[
      ['Ticket × 2', 'HK$960'],
      ['Service fee', 'HK$36'],
      ['Delivery (Hong Kong)', 'HK$40'],
    ].map(([item, amount]) => (
      <Inline key={item} justify="between" gap="lg" wrap={false}>
        <dt>{item}</dt>
        <Box as="dd" margin="none">
          {amount}
        </Box>
      </Inline>
    ))}
  </Stack>
)

const meta = {
  title: 'Primitives/Popover',
  component: Popover,
  argTypes: { side: { control: 'inline-radio', options: popoverSides } },
  args: {
    title: 'Price breakdown',
    trigger: <Button variant="secondary">HK$1,036</Button>,
    children: fees,
  },
} satisfies Meta<typeof Popover>
export default meta
type Story = StoryObj<typeof meta>

/** Enter opens it with focus inside; Escape closes it and focus returns to the button. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'HK$1,036' })
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
      <Box as="p" margin="none">
        送票服務費由港幣四十元起，須於演出前七日或之前訂購。澳門港幣四十五元；中國內地港幣二百元；海外港幣五百元。
      </Box>
    ),
  },
}
