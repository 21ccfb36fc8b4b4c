import { QrTicket } from '@design-system/QrTicket'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'

const meta = {
  title: 'Composites/QrTicket',
  component: QrTicket,
  args: {
    payload: 'CTX1:T2026112200418:0001:9f3a7c21',
    ticketNo: 'T2026112200418-01',
    eventName: 'Hong Kong Philharmonic Orchestra: New Year Gala',
    showTime: '2026-12-31T12:00:00Z',
    venue: 'Hong Kong Cultural Centre Concert Hall',
    seat: 'Stalls, Row F, Seat 12',
    ticketType: 'Standard',
  },
} satisfies Meta<typeof QrTicket>
export default meta
type Story = StoryObj<typeof meta>

export const ReservedSeat: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('img', { name: 'QR code of ticket T2026112200418-01' }),
    ).toBeInTheDocument()
    await expect(
      canvas.getByRole('figure', { name: 'Hong Kong Philharmonic Orchestra: New Year Gala' }),
    ).toHaveTextContent('Stalls, Row F, Seat 12')
  },
}

export const FreeSeating: Story = {
  args: {
    eventName: 'Clockenflap 2026: Day 2',
    venue: 'Central Harbourfront Event Space',
    seat: undefined,
    ticketType: 'Standing, day pass',
    ticketNo: 'T2026112207731-03',
    payload: 'CTX1:T2026112207731:0003:c08d55e1',
  },
}

export const CinemaConcession: Story = {
  args: {
    eventName: 'In the Mood for Love (4K restoration)',
    venue: 'Broadway Cinematheque, House 1',
    seat: 'Row D, Seat 7',
    ticketType: 'Senior',
    showTime: '2026-11-23T13:30:00Z',
  },
}

export const ChineseEvent: Story = {
  globals: { locale: 'zh-Hant' },
  args: {
    eventName: '香港中樂團《樂旅中國》大型中樂交響音樂會',
    venue: '香港大會堂音樂廳',
    seat: '堂座 丙排 6號',
    ticketType: '正價',
  },
}
