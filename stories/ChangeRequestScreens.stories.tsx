import { msg } from '@lingui/core/macro'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import {
  deliveryChangeMutation,
  helpPageQuery,
  transactionQuery,
  txnChangeMutation,
} from '../app/api/queries'
import {
  DeliveryChangeRequestScreen,
  TxnChangeRequestScreen,
} from '../app/features/changeRequests/ChangeRequestScreens'
import { HelpPending } from '../app/features/help/HelpPending'
import {
  deliveryChangeRequestPage,
  memberStoryNow,
  storyDeliveredTransaction,
  storyTransaction,
  txnChangeRequestPage,
} from './memberFixtures'
import { answer, answers, MemberScreenStory } from './memberScreenStory'

const txnPage = {
  title: msg`Transaction change request`,
  description: msg`Ask to change the contact details or address of a transaction.`,
  section: 'help' as const,
}
const deliveryPage = {
  title: msg`Delivery change request`,
  description: msg`Ask to change how your tickets are delivered, up to 7 working days before the show.`,
  section: 'help' as const,
}
const received = answers({ status: 'received' as const, referenceNo: 'DC-20261201-0007' })
const delivery = (txnNo: string) => () => (
  <DeliveryChangeRequestScreen
    txnNo={txnNo}
    isMember
    now={memberStoryNow}
    mutation={{ ...deliveryChangeMutation, mutationFn: received }}
  />
)

const meta = {
  title: 'Screens/Change requests',
  component: MemberScreenStory,
  args: {
    page: txnPage,
    seed: [answer(helpPageQuery('TxnChangeRequest'), txnChangeRequestPage)],
    screen: () => (
      <TxnChangeRequestScreen
        txnNo="T2611280051"
        mutation={{ ...txnChangeMutation, mutationFn: received }}
      />
    ),
  },
} satisfies Meta<typeof MemberScreenStory>
export default meta
type Story = StoryObj<typeof meta>

/**
 * From the transaction's page, its number filled in; sent without the card or a change, each
 * missing part says so and the first takes the focus.
 */
export const TransactionChange: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: /^Transaction number/ })).toHaveValue(
      'T2611280051',
    )
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Change the contact name' }))
    await expect(canvas.getByRole('textbox', { name: /^New contact name/ })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Send request' }))
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /^Card number/ })).toHaveFocus())
  },
}

/** A member's own transaction, in time: the last day for a change is said. */
export const DeliveryChange: Story = {
  args: {
    page: deliveryPage,
    seed: [
      answer(helpPageQuery('DeliveryChangeRequest'), deliveryChangeRequestPage),
      answer(transactionQuery(storyTransaction.txnNo), storyTransaction),
    ],
    screen: delivery(storyTransaction.txnNo),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/you can ask for a change until/)).toBeVisible()
    await expect(canvas.getByText(/The office opens today at/)).toBeVisible()
  },
}

/** The show is four days away: too late, said before anything is typed. */
export const DeliveryChangeTooLate: Story = {
  args: {
    page: deliveryPage,
    seed: [
      answer(helpPageQuery('DeliveryChangeRequest'), deliveryChangeRequestPage),
      answer(transactionQuery(storyDeliveredTransaction.txnNo), storyDeliveredTransaction),
    ],
    screen: delivery(storyDeliveredTransaction.txnNo),
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Ask for a delivery change' }),
    ).toBeVisible()
    await expect(canvas.queryByText(/you can ask for a change until/)).toBeNull()
    await expect(
      canvas.getByText('Delivery can only be changed up to 7 working days before the show.'),
    ).toBeVisible()
  },
}

export const DeliveryChangeSent: Story = {
  args: DeliveryChange.args,
  play: async ({ canvas }) => {
    await userEvent.type(
      await canvas.findByRole('textbox', { name: /^Contact person/ }),
      'Chan Tai Man',
    )
    await userEvent.type(canvas.getByRole('textbox', { name: /^Mobile number/ }), '91234567')
    await userEvent.type(
      canvas.getByRole('textbox', { name: /^New delivery address/ }),
      'Flat 3A, 8 Tai Po Road, Tai Po',
    )
    await userEvent.type(canvas.getByRole('textbox', { name: /^Email/ }), 'taiman@example.com.hk')
    await userEvent.click(canvas.getByRole('button', { name: 'Send request' }))
    const sent = await canvas.findByRole('region', {
      name: 'Thank you. We have received your delivery change request.',
    })
    await expect(within(sent).getByText('Your reference number is DC-20261201-0007.')).toBeVisible()
  },
}

export const Loading: Story = {
  args: { seed: [], screen: () => <HelpPending /> },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toBeVisible()
  },
}

export const TraditionalChinese: Story = {
  globals: { locale: 'zh-Hant' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '更改交易申請' }),
    ).toBeVisible()
  },
}
