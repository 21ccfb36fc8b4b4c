import { msg } from '@lingui/core/macro'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import type { Schemas } from '../app/api/queries'
import { SalesFigures } from '../app/features/office/sales/SalesFigures'
import { SalesPerformanceList } from '../app/features/office/sales/SalesPerformanceList'
import { ScreenStory } from './screenStory'

const title = {
  en: 'Hong Kong Philharmonic New Year Concert',
  'zh-Hant': '香港管弦樂團新年音樂會',
  'zh-Hans': '香港管弦乐团新年音乐会',
}

const figures: Schemas['OfficePerformanceSales'] = {
  performance: {
    id: 880101,
    eventId: 8801,
    eventTitle: title,
    startsAt: '2026-12-31T20:00:00+08:00',
    seating: 'reserved',
  },
  totals: { capacity: 1200, sold: 412, held: 6, blocked: 8, available: 774, revenue: 171640 },
  zones: [
    {
      priceZoneId: 1,
      name: { en: 'Stalls', 'zh-Hant': '池座', 'zh-Hans': '池座' },
      price: 480,
      capacity: 600,
      sold: 300,
      held: 4,
      blocked: 8,
      available: 288,
      revenue: 132480,
      ticketTypes: [
        { ticketType: 'standard', price: 480, sold: 252, held: 4, revenue: 120960 },
        {
          ticketType: 'senior65',
          price: 240,
          sold: 48,
          held: 0,
          quota: 60,
          quotaLeft: 12,
          revenue: 11520,
        },
      ],
    },
    {
      priceZoneId: 2,
      name: { en: 'Balcony', 'zh-Hant': '樓座', 'zh-Hans': '楼座' },
      price: 350,
      capacity: 600,
      sold: 112,
      held: 2,
      blocked: 0,
      available: 486,
      revenue: 39160,
      ticketTypes: [{ ticketType: 'standard', price: 350, sold: 112, held: 2, revenue: 39160 }],
    },
  ],
  revenueByDay: [
    { date: '2026-11-20', tickets: 350, revenue: 145080 },
    { date: '2026-11-21', tickets: 62, revenue: 26560 },
  ],
}

const onDownload = fn()
const page = {
  title: msg`Sales`,
  description: msg`Tickets sold, held and available for each performance, and the downloads.`,
}

const meta = {
  title: 'Screens/Office/Sales',
  component: ScreenStory,
  args: {
    page,
    screen: () => <SalesFigures figures={figures} onDownload={onDownload} />,
  },
} satisfies Meta<typeof ScreenStory>
export default meta
type Story = StoryObj<typeof meta>

/** An event manager's view: the figures, the two tables, the chart and the downloads. */
export const Figures: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: /revenue by day/i })).toBeVisible()
    await expect(canvas.getAllByText('Senior 65+').length).toBeGreaterThan(0)
    canvas.getByRole('button', { name: 'Download the sales (CSV)' }).click()
    await expect(onDownload).toHaveBeenCalledWith('sales')
  },
}

/** Customer service reads the figures but has no downloads. */
export const WithoutDownloads: Story = {
  args: { screen: () => <SalesFigures figures={figures} /> },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Ticket revenue')).toBeVisible()
    await expect(canvas.queryByRole('button')).toBeNull()
  },
}

/** Nothing sold yet: the chart says so instead of drawing nothing. */
export const NothingSold: Story = {
  args: {
    screen: () => (
      <SalesFigures
        figures={{
          ...figures,
          totals: { ...figures.totals, sold: 0, held: 0, revenue: 0, available: 1192 },
          revenueByDay: [],
        }}
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nothing sold yet.')).toBeVisible()
  },
}

export const PerformanceList: Story = {
  args: {
    screen: () => (
      <SalesPerformanceList
        performances={[
          { ...figures.performance, sold: 412 },
          { ...figures.performance, id: 880102, startsAt: '2027-01-01T15:00:00+08:00', sold: 0 },
        ]}
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(
      (await canvas.findAllByRole('link', { name: 'Hong Kong Philharmonic New Year Concert' }))
        .length,
    ).toBeGreaterThan(0)
  },
}

export const NoPerformances: Story = {
  args: { screen: () => <SalesPerformanceList performances={[]} /> },
  play: async ({ canvas }) => {
    await expect(
      (await canvas.findAllByText('There are no performances yet.')).length,
    ).toBeGreaterThan(0)
  },
}
