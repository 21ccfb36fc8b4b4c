import { Logo, logoSizes } from '@design-system/Logo'
import { Inline } from '@design-system/layout'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'

const meta = {
  title: 'Composites/Logo',
  component: Logo,
  argTypes: { size: { control: 'inline-radio', options: logoSizes } },
} satisfies Meta<typeof Logo>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    // the drawing is decoration; the words are what a screen reader hears
    await expect(canvasElement).toHaveTextContent('Citytix')
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true')
  },
}

export const Sizes: Story = {
  render: (args) => (
    <Inline gap="xl">
      {logoSizes.map((size) => (
        <Logo key={size} {...args} size={size} />
      ))}
    </Inline>
  ),
}

export const AsHomeLink: Story = {
  render: (args) => (
    <a href="/Events.html">
      <Logo {...args} />
    </a>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Citytix' })).toBeVisible()
  },
}
