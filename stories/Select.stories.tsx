import { Select } from '@design-system/Select'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'

const titles = [
  { value: 'mr', label: 'Mr' },
  { value: 'miss', label: 'Miss' },
  { value: 'mrs', label: 'Mrs' },
]

const meta = {
  title: 'Primitives/Select',
  component: Select,
  args: { label: 'Title', options: titles, placeholder: 'Select a title', onChange: fn() },
} satisfies Meta<typeof Select>
export default meta
type Story = StoryObj<typeof meta>

export const Unanswered: Story = {
  args: { required: true },
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Title' })
    await userEvent.selectOptions(select, 'Mrs')
    await expect(select).toHaveValue('mrs')
    await expect(args.onChange).toHaveBeenCalled()
  },
}

export const Chosen: Story = { args: { defaultValue: 'miss' } }

export const WithError: Story = {
  args: { required: true, error: 'Please select your title' },
}

export const Disabled: Story = { args: { disabled: true, defaultValue: 'mr' } }

export const ChineseOptions: Story = {
  args: {
    label: '門票類別',
    placeholder: '請選擇',
    hint: '長者票適用於 60 歲或以上人士',
    options: [
      { value: 'regular', label: '標準票' },
      { value: 'concession', label: '優惠票（全日制學生、殘疾人士）' },
      { value: 'senior', label: '長者票' },
      { value: 'studentChild', label: '學生／小童票', disabled: true },
    ],
  },
}
