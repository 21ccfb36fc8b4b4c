import { msg } from '@lingui/core/macro'
import type { Meta, StoryObj } from '@storybook/react-vite'
import type { QueryKey } from '@tanstack/react-query'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import {
  basketQuery,
  checkoutPreviewQuery,
  eventQuery,
  pointsBalanceQuery,
  receiptQuery,
  type Schemas,
  seatPlanQuery,
} from '../app/api/queries'
import { BuyPending } from '../app/features/buy/BuyPending'
import { BuyScreen } from '../app/features/buy/BuyScreen'
import type { BuySearch } from '../app/features/buy/buySearch'
import { BrowseScreenStory } from './browseScreenStory'
import {
  basketOf,
  checkoutPreview,
  concert,
  concertSeatPlan,
  concessionConcert,
  concessionPreview,
  concessionReceipt,
  heldConcessionSeats,
  heldSeats,
  jazzNight,
  pointsBalance,
  receipt,
  receiptInTraditionalChinese,
} from './buyFixtures'
import { answerCalls, holdClock, type StoryAnswers } from './purchaseStory'

const page = {
  title: msg`Buy tickets`,
  description: msg`Choose seats or tickets, how to get them and how to pay, and get your e-tickets.`,
}

type Seed = readonly (readonly [QueryKey, unknown])[]

/** A step of the purchase, for a member, with the answers its route would have loaded. */
function buying(
  event: Schemas['EventDetail'],
  search: BuySearch,
  { basket = basketOf(), seed = [] }: { basket?: Schemas['Basket']; seed?: Seed } = {},
) {
  return {
    seed: [
      [eventQuery(event.id).queryKey, event],
      [basketQuery().queryKey, basket],
      [seatPlanQuery(concertSeatPlan.performanceId).queryKey, concertSeatPlan],
      [pointsBalanceQuery().queryKey, pointsBalance],
      ...seed,
    ] as const,
    screen: () => <BuyScreen eventId={event.id} search={search} />,
  }
}

const meta = {
  title: 'Screens/Buy',
  component: BrowseScreenStory,
  parameters: { layout: 'fullscreen' },
  // holds count down and delivery closes days before the show: the clock stands still; seat
  // plans are asked again while on show
  beforeEach: [
    holdClock(),
    answerCalls({
      'GET /api/performance/{performanceId}/seatPlan.do': { data: concertSeatPlan },
      'GET /api/basket.do': { data: basketOf() },
      'GET /api/user/balance.do': { data: pointsBalance },
    }),
  ],
  args: { page, member: true, ...buying(concert, { step: 'tickets' }) },
} satisfies Meta<typeof BrowseScreenStory>
export default meta
type Story = StoryObj<typeof meta>

/** Several performances on sale: the buyer picks one first; a sold-out one cannot be picked. */
export const ChoosePerformance: Story = {
  play: async ({ canvas }) => {
    const radios = await canvas.findAllByRole('radio')
    await expect(radios).toHaveLength(3)
    await expect(radios[2]).toBeDisabled()
    await expect(canvas.getByText(/sold out/)).toBeVisible()
    await expect(canvas.queryByRole('group', { name: /Seat plan/ })).toBeNull()
  },
}

const seat = (name: RegExp) => ({ name })

/** Reserved seating: seats picked on the plan, with their zone, price and the subtotal. */
export const ChooseSeats: Story = {
  args: buying(concert, { step: 'tickets', performance: 810101 }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('checkbox', seat(/^Stalls, Row C, seat 7,/)))
    await userEvent.click(canvas.getByRole('checkbox', seat(/^Stalls, Row C, seat 8,/)))
    await expect(canvas.getByText('Tickets: HK$1,760')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Hold these seats' })).toBeEnabled()
  },
}

/** The concert's first performance, whose holds the server refuses: the seats are gone. */
const holdRefused = {
  args: buying(concert, { step: 'tickets', performance: 810101 }),
  beforeEach: answerCalls({
    'POST /api/basket/hold.do': {
      status: 409,
      code: 'SEAT_UNAVAILABLE',
      message: 'Some of the seats you chose are no longer available.',
    },
  }),
} satisfies Story

/** Someone else held the seats first: the buyer is told and chooses again. */
export const SeatsTakenMeanwhile: Story = {
  ...holdRefused,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('checkbox', seat(/^Stalls, Row E, seat 9,/)))
    await userEvent.click(canvas.getByRole('checkbox', seat(/^Stalls, Row E, seat 10,/)))
    await userEvent.click(canvas.getByRole('button', { name: 'Hold these seats' }))
    const onPlan = within(canvas.getByRole('region', { name: 'Or choose your seats on the plan' }))
    await waitFor(() =>
      expect(onPlan.getByRole('alert')).toHaveTextContent(
        'Some of the seats you chose are no longer available. Please choose again.',
      ),
    )
  },
}

/** "Let us choose the best seats", when no block that size is left in the zone. */
export const BestSeatsGone: Story = {
  ...holdRefused,
  play: async ({ canvas }) => {
    const best = within(await canvas.findByRole('region', { name: 'Let us choose the best seats' }))
    await userEvent.click(best.getByRole('button', { name: 'One more' }))
    await userEvent.click(best.getByRole('button', { name: 'Hold the best 3 seats' }))
    await waitFor(() =>
      expect(best.getByRole('alert')).toHaveTextContent(
        'There are no longer 3 seats together in this price zone.',
      ),
    )
  },
}

/** Free seating, one performance (chosen for the buyer): a number of tickets per zone. */
export const ChooseQuantities: Story = {
  args: buying(jazzNight, { step: 'tickets' }),
  play: async ({ canvas }) => {
    const [standing] = await canvas.findAllByRole('button', { name: 'One more' })
    if (!standing) throw new Error('no quantity to raise')
    await userEvent.click(standing)
    await userEvent.click(standing)
    await expect(canvas.getByText('Tickets: HK$960')).toBeVisible()
  },
}

/** Seats held, counting down to the moment they go back on sale. */
export const Basket: Story = {
  args: buying(concert, { step: 'basket' }, { basket: basketOf(heldSeats(7 * 60 + 32)) }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('timer')).toHaveTextContent('07:32')
    await expect(canvas.getByRole('rowheader', { name: 'Stalls row C seat 7' })).toBeVisible()
    await expect(canvas.getByText('Tickets: HK$1,760')).toBeVisible()
  },
}

/** The hold ran out before the buyer went on: the seats are gone, with the way to start again. */
export const HoldExpired: Story = {
  args: buying(concert, { step: 'basket' }, { basket: basketOf(heldSeats(-30)) }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Your seats were held too long and have been released. Please choose again.',
    )
    await expect(canvas.getByRole('button', { name: 'Choose tickets again' })).toBeVisible()
  },
}

export const EmptyBasket: Story = {
  args: buying(concert, { step: 'basket' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(/your basket is empty/)
    await expect(canvas.getByRole('button', { name: 'Choose tickets' })).toBeVisible()
  },
}

/**
 * Collection and payment, delivery chosen: the show is 12 days away, so the post can still
 * reach Hong Kong and Macau but no longer the Mainland or overseas.
 */
export const CollectionAndPayment: Story = {
  args: buying(concert, { step: 'checkout' }, { basket: basketOf(heldSeats(7 * 60 + 32)) }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: /^Delivery by post/ }))
    await expect(canvas.getByRole('textbox', { name: /^Delivery address/ })).toBeVisible()
    await expect(
      canvas.getByRole('option', { name: 'Overseas (too late for this show)' }),
    ).toBeDisabled()
    await expect(
      canvas.getByRole('radio', { name: /^Citytix points \(you have 12500 points\)/ }),
    ).toBeEnabled()
  },
}

const preview = buying(
  concert,
  { step: 'preview', preview: checkoutPreview.previewId },
  { seed: [[checkoutPreviewQuery(checkoutPreview.previewId).queryKey, checkoutPreview]] },
)

const deliveredPreview: Schemas['TransactionPreview'] = {
  ...checkoutPreview,
  collectionMethod: 'delivery',
  deliveryAddress: { region: 'macau', address: 'Rua do Campo 12, 3/F' },
  paymentMethod: 'mastercard',
}

/** Back from the preview to change something: what the preview chose is still chosen. */
export const ChangeFromPreview: Story = {
  args: buying(
    concert,
    { step: 'checkout', preview: deliveredPreview.previewId },
    {
      basket: basketOf(heldSeats(7 * 60 + 32)),
      seed: [[checkoutPreviewQuery(deliveredPreview.previewId).queryKey, deliveredPreview]],
    },
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('radio', { name: /^Delivery by post/ })).toBeChecked()
    await expect(canvas.getByRole('combobox', { name: /^Deliver to/ })).toHaveValue('macau')
    await expect(canvas.getByRole('textbox', { name: /^Delivery address/ })).toHaveValue(
      'Rua do Campo 12, 3/F',
    )
    await expect(canvas.getByRole('radio', { name: 'Mastercard' })).toBeChecked()
  },
}

/** Every charge itemised; paying is the buyer's confirmation. */
export const Preview: Story = {
  args: preview,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('button', { name: 'Confirm and pay HK$1,796' }),
    ).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: /^Visa card number/ })).toBeVisible()
  },
}

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas']

/** The gateway declines whatever card it is given. */
const gatewayDeclines: StoryAnswers = {
  'POST /api/payment.do': {
    status: 402,
    code: 'PAYMENT_DECLINED',
    message: 'Your payment was declined.',
  },
}

/** Types a card the gateway declines, with `expiry` as typed, and presses pay. */
async function payWithDeclinedCard(canvas: Canvas, expiry: string) {
  await userEvent.type(
    await canvas.findByRole('textbox', { name: /^Visa card number/ }),
    '4000 0000 0000 0002',
  )
  await userEvent.type(canvas.getByRole('textbox', { name: /^Expiry date/ }), expiry)
  await userEvent.type(canvas.getByRole('textbox', { name: /^Security code/ }), '123')
  await userEvent.click(canvas.getByRole('button', { name: 'Confirm and pay HK$1,796' }))
}

/** The expiry date typed as digits alone (`1228`) is read as 12/28: the payment goes ahead. */
export const ExpiryWithoutSlash: Story = {
  args: preview,
  beforeEach: answerCalls(gatewayDeclines),
  play: async ({ canvas }) => {
    await payWithDeclinedCard(canvas, '1228')
    // the gateway was asked (and declined): the form found nothing wrong with the date
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(/declined/))
    await expect(canvas.queryByText('Please enter the expiry date as MM/YY.')).toBeNull()
  },
}

/** The card was declined: the buyer is told, the seats stay held and they can pay again. */
export const PaymentDeclined: Story = {
  args: preview,
  beforeEach: answerCalls(gatewayDeclines),
  play: async ({ canvas }) => {
    await payWithDeclinedCard(canvas, '12/28')
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        'Your payment was declined. Your seats are still held: please check your card details or pay with another card.',
      ),
    )
    await expect(canvas.getByRole('timer')).toBeVisible()
  },
}

const paid = buying(
  concert,
  { step: 'receipt', txn: receipt.txnNo },
  { seed: [[receiptQuery(receipt.txnNo).queryKey, receipt]] },
)

/** The receipt: every fee, a QR e-ticket per seat and the show for the buyer's calendar. */
export const Receipt: Story = {
  args: paid,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('CF-7X4Q-29KD')
    await expect(canvas.getAllByRole('img', { name: /^QR code of ticket/ })).toHaveLength(2)
    await expect(await canvas.findByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
      'download',
      'citytix-T2026120100418.ics',
    )
  },
}

export const ReceiptInTraditionalChinese: Story = {
  args: buying(
    concert,
    { step: 'receipt', txn: receipt.txnNo },
    { seed: [[receiptQuery(receipt.txnNo).queryKey, receiptInTraditionalChinese]] },
  ),
  globals: { locale: 'zh-Hant' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '你的電子門票' })).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('港樂：新年音樂會')
    // the seat by the same name on the receipt and on its e-ticket
    await expect(canvas.getByRole('cell', { name: '堂座 C 排 7 號' })).toBeVisible()
    const eTickets = canvas.getByRole('region', { name: '你的電子門票' })
    await expect(within(eTickets).getByText('堂座 C 排 7 號')).toBeVisible()
  },
}

/** A performance selling concessions: each chosen seat gets a ticket type, priced by it. */
export const ChooseTicketTypes: Story = {
  args: buying(concessionConcert, { step: 'tickets', performance: 810101 }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('checkbox', seat(/^Stalls, Row C, seat 7,/)))
    await userEvent.click(canvas.getByRole('checkbox', seat(/^Stalls, Row C, seat 8,/)))
    const second = canvas.getByRole('combobox', { name: 'Ticket type for Stalls row C seat 8' })
    await userEvent.selectOptions(second, 'student')
    await expect(canvas.getByText('Tickets: HK$1,320')).toBeVisible()
    const onPlan = within(canvas.getByRole('region', { name: 'Or choose your seats on the plan' }))
    await expect(onPlan.getByText(/^For full-time students\./)).toBeVisible()
  },
}

/** "Let us choose the best seats" in a zone selling concessions: a number of each ticket type. */
export const BestSeatsWithConcessions: Story = {
  args: buying(concessionConcert, { step: 'tickets', performance: 810101 }),
  play: async ({ canvas }) => {
    const best = within(await canvas.findByRole('region', { name: 'Let us choose the best seats' }))
    const standard = best.getByRole('group', { name: /^Standard, HK\$880/ })
    await expect(within(standard).getByRole('spinbutton')).toHaveValue(2)
    const student = best.getByRole('group', { name: /^Full-time student, HK\$440/ })
    await userEvent.click(within(student).getByRole('button', { name: 'One more' }))
    await expect(best.getByText(/^For full-time students\./)).toBeVisible()
    await expect(best.getByRole('button', { name: 'Hold the best 3 seats' })).toBeVisible()
  },
}

/** The server refused the concession: its quota was used up meanwhile. */
export const ConcessionSoldOut: Story = {
  args: buying(concessionConcert, { step: 'tickets', performance: 810101 }),
  beforeEach: answerCalls({
    'POST /api/basket/hold.do': {
      status: 409,
      code: 'TICKET_TYPE_SOLD_OUT',
      message: 'The concession tickets you chose are sold out.',
    },
  }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('checkbox', seat(/^Stalls, Row C, seat 7,/)))
    const only = canvas.getByRole('combobox', { name: 'Ticket type for Stalls row C seat 7' })
    await userEvent.selectOptions(only, 'student')
    await userEvent.click(canvas.getByRole('button', { name: 'Hold these seats' }))
    const onPlan = within(canvas.getByRole('region', { name: 'Or choose your seats on the plan' }))
    await waitFor(() =>
      expect(onPlan.getByRole('alert')).toHaveTextContent(
        'The concession tickets you chose are sold out. Please choose another ticket type.',
      ),
    )
  },
}

/** The preview itemises each ticket's type. */
export const PreviewWithConcession: Story = {
  args: buying(
    concessionConcert,
    { step: 'preview', preview: concessionPreview.previewId },
    {
      basket: basketOf(heldConcessionSeats(6 * 60 + 15)),
      seed: [[checkoutPreviewQuery(concessionPreview.previewId).queryKey, concessionPreview]],
    },
  ),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('button', { name: 'Confirm and pay HK$1,356' }),
    ).toBeVisible()
    await expect(canvas.getByRole('cell', { name: 'Full-time student' })).toBeVisible()
    await expect(canvas.getByRole('cell', { name: 'Standard' })).toBeVisible()
  },
}

/** The receipt and e-tickets of a concession: the e-ticket says ID is required at entry. */
export const ReceiptWithConcession: Story = {
  args: buying(
    concessionConcert,
    { step: 'receipt', txn: concessionReceipt.txnNo },
    { seed: [[receiptQuery(concessionReceipt.txnNo).queryKey, concessionReceipt]] },
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('CF-7X4Q-29KD')
    const eTickets = canvas.getByRole('region', { name: 'Your e-tickets' })
    await expect(
      within(eTickets).getByText(/Full-time student — ID required at entry/),
    ).toBeVisible()
  },
}

/** Back on the plan with seats held: they show as the buyer's own, to keep or give back. */
export const YourHeldSeatsOnThePlan: Story = {
  args: buying(
    concert,
    { step: 'tickets', performance: 810101 },
    { basket: basketOf(heldSeats(7 * 60 + 32)) },
  ),
  beforeEach: answerCalls({
    'GET /api/basket.do': { data: basketOf(heldSeats(7 * 60 + 32)) },
    'DELETE /api/basket/hold/{holdId}.do': { data: {} },
  }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('checkbox', { name: /^Stalls, Row C, seat 7, .*held for you$/ }),
    ).toBeVisible()
    await expect(canvas.getByRole('list', { name: 'Seat key' })).toHaveTextContent('Held for you')
    await expect(canvas.getByRole('button', { name: 'Keep them' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Give them back' })).toBeEnabled()
  },
}

/** While the route loads the event and the basket. */
export const Loading: Story = {
  args: { seed: [], screen: () => <BuyPending /> },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading the purchase')
  },
}
