import { RegionFilter } from '@design-system/RegionFilter'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { keepValue } from './keepValue'

const Controlled = keepValue(RegionFilter, 'onChange')

const meta = {
  title: 'Composites/RegionFilter',
  component: RegionFilter,
  args: { value: null, onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof RegionFilter>
export default meta
type Story = StoryObj<typeof meta>

export const AllRegions: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('group', { name: 'Region' })).toBeVisible()
    await expect(canvas.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual([
      '',
      'hongKong',
      'macau',
      'mainland',
      'others',
    ])
    await userEvent.tab()
    await userEvent.keyboard('{ArrowRight}{ArrowRight}')
    await expect(canvas.getByRole('radio', { name: 'Macau' })).toBeChecked()
    await expect(args.onChange).toHaveBeenLastCalledWith('macau')
    // wraps around from the first chip to the last
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}')
    await expect(canvas.getByRole('radio', { name: 'Others' })).toBeChecked()
  },
}

export const MainlandChosen: Story = { args: { value: 'mainland' } }
