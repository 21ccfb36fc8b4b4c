import { BirthdayField } from '@design-system/BirthdayField'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { keepValue } from './keepValue'

const Controlled = keepValue(BirthdayField, 'onValueChange')

const meta = {
  title: 'Primitives/BirthdayField',
  component: BirthdayField,
  args: { value: { month: null, day: null }, onValueChange: fn(), required: true },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof BirthdayField>
export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('group', { name: 'Birthday' })).toBeInTheDocument()
    const month = canvas.getByRole('combobox', { name: 'Month' })
    const day = canvas.getByRole('combobox', { name: 'Day' })
    await userEvent.selectOptions(month, 'February')
    // no year is asked, so 29 February is offered, and nothing later
    await expect(canvas.getByRole('option', { name: '29' })).toBeInTheDocument()
    await expect(canvas.queryByRole('option', { name: '30' })).toBeNull()
    await userEvent.selectOptions(day, '29')
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ month: 2, day: 29 })
  },
}

export const ShorterMonthClearsTheDay: Story = {
  args: { value: { month: 1, day: 31 } },
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Month' }), 'April')
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ month: 4, day: null })
    await expect(canvas.getByText('April has 30 days: please choose the day again.')).toBeVisible()
  },
}

export const Chosen: Story = { args: { value: { month: 10, day: 1 } } }

export const WithError: Story = {
  args: { value: { month: 6, day: null }, error: 'Please enter a valid birthday' },
}

export const Disabled: Story = { args: { value: { month: 12, day: 25 }, disabled: true } }

export const InChinese: Story = {
  args: { value: { month: 2, day: 29 } },
  globals: { locale: 'zh-Hant' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: '出生日期' })).toBeInTheDocument()
    await expect(canvas.getByRole('combobox', { name: '月' })).toHaveDisplayValue('2月')
  },
}
