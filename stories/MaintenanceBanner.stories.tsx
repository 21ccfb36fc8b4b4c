import { MaintenanceBanner } from '@design-system/MaintenanceBanner'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'

const meta = {
  title: 'Composites/MaintenanceBanner',
  component: MaintenanceBanner,
  args: { visible: true },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MaintenanceBanner>
export default meta
type Story = StoryObj<typeof meta>

export const Visible: Story = {
  play: async ({ canvas }) => {
    const notice = canvas.getByRole('region', { name: 'System maintenance' })
    await expect(notice).toHaveTextContent('Every Wednesday from 00:00 to 02:00 (Hong Kong time)')
  },
}

export const WithDetailsLink: Story = {
  args: { detailsHref: '/SystemMaintenance.html' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Read the maintenance notice' })).toHaveAttribute(
      'href',
      '/SystemMaintenance.html',
    )
  },
}

export const Hidden: Story = {
  args: { visible: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region')).toBeNull()
  },
}
