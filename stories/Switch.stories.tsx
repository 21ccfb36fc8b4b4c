import { Switch } from '@design-system/Switch'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'

const meta = {
  title: 'Primitives/Switch',
  component: Switch,
  args: { label: 'Receive the Citytix newsletter', onCheckedChange: fn() },
} satisfies Meta<typeof Switch>
export default meta
type Story = StoryObj<typeof meta>

export const Off: Story = {
  play: async ({ canvas, args }) => {
    const control = canvas.getByRole('switch', { name: 'Receive the Citytix newsletter' })
    await expect(control).not.toBeChecked()
    control.focus()
    await userEvent.keyboard(' ')
    await expect(control).toBeChecked()
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true)
  },
}

export const On: Story = { args: { defaultChecked: true } }

export const WithHint: Story = {
  args: { label: 'Comfortable event cards', hint: 'Bigger posters and more details per card' },
}

export const Disabled: Story = { args: { disabled: true, defaultChecked: true } }

export const ChineseLabel: Story = {
  args: { label: '接收城市售票網最新節目及優惠資訊', defaultChecked: true },
}
