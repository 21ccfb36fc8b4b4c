import { Breadcrumbs } from '@design-system/Breadcrumbs'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'

const meta = {
  title: 'Primitives/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    steps: [
      { label: 'Home', href: '/Events.html' },
      { label: 'Member services', href: '/Member/MemberInfo.html' },
    ],
    current: 'Transaction history',
  },
} satisfies Meta<typeof Breadcrumbs>
export default meta
type Story = StoryObj<typeof meta>

/** Home › section › this page: the pages above are links, this one is marked current. */
export const InASection: Story = {
  play: async ({ canvas }) => {
    const trail = canvas.getByRole('navigation', { name: 'Breadcrumb' })
    await expect(trail).toBeVisible()
    await expect(canvas.getAllByRole('link')).toHaveLength(2)
    await expect(canvas.getByText('Transaction history')).toHaveAttribute('aria-current', 'page')
  },
}

/** A page straight under the home page. */
export const UnderHome: Story = {
  args: { steps: [{ label: 'Home', href: '/Events.html' }], current: 'Search' },
}

/** A long title wraps onto the next line instead of widening the page. */
export const LongTitle: Story = {
  args: {
    current:
      'Change the delivery address of transaction 2026120200123 for Neon Harbour at the Hong Kong Cultural Centre',
  },
}
