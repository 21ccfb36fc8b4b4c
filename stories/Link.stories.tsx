import { Link, linkVariants } from '@design-system/Link'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'

const meta = {
  title: 'Primitives/Link',
  component: Link,
  args: { href: '/BuyTickets.html', children: 'How to buy tickets' },
  argTypes: { variant: { control: 'inline-radio', options: linkVariants } },
} satisfies Meta<typeof Link>
export default meta
type Story = StoryObj<typeof meta>

export const Inline: Story = {
  render: (args) => (
    <p>
      New to Citytix? Read <Link {...args} /> before your first purchase.
    </p>
  ),
}

export const Standalone: Story = {
  args: { variant: 'standalone', children: 'Box office locations' },
}

export const External: Story = {
  args: {
    variant: 'standalone',
    external: true,
    href: 'https://www.facebook.com/',
    children: 'Citytix on Facebook',
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Citytix on Facebook (opens in a new tab)' })
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  },
}

export const ChineseText: Story = {
  render: (args) => (
    <p lang="zh-Hant">
      如有查詢，請參閱
      <Link {...args} href="/Faq.html">
        常見問題
      </Link>
      或致電客戶服務熱線。
    </p>
  ),
}
