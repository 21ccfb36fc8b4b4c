import { RadioGroup, radioGroupOrientations } from '@design-system/RadioGroup'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'

const meta = {
  title: 'Primitives/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Title',
    options: [
      { value: 'mr', label: 'Mr' },
      { value: 'miss', label: 'Miss' },
      { value: 'mrs', label: 'Mrs' },
    ],
    onValueChange: fn(),
  },
  argTypes: { orientation: { control: 'inline-radio', options: radioGroupOrientations } },
} satisfies Meta<typeof RadioGroup>
export default meta
type Story = StoryObj<typeof meta>

export const Unanswered: Story = {
  args: { required: true },
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('group', { name: 'Title' })
    await expect(group).toBeInTheDocument()
    const mr = canvas.getByRole('radio', { name: 'Mr' })
    await userEvent.click(mr)
    await userEvent.keyboard('{ArrowDown}')
    await expect(canvas.getByRole('radio', { name: 'Miss' })).toBeChecked()
    await expect(canvas.getByRole('radio', { name: 'Miss' })).toHaveFocus()
    await expect(args.onValueChange).toHaveBeenLastCalledWith('miss')
  },
}

export const Horizontal: Story = { args: { orientation: 'horizontal', defaultValue: 'mrs' } }

export const WithError: Story = {
  args: { required: true, error: 'Please select your title' },
}

export const Disabled: Story = { args: { disabled: true, value: 'mr' } }

export const ChineseOptions: Story = {
  args: {
    label: '取票方法',
    hint: '速遞只適用於開場前七日或以前的訂單',
    defaultValue: 'counter',
    options: [
      { value: 'counter', label: '售票處取票' },
      { value: 'kiosk', label: '自助取票機取票' },
      { value: 'courier', label: '速遞（香港港幣 40 元起）' },
      { value: 'eticket', label: '電子門票', disabled: true },
    ],
  },
}
