import { Button } from '@design-system/Button'
import { EmptyState, emptyStateKinds } from '@design-system/EmptyState'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'

const meta = {
  title: 'Primitives/EmptyState',
  component: EmptyState,
  argTypes: { kind: { control: 'select', options: emptyStateKinds } },
  args: { kind: 'nothingFound', search: 'Jacky Cheung' },
} satisfies Meta<typeof EmptyState>
export default meta
type Story = StoryObj<typeof meta>

export const NothingFound: Story = {
  args: { action: <Button variant="secondary">Clear search</Button> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Nothing found for "Jacky Cheung"')
  },
}

export const NothingFoundWithoutSearch: Story = { args: { search: undefined } }

export const NoBoxOfficeOrKiosk: Story = { args: { kind: 'noOutletMatch', search: 'Tung Chung' } }

export const NoMatchingTransactions: Story = {
  args: { kind: 'noMatchingTransactions', search: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No matching transactions')).toBeVisible()
  },
}

export const NoCinemaSchedule: Story = {
  args: {
    kind: 'noCinemaSchedule',
    search: undefined,
    date: 'Wed 25 Nov 2026',
    action: <Button variant="secondary">Next day</Button>,
  },
}

export const CustomMessage: Story = {
  args: {
    kind: undefined,
    title: 'Your wish list is empty',
    hint: 'Add up to 4 tickets for events that open a ballot.',
  },
}

export const LongChineseText: Story = {
  args: { search: '香港管弦樂團二〇二六至二〇二七樂季閉幕音樂會：馬勒第八交響曲「千人」' },
}

export const TraditionalChinese: Story = {
  globals: { locale: 'zh-Hant' },
  args: { kind: 'noCinemaSchedule', search: undefined, date: '11月25日（星期三）' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('11月25日（星期三）')
  },
}
