import { NewsList } from '@design-system/NewsList'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'

const meta = {
  title: 'Composites/NewsList',
  component: NewsList,
  args: {
    items: [
      {
        id: '11',
        title: 'Weekly system maintenance',
        body: 'Online booking is unavailable every Wednesday from 00:00 to 02:00 (Hong Kong time).\n\nE-tickets you already have stay valid.',
        publishedAt: '2026-11-22T09:00:00+08:00',
        href: '/Help.html',
      },
      {
        id: '12',
        title: 'New kiosks at Kai Tak and Tai Kwong',
        body: 'Collect your tickets at two more self-service kiosks:\n- Kai Tak Sports Park, Gate B\n- Tai Kwun, Block 01',
        publishedAt: '2026-11-18T12:00:00+08:00',
      },
    ],
  },
} satisfies Meta<typeof NewsList>
export default meta
type Story = StoryObj<typeof meta>

export const Newest: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('22 November 2026')).toBeVisible()
    await expect(
      canvas.getByRole('link', { name: 'Read more: Weekly system maintenance' }),
    ).toHaveAttribute('href', '/Help.html')
  },
}

export const TraditionalChinese: Story = {
  globals: { locale: 'zh-Hant' },
  args: {
    items: [
      {
        id: '11',
        title: '每週系統維護',
        body: '系統逢星期三香港時間00:00至02:00進行維護，期間暫停網上訂票。',
        publishedAt: '2026-11-22T09:00:00+08:00',
        href: '/Help.html',
      },
    ],
  },
}
