import { Link } from '@design-system/Link'
import { List, listTypes } from '@design-system/List'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'

const meta = {
  title: 'Primitives/List',
  component: List,
  argTypes: { type: { control: 'inline-radio', options: listTypes } },
  args: {
    children: (
      <>
        <li>
          <Link href="#ways">Ways to get your tickets</Link>
        </li>
        <li>
          <Link href="#fees">Delivery fees and the last day for delivery</Link>
        </li>
        <li>
          <Link href="#refunds">Fees are not refundable</Link>
        </li>
      </>
    ),
  },
} satisfies Meta<typeof List>
export default meta
type Story = StoryObj<typeof meta>

export const Bullets: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list').tagName).toBe('UL')
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3)
  },
}

export const Numbered: Story = {
  args: { type: 'number', gap: 'sm' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list').tagName).toBe('OL')
  },
}
