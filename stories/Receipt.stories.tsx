import { Receipt, type ReceiptRecord } from '@design-system/Receipt'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'

const concert: ReceiptRecord = {
  transactionNo: 'T2026112200418',
  confirmationNo: 'CF-7X4Q-29KD',
  purchasedAt: '2026-11-22T03:12:00Z',
  eventName: 'Hong Kong Philharmonic Orchestra: New Year Gala',
  showTime: '2026-12-31T12:00:00Z',
  venue: 'Hong Kong Cultural Centre Concert Hall',
  seats: [
    { section: 'Stalls', row: 'F', seat: '12', ticketType: 'Standard', price: 880 },
    { section: 'Stalls', row: 'F', seat: '13', ticketType: 'Concession', price: 440 },
  ],
  ticketTotal: 1320,
  handlingFee: 20,
  serviceFee: 16,
  deliveryFee: 40,
  discount: 132,
  grandTotal: 1264,
  paymentMethod: 'Visa',
  cardNumber: '4567 1234 5678 9012',
  deliveryMethod: 'Courier delivery (Hong Kong)',
  deliveryAddress: 'Flat 12B, Tower 3, Laguna City, 8 Cha Kwo Ling Road, Kwun Tong, Kowloon',
  trackingNo: 'SF1402938475',
}

const meta = {
  title: 'Composites/Receipt',
  component: Receipt,
  args: { record: concert, onPrint: fn() },
} satisfies Meta<typeof Receipt>
export default meta
type Story = StoryObj<typeof meta>

export const CourierDelivery: Story = {
  play: async ({ canvas, args }) => {
    // each seat by name, in one column
    await expect(canvas.getByRole('cell', { name: 'Stalls, row F, seat 12' })).toBeVisible()
    await expect(canvas.getByRole('cell', { name: 'Stalls, row F, seat 13' })).toBeVisible()
    await expect(canvas.queryByRole('columnheader', { name: 'Row' })).not.toBeInTheDocument()
    await expect(canvas.getByText('HK$1,264')).toBeInTheDocument()
    await expect(canvas.getByText('−HK$132')).toBeInTheDocument()
    await expect(canvas.getByText('4567 •••• •••• 9012')).toBeInTheDocument()
    await expect(canvas.queryByText(/5678/)).not.toBeInTheDocument()
    await userEvent.click(canvas.getByRole('button', { name: 'Print receipt' }))
    await expect(args.onPrint).toHaveBeenCalledOnce()
  },
}

export const CinemaETicket: Story = {
  args: {
    onPrint: undefined,
    record: {
      transactionNo: 'C2026112209311',
      confirmationNo: 'BC-55120',
      purchasedAt: '2026-11-22T06:40:00Z',
      eventName: 'In the Mood for Love (4K restoration)',
      showTime: '2026-11-23T13:30:00Z',
      venue: 'Broadway Cinematheque, House 1',
      seats: [
        { section: 'House 1', row: 'D', seat: '6', ticketType: 'Regular', price: 110 },
        { section: 'House 1', row: 'D', seat: '7', ticketType: 'Senior', price: 55 },
      ],
      ticketTotal: 165,
      serviceFee: 10,
      grandTotal: 175,
      paymentMethod: 'Mastercard',
      cardNumber: '5412 **** **** 3345',
      deliveryMethod: 'E-ticket (QR code)',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('cell', { name: 'House 1, row D, seat 6' })).toBeVisible()
  },
}

export const ManySeatsPaidByPps: Story = {
  args: {
    record: {
      ...concert,
      seats: Array.from({ length: 8 }, (_, i) => ({
        section: 'Circle',
        row: 'K',
        seat: String(21 + i),
        ticketType: 'Standard',
        price: 480,
      })),
      ticketTotal: 3840,
      discount: undefined,
      grandTotal: 3916,
      paymentMethod: 'PPS',
      cardNumber: undefined,
      deliveryMethod: 'Collect at box office',
      deliveryAddress: undefined,
      trackingNo: undefined,
    },
  },
}

export const ChineseEvent: Story = {
  globals: { locale: 'zh-Hant' },
  args: {
    record: {
      ...concert,
      eventName: '香港中樂團《樂旅中國》大型中樂交響音樂會',
      venue: '香港大會堂音樂廳',
      seats: [{ section: '堂座', row: '丙', seat: '6', ticketType: '正價', price: 380 }],
      ticketTotal: 380,
      discount: undefined,
      grandTotal: 456,
      deliveryMethod: '速遞（香港）',
      deliveryAddress: '九龍觀塘茶果嶺道8號麗港城第3座12樓B室',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('cell', { name: '堂座 丙 排 6 號' })).toBeVisible()
  },
}

/** On a 320 px phone: each seat is a card of its own, and nothing runs past the receipt. */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const seats = canvas.getByRole('list', { name: 'Seats' })
    await expect(seats).toBeVisible()
    await expect(canvas.getAllByRole('listitem')).toHaveLength(concert.seats.length)
    const receipt = canvas.getByRole('article', { name: 'Receipt' })
    const page = canvasElement.ownerDocument.documentElement
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth)
    for (const part of receipt.querySelectorAll('dd, li, h2, h3')) {
      await expect(part.getBoundingClientRect().right).toBeLessThanOrEqual(
        receipt.getBoundingClientRect().right,
      )
    }
  },
}
