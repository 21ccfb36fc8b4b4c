import { Textarea } from '@design-system/Textarea'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'

const meta = {
  title: 'Primitives/Textarea',
  component: Textarea,
  args: { label: 'Enquiry', required: true },
} satisfies Meta<typeof Textarea>
export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}

export const WithCharacterCount: Story = {
  args: { maxLength: 200, hint: 'Include your transaction number if you have one' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Enquiry' })
    await expect(canvas.getByText('0 of 200 characters')).toBeVisible()
    await userEvent.click(box)
    await userEvent.keyboard('Tickets not received')
    await expect(canvas.getByText('20 of 200 characters')).toBeVisible()
    await expect(box).toHaveAccessibleDescription(
      'Include your transaction number if you have one 20 of 200 characters',
    )
    // once typing pauses, the characters left are announced politely
    await expect(
      await canvas.findByText('180 characters left', {}, { timeout: 3000 }),
    ).toBeInTheDocument()
  },
}

export const WithError: Story = {
  args: { maxLength: 200, error: 'Please enter your enquiry' },
}

export const LongChineseText: Story = {
  args: {
    label: '查詢內容',
    maxLength: 500,
    defaultValue:
      '本人於十一月購買了香港體育館演唱會門票兩張，交易編號為 T20261122001，至今仍未收到電子門票確認電郵，請協助查詢。',
  },
}

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Sent on 22 November' } }
