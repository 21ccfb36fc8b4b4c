import { CategoryNav } from '@design-system/CategoryNav'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'

const meta = {
  title: 'Composites/CategoryNav',
  component: CategoryNav,
  args: {
    current: 'music',
    items: [
      { id: null, label: 'All categories', href: '/Events.html' },
      {
        id: 'popConcert',
        label: 'Pop concert',
        href: '/Events.html?category=popConcert',
        count: 7,
      },
      { id: 'music', label: 'Music', href: '/Events.html?category=music', count: 11 },
      {
        id: 'chineseOpera',
        label: 'Chinese opera',
        href: '/Events.html?category=chineseOpera',
        count: 6,
      },
      { id: 'theatre', label: 'Theatre', href: '/Events.html?category=theatre', count: 5 },
      { id: 'dance', label: 'Dance', href: '/Events.html?category=dance', count: 1 },
      {
        id: 'seminarForum',
        label: 'Seminar / forum',
        href: '/Events.html?category=seminarForum',
        count: 3,
      },
    ],
  },
} satisfies Meta<typeof CategoryNav>
export default meta
type Story = StoryObj<typeof meta>

export const CurrentCategory: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Categories' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: /^Music/ })).toHaveAttribute(
      'aria-current',
      'page',
    )
    // the badge's digit is hidden from screen readers, which hear the count once, in words
    await expect(canvas.getByRole('link', { name: /Dance/ })).toHaveAccessibleName(
      'Dance (1 event)',
    )
  },
}

export const Loading: Story = { args: { loading: true, items: [] } }

export const TraditionalChinese: Story = {
  globals: { locale: 'zh-Hant' },
  args: {
    current: null,
    items: [
      { id: null, label: '所有類別', href: '/Events.html' },
      { id: 'popConcert', label: '流行音樂會', href: '/Events.html?category=popConcert', count: 7 },
      { id: 'chineseOpera', label: '戲曲', href: '/Events.html?category=chineseOpera', count: 6 },
    ],
  },
}
