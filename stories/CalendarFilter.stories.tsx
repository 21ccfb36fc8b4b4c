import { CalendarFilter } from '@design-system/CalendarFilter'
import { Box } from '@design-system/layout'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { keepValue } from './keepValue'

const Controlled = keepValue(CalendarFilter, 'onChange')

const meta = {
  title: 'Composites/CalendarFilter',
  component: CalendarFilter,
  args: { value: null, onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof CalendarFilter>
export default meta
type Story = StoryObj<typeof meta>

export const AnyDate: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('group', { name: 'Date' })).toBeVisible()
    const any = canvas.getByRole('radio', { name: 'Any date' })
    await expect(any).toBeChecked()
    // Tab enters the group on the chosen chip; arrow keys move the choice
    await userEvent.tab()
    await expect(any).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    await expect(canvas.getByRole('radio', { name: 'Today' })).toBeChecked()
    await expect(args.onChange).toHaveBeenLastCalledWith('today')
    await userEvent.keyboard('{ArrowRight}{ArrowRight}')
    await expect(canvas.getByRole('radio', { name: 'This weekend' })).toHaveFocus()
    await expect(args.onChange).toHaveBeenLastCalledWith('thisWeekend')
  },
}

export const ThisWeekendChosen: Story = {
  args: { value: 'thisWeekend' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radio', { name: 'This weekend' })).toBeChecked()
    await userEvent.click(canvas.getByText('Next month'))
    await expect(args.onChange).toHaveBeenCalledWith('nextMonth')
    await userEvent.click(canvas.getByText('Any date'))
    await expect(args.onChange).toHaveBeenLastCalledWith(null)
  },
}

export const Narrow: Story = {
  args: { value: 'nextWeek' },
  decorators: [
    (Story) => (
      <Box maxWidth="xsmall">
        <Story />
      </Box>
    ),
  ],
}
