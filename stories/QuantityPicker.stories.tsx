import { QuantityPicker } from '@design-system/QuantityPicker'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { keepValue } from './keepValue'

const Stateful = keepValue(QuantityPicker, 'onChange')

const meta = {
  title: 'Composites/QuantityPicker',
  component: QuantityPicker,
  render: (args) => <Stateful {...args} />,
  args: { label: 'Zone A tickets', value: 1, min: 0, max: 8, onChange: fn() },
} satisfies Meta<typeof QuantityPicker>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const more = canvas.getByRole('button', { name: 'One more' })
    more.focus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onChange).toHaveBeenLastCalledWith(2)
    await expect(canvas.getByRole('spinbutton', { name: 'Zone A tickets' })).toHaveValue(2)
    await userEvent.tab({ shift: true })
    await userEvent.keyboard('{ArrowUp}')
    await expect(args.onChange).toHaveBeenLastCalledWith(3)
  },
}

export const WishListLimit: Story = {
  args: {
    label: 'Tickets (wish list)',
    value: 3,
    min: 1,
    max: 4,
    limitMessage: 'A wish list can hold at most 4 tickets per person.',
  },
  play: async ({ canvas, args }) => {
    const more = canvas.getByRole('button', { name: 'One more' })
    await userEvent.click(more)
    await expect(
      canvas.getByText('A wish list can hold at most 4 tickets per person.'),
    ).toBeInTheDocument()
    // at the limit the button stays in the tab order and changes nothing
    await userEvent.click(more)
    await expect(args.onChange).toHaveBeenCalledTimes(1)
    await expect(more).toHaveAttribute('aria-disabled', 'true')
  },
}

export const TypingTooMany: Story = {
  args: { max: 6 },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Zone A tickets' })
    await userEvent.clear(input)
    await userEvent.type(input, '9')
    await expect(args.onChange).toHaveBeenLastCalledWith(6)
    await expect(canvas.getByText('You can choose at most 6 tickets.')).toBeInTheDocument()
  },
}

export const AtMinimum: Story = { args: { value: 0 } }

export const Disabled: Story = { args: { disabled: true, label: 'Zone C tickets (sold out)' } }

export const ChineseLabel: Story = {
  globals: { locale: 'zh-Hant' },
  args: { label: '甲區門票（每人限購四張）', value: 4, max: 4 },
}
