import { PriceTable } from '@design-system/PriceTable'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'

const meta = {
  title: 'Composites/PriceTable',
  component: PriceTable,
  args: {
    caption: 'Hong Kong Philharmonic Orchestra: New Year Gala',
    rows: [
      { id: 'a', label: 'Zone A', price: 1280 },
      { id: 'b', label: 'Zone B', price: 880 },
      { id: 'c', label: 'Zone C', price: 480, soldOut: true },
      {
        id: 'concession',
        label: 'Concession',
        price: 240,
        note: 'Full-time students, senior citizens aged 60 or above and people with disabilities',
      },
    ],
  },
} satisfies Meta<typeof PriceTable>
export default meta
type Story = StoryObj<typeof meta>

export const Zones: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('row', { name: 'Zone A HK$1,280' })).toBeInTheDocument()
    await expect(canvas.getByRole('row', { name: /Zone C HK\$480 Sold out/ })).toBeInTheDocument()
  },
}

export const CinemaClasses: Story = {
  args: {
    caption: 'Broadway Cinematheque, House 1',
    rows: [
      { id: 'regular', label: 'Regular', price: 110 },
      {
        id: 'concession',
        label: 'Concession',
        price: 75,
        note: 'Aged 60 or above, people with disabilities',
      },
      {
        id: 'student',
        label: 'Student / child',
        price: 75,
        note: 'Full-time students; children aged 6 or above',
      },
      { id: 'senior', label: 'Senior', price: 55 },
    ],
  },
}

export const PricesWithCents: Story = {
  args: { rows: [{ id: 'online', label: 'Online concert, video on demand', price: 98.5 }] },
}

export const NotYetAnnounced: Story = { args: { rows: [] } }

export const ChineseText: Story = {
  globals: { locale: 'zh-Hant' },
  args: {
    caption: '香港中樂團《樂旅中國》',
    rows: [
      { id: 'a', label: '甲區', price: 580 },
      { id: 'b', label: '乙區', price: 380 },
      {
        id: 'c',
        label: '丙區',
        price: 220,
        note: '全日制學生、六十歲或以上長者及殘疾人士半價優惠',
      },
    ],
  },
}
