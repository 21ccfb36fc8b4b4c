import { formatHkd } from '@design-system/format'
import { TimeChart } from '@design-system/TimeChart'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'

const hkd = (value: number) => formatHkd(value, 'en')

const meta = {
  title: 'Primitives/TimeChart',
  component: TimeChart,
  args: {
    label: 'Revenue by day',
    dateHeader: 'Day',
    valueHeader: 'Revenue',
    formatValue: hkd,
    points: [
      { date: '2026-11-20', value: 145080 },
      { date: '2026-11-21', value: 26560 },
      { date: '2026-11-23', value: 9840 },
      { date: '2026-11-28', value: 31200 },
    ],
  },
} satisfies Meta<typeof TimeChart>
export default meta
type Story = StoryObj<typeof meta>

/** Drawn on a canvas in the theme's colours, with the same figures as a table. */
export const RevenueByDay: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: 'Revenue by day' })).toBeInTheDocument()
    await expect(canvasElement.querySelector('canvas')).not.toBeNull()
    await expect(canvas.getAllByText('HK$145,080').length).toBeGreaterThan(0)
  },
}

export const OneDay: Story = {
  args: { points: [{ date: '2026-12-01', value: 2480 }] },
}

export const NoSales: Story = {
  args: { points: [], empty: 'No sales yet' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No sales yet')).toBeInTheDocument()
    await expect(canvas.queryByRole('img')).toBeNull()
  },
}

/** The night theme's colours, read from the theme contract when drawn. */
export const Night: Story = {
  globals: { theme: 'night' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('canvas')).not.toBeNull()
  },
}

export const BlackAndWhite: Story = {
  globals: { theme: 'blackWhite' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('canvas')).not.toBeNull()
  },
}

export const InChinese: Story = {
  globals: { locale: 'zh-Hant' },
  args: { label: '每日收入', dateHeader: '日期', valueHeader: '收入' },
}
