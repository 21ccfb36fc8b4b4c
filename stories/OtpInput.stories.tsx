import { OtpInput } from '@design-system/OtpInput'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import { keepValue } from './keepValue'

// a frozen clock so the countdown reads the same in every run and screenshot
const frozenNow = Date.UTC(2026, 10, 22, 2, 0, 0)
const now = () => frozenNow

const Controlled = keepValue(OtpInput, 'onValueChange')

const meta = {
  title: 'Primitives/OtpInput',
  component: OtpInput,
  args: {
    value: '',
    onValueChange: fn(),
    onComplete: fn(),
    onResend: fn(),
    sentAt: frozenNow - 18_000,
    now,
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof OtpInput>
export default meta
type Story = StoryObj<typeof meta>

/** Just sent: 42 seconds before another code may be asked for. */
export const Counting: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Verification code' })
    await userEvent.click(input)
    await userEvent.keyboard('2468')
    await expect(input).toHaveValue('2468')
    const resend = canvas.getByRole('button', { name: 'Resend code' })
    await expect(resend).toHaveAttribute('aria-disabled', 'true')
    await expect(resend).toHaveAccessibleDescription('Available in 42 s')
    await userEvent.click(resend)
    await expect(args.onResend).not.toHaveBeenCalled()
  },
}

export const Pasted: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Verification code' })
    input.focus()
    const data = new DataTransfer()
    data.setData('text/plain', '731 904')
    input.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    )
    await waitFor(() => expect(input).toHaveValue('731904'))
    await expect(args.onComplete).toHaveBeenCalledWith('731904')
  },
}

export const ResendAvailable: Story = {
  args: { value: '', sentAt: frozenNow - 75_000 },
  play: async ({ canvas, args }) => {
    const resend = canvas.getByRole('button', { name: 'Resend code' })
    await expect(resend).not.toHaveAttribute('aria-disabled')
    resend.focus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onResend).toHaveBeenCalledOnce()
  },
}

export const WrongCode: Story = {
  args: { value: '123450', error: 'The password or one-time password is incorrect' },
}

export const Disabled: Story = { args: { value: '55', disabled: true } }

export const ChineseLabels: Story = {
  args: {
    label: '一次性密碼',
    hint: '請輸入我們發送到 chan.taiman@example.com.hk 的 6 位數字密碼，15 分鐘內有效',
  },
}

export const InTraditionalChinese: Story = {
  globals: { locale: 'zh-Hant' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '驗證碼' })).toHaveAccessibleDescription(
      '請輸入我們發送給你的 6 位數字驗證碼',
    )
    await expect(
      canvas.getByRole('button', { name: '重新發送驗證碼' }),
    ).toHaveAccessibleDescription('42 秒後可用')
  },
}

export const InSimplifiedChinese: Story = { globals: { locale: 'zh-Hans' } }
