import { TextField, textFieldTypes } from '@design-system/TextField'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  args: { label: 'Email', type: 'email', autoComplete: 'email', onChange: fn() },
  argTypes: { type: { control: 'select', options: textFieldTypes } },
} satisfies Meta<typeof TextField>
export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' })
    await userEvent.click(input)
    await userEvent.keyboard('chan.taiman@example.com.hk')
    await expect(input).toHaveValue('chan.taiman@example.com.hk')
    await expect(args.onChange).toHaveBeenCalled()
  },
}

export const RequiredWithHint: Story = {
  args: { required: true, hint: 'We send your e-tickets and receipts here' },
}

export const WithError: Story = {
  args: {
    required: true,
    defaultValue: 'chan.taiman@',
    error: 'Please enter a valid email address',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' })
    await expect(input).toBeInvalid()
    await expect(input).toHaveAccessibleDescription('Error: Please enter a valid email address')
  },
}

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'chan.taiman@example.com.hk' },
}

export const Phone: Story = {
  args: {
    label: 'Mobile number',
    type: 'tel',
    autoComplete: 'tel-national',
    hint: 'Hong Kong numbers without the area code, e.g. 9123 4567',
  },
}

export const LongChineseText: Story = {
  args: {
    label: '街道名稱及門牌號碼',
    type: 'text',
    required: true,
    defaultValue: '香港九龍尖沙咀梳士巴利道十號香港文化中心大劇院售票處',
    hint: '最多 100 個字',
  },
}
