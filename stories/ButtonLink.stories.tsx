import { buttonSizes, buttonVariants } from '@design-system/Button'
import { ButtonLink } from '@design-system/ButtonLink'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'

const meta = {
  title: 'Primitives/ButtonLink',
  component: ButtonLink,
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
  args: { href: '/Event/8001/Buy', children: 'Buy tickets' },
} satisfies Meta<typeof ButtonLink>
export default meta
type Story = StoryObj<typeof meta>

export const Primary: Story = {
  args: { size: 'large' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Buy tickets' })).toHaveAttribute(
      'href',
      '/Event/8001/Buy',
    )
  },
}

export const Secondary: Story = {
  args: { variant: 'secondary', href: '/Events.html', children: 'See the events on sale' },
}

export const Chinese: Story = {
  globals: { locale: 'zh-Hant' },
  args: { children: '登入購票', fullWidth: true },
}
