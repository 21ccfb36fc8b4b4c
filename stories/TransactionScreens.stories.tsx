import { msg } from '@lingui/core/macro'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { ApiError } from '../app/api/errors'
import { type Schemas, transactionQuery, transactionsQuery } from '../app/api/queries'
import { ErrorScreen } from '../app/features/shell/ErrorScreen'
import { eTicketsQuery } from '../app/features/transactions/eTicketsQuery'
import { TransactionDetailScreen } from '../app/features/transactions/TransactionDetailScreen'
import {
  TransactionDetailPending,
  TxnHistoryPending,
} from '../app/features/transactions/TransactionsPending'
import { TxnHistoryScreen } from '../app/features/transactions/TxnHistoryScreen'
import {
  emptyTransactions,
  memberStoryNow,
  storyDeliveredTransaction,
  storyReceipt,
  storyTransaction,
  storyTransactions,
} from './memberFixtures'
import { answer, MemberScreenStory, shown } from './memberScreenStory'

const historyPage = {
  title: msg`Transaction history`,
  description: msg`Your ticket purchases of the previous six months.`,
  section: 'member' as const,
}
const detailPage = {
  title: msg`Transaction details`,
  description: msg`Tickets, fees, payment and delivery of one transaction.`,
  section: 'member' as const,
}

const history = (month: string) => () => (
  <TxnHistoryScreen month={month} onMonthChange={fn()} now={memberStoryNow} />
)
const detail = (txn: Schemas['Transaction'], receipt?: Schemas['Transaction']) => ({
  page: detailPage,
  seed: [
    answer(transactionQuery(txn.txnNo), txn),
    ...(receipt ? [answer(eTicketsQuery(txn.txnNo), receipt)] : []),
  ],
  screen: () => <TransactionDetailScreen txnNo={txn.txnNo} now={memberStoryNow} />,
})

const meta = {
  title: 'Screens/Transactions',
  component: MemberScreenStory,
  args: {
    page: historyPage,
    seed: [answer(transactionsQuery('2026-11'), storyTransactions)],
    screen: history('2026-11'),
  },
} satisfies Meta<typeof MemberScreenStory>
export default meta
type Story = StoryObj<typeof meta>

/** November's purchases, newest first, each linking to its details. */
export const History: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Transactions in November 2026' })
    await expect(within(table).getByRole('link', { name: 'T2611280051' })).toHaveAttribute(
      'href',
      '/Member/TransactionDetail.html?txnNo=T2611280051',
    )
    await expect(canvas.getByRole('combobox', { name: 'Month' })).toHaveValue('2026-11')
  },
}

export const NoMatchingTransactions: Story = {
  args: {
    seed: [answer(transactionsQuery('2026-10'), emptyTransactions)],
    screen: history('2026-10'),
  },
  play: async ({ canvas }) => {
    await expect(await shown(canvas, 'No matching transactions')).toHaveLength(1)
  },
}

export const HistoryLoading: Story = {
  args: { seed: [], screen: () => <TxnHistoryPending /> },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading your transactions')
  },
}

/** An e-ticket purchase: the receipt, a QR code per ticket, and the changes still open. */
export const DetailWithETickets: Story = {
  args: detail(storyTransaction, storyReceipt),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'E-tickets' })).toBeVisible()
    await expect(canvas.getAllByText(/T2611280051-[12]/)).toHaveLength(2)
    await expect(
      canvas.getByRole('link', { name: /^Change how the tickets reach you/ }),
    ).toHaveAttribute('href', '/DeliveryChangeRequest.html?txnNo=T2611280051')
  },
}

/** Delivered tickets, the show four days away: too late to change the delivery. */
export const DetailDeliveredTooLateToChange: Story = {
  args: detail(storyDeliveredTransaction),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('HKP0033151126')).toBeVisible()
    await expect(canvas.queryByRole('heading', { name: 'E-tickets' })).toBeNull()
    await expect(
      canvas.queryByRole('link', { name: /^Change how the tickets reach you/ }),
    ).toBeNull()
  },
}

export const NoTransactionChosen: Story = {
  args: {
    page: detailPage,
    seed: [],
    screen: () => <TransactionDetailScreen txnNo={undefined} />,
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('link', { name: 'Go to transaction history' }),
    ).toHaveAttribute('href', '/Member/TxnHistory.html')
  },
}

export const DetailLoading: Story = {
  args: { page: detailPage, seed: [], screen: () => <TransactionDetailPending /> },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading the transaction')
  },
}

/** Not the member's transaction, or none by that number. */
export const DetailNotFound: Story = {
  args: {
    page: detailPage,
    seed: [],
    screen: () => (
      <ErrorScreen error={new ApiError('NOT_FOUND', 'Not found.', 404)} reset={() => undefined} />
    ),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Sorry, what you are looking for cannot be found.',
    )
  },
}

export const TraditionalChinese: Story = {
  globals: { locale: 'zh-Hant' },
  args: detail(storyTransaction, storyReceipt),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '交易詳情' })).toBeVisible()
    // the section by its name in the page's language, the row and seat as people write them
    await expect(await canvas.findByRole('cell', { name: 'A3 座 K 排 21 號' })).toBeVisible()
  },
}
