import { Badge } from '@design-system/Badge'
import { EmptyState } from '@design-system/EmptyState'
import { formatHkd } from '@design-system/format'
import { Box } from '@design-system/layout'
import { Table, type TableColumn, type TableSort } from '@design-system/Table'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, userEvent } from 'storybook/test'

interface Txn {
  number: string
  purchased: string
  event: string
  tickets: number
  total: number
  status: string
}

const transactions: Txn[] = [
  {
    number: 'T2026112100318',
    purchased: '21 Nov 2026 14:02',
    event: 'Hong Kong Philharmonic: Mahler 5',
    tickets: 2,
    total: 960,
    status: 'Completed',
  },
  {
    number: 'T2026110400871',
    purchased: '4 Nov 2026 10:00',
    event: 'Cantonese Opera: The Purple Hairpin',
    tickets: 4,
    total: 1520,
    status: 'Completed',
  },
  {
    number: 'T2026090900112',
    purchased: '9 Sep 2026 19:45',
    event: 'West Kowloon Jazz Night',
    tickets: 1,
    total: 380,
    status: 'Completed',
  },
]

const hkd = (n: number) => formatHkd(n, 'en')
const columns: TableColumn<Txn>[] = [
  { key: 'number', header: 'Transaction no.', rowHeader: true },
  { key: 'purchased', header: 'Purchased', sortable: true },
  { key: 'event', header: 'Event' },
  { key: 'tickets', header: 'Tickets', align: 'end', sortable: true },
  {
    key: 'total',
    header: 'Grand total',
    align: 'end',
    render: (t) => hkd(t.total),
    sortable: true,
  },
  { key: 'status', header: 'Status', render: (t) => <Badge tone="success">{t.status}</Badge> },
]

const meta = {
  title: 'Primitives/Table',
  component: Table<Txn>,
  args: {
    caption: 'Transactions in the previous six months',
    columns,
    rows: transactions,
    rowKey: (t: Txn) => t.number,
  },
} satisfies Meta<typeof Table<Txn>>
export default meta
type Story = StoryObj<typeof meta>

/** Wide: a real table with a caption and column headers. */
export const Wide: Story = {
  decorators: [
    (Story) => (
      <Box width="xlarge">
        <Story />
      </Box>
    ),
  ],
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Transactions in the previous six months' })
    await expect(table).toBeVisible()
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(columns.length)
    // each row is named by its transaction number
    await expect(canvas.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(
      transactions.map((t) => t.number),
    )
    await expect(canvas.queryByRole('list')).toBeNull()
  },
}

/** Narrow: each row is a card of label / value pairs, nothing scrolls sideways. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <Box width="xsmall">
        <Story />
      </Box>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('table')).toBeNull()
    const list = canvas.getByRole('list', { name: 'Transactions in the previous six months' })
    await expect(list.querySelectorAll(':scope > li')).toHaveLength(transactions.length)
    for (const card of list.querySelectorAll(':scope > li')) {
      await expect(card).toHaveTextContent(/Grand total\s*HK\$/)
    }
  },
}

function SortableTable() {
  const [sort, setSort] = useState<TableSort>({ key: 'total', direction: 'descending' })
  const rows = [...transactions].sort((a, b) => {
    const key = sort.key as 'total' | 'tickets' | 'purchased'
    const diff = key === 'purchased' ? a.number.localeCompare(b.number) : a[key] - b[key]
    return sort.direction === 'ascending' ? diff : -diff
  })
  return (
    <Box width="xlarge">
      <Table
        caption="Transactions in the previous six months"
        columns={columns}
        rows={rows}
        rowKey={(t) => t.number}
        sort={sort}
        onSortChange={setSort}
      />
    </Box>
  )
}

/** Sort buttons in the headers; the sorted column carries aria-sort. */
export const Sortable: Story = {
  render: () => <SortableTable />,
  play: async ({ canvas }) => {
    const totalHeader = canvas.getByRole('columnheader', { name: /Grand total/ })
    await expect(totalHeader).toHaveAttribute('aria-sort', 'descending')
    await userEvent.click(canvas.getByRole('button', { name: /Grand total/ }))
    await expect(totalHeader).toHaveAttribute('aria-sort', 'ascending')
    const firstRow = canvas.getAllByRole('row')[1]
    await expect(firstRow).toHaveTextContent('HK$380')
  },
}

export const Empty: Story = {
  args: { rows: [], empty: <EmptyState kind="noMatchingTransactions" /> },
  play: async ({ canvas }) => {
    // only the layout on screen is in the accessibility tree
    await expect(canvas.getByRole('status')).toHaveTextContent('No matching transactions')
  },
}

export const LongChineseText: Story = {
  args: {
    caption: '過去六個月的交易紀錄',
    columns: [
      { key: 'number', header: '交易編號' },
      { key: 'event', header: '節目名稱' },
      { key: 'total', header: '總額（港幣）', align: 'end' },
    ] as TableColumn<Txn>[],
    rows: [
      { ...transactions[0], event: '香港管弦樂團：馬勒第五交響曲（香港文化中心音樂廳）' } as Txn,
      { ...transactions[1], event: '粵劇《紫釵記》（油麻地戲院劇院）' } as Txn,
    ],
  },
}
