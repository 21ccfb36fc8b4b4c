import { PasswordField } from '@design-system/PasswordField'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'

const meta = {
  title: 'Primitives/PasswordField',
  component: PasswordField,
  args: { label: 'Password', required: true },
} satisfies Meta<typeof PasswordField>
export default meta
type Story = StoryObj<typeof meta>

export const Login: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password', { exact: false, selector: 'input' })
    await userEvent.click(input)
    await userEvent.keyboard('Harbour2026')
    await expect(input).toHaveAttribute('type', 'password')
    // Tab reaches the toggle; Enter shows the password and the button now offers to hide it
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(input).toHaveAttribute('type', 'text')
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toHaveFocus()
    await userEvent.keyboard(' ')
    await expect(input).toHaveAttribute('type', 'password')
    await expect(input).toHaveValue('Harbour2026')
  },
}

export const NewPassword: Story = {
  args: { label: 'New password', autoComplete: 'new-password', hint: '8 to 20 characters' },
}

export const WithError: Story = {
  args: {
    label: 'New password',
    autoComplete: 'new-password',
    hint: '8 to 20 characters',
    defaultValue: 'short',
    error: 'Password must be 8 to 20 characters',
  },
}

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Harbour2026' } }

export const InChinese: Story = {
  args: { label: '密碼' },
  globals: { locale: 'zh-Hant' },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: '顯示密碼' })
    await userEvent.click(toggle)
    await expect(canvas.getByRole('button', { name: '隱藏密碼' })).toBeInTheDocument()
  },
}
