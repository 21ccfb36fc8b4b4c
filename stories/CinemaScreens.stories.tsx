import { msg } from '@lingui/core/macro'
import type { Meta, StoryObj } from '@storybook/react-vite'
import type { QueryKey } from '@tanstack/react-query'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import {
  captchaQuery,
  cinemaBookingQuery,
  cinemaScheduleQuery,
  cinemaSeatPlanQuery,
  movieQuery,
  receiptQuery,
  type Schemas,
} from '../app/api/queries'
import { CinemaPending } from '../app/features/cinema/CinemaPending'
import { CinemaScreen } from '../app/features/cinema/CinemaScreen'
import type { CinemaSearch } from '../app/features/cinema/cinemaSearch'
import { BrowseScreenStory } from './browseScreenStory'
import {
  booking,
  bookingReceipt,
  captcha,
  harbourKeeperDetails,
  lateShow,
  lateShowSeats,
  midnightMongKokDetails,
  noSchedule,
  schedule,
  today,
} from './cinemaFixtures'
import { answerCalls, holdClock } from './purchaseStory'

const page = {
  title: msg`Cinema`,
  description: msg`Cinema schedule by date, film details and classification, showtimes and seat booking.`,
}

type Seed = readonly (readonly [QueryKey, unknown])[]

/** A step of booking a film, with the answers its route would have loaded. */
function cinema(
  search: CinemaSearch,
  { day = schedule, seed = [] }: { day?: Schemas['CinemaSchedule']; seed?: Seed } = {},
) {
  return {
    seed: [
      [cinemaScheduleQuery(day.date).queryKey, day],
      [movieQuery(harbourKeeperDetails.id).queryKey, harbourKeeperDetails],
      [movieQuery(midnightMongKokDetails.id).queryKey, midnightMongKokDetails],
      [cinemaSeatPlanQuery(lateShow.id).queryKey, lateShowSeats],
      [captchaQuery().queryKey, captcha],
      ...seed,
    ] as const,
    screen: () => <CinemaScreen search={search} />,
  }
}

const lateShowPage = cinema({ date: today, show: lateShow.id, movie: midnightMongKokDetails.id })

const meta = {
  title: 'Screens/Cinema',
  component: BrowseScreenStory,
  parameters: { layout: 'fullscreen' },
  // showtimes start and holds count down: the clock stands still at 10:00 on 1 December;
  // seat plans and bot-check pictures are asked again while on show
  beforeEach: [
    holdClock(),
    answerCalls({
      'GET /api/cinema/show/{showId}/seatPlan.do': { data: lateShowSeats },
      'GET /api/cinema/captcha.do': { data: captcha },
    }),
  ],
  args: { page, member: false, ...cinema({ date: today }) },
} satisfies Meta<typeof BrowseScreenStory>
export default meta
type Story = StoryObj<typeof meta>

/**
 * Today's films with their showtimes per house (one started, one sold out, one with a seat
 * left), a film's details opened, the theatre rules, and the optional login for visitors.
 */
export const Schedule: Story = {
  play: async ({ canvas }) => {
    const [details] = await canvas.findAllByRole('button', { name: 'Language, cast and story' })
    if (!details) throw new Error('no film details to open')
    await userEvent.click(details)
    await expect(await canvas.findByText('Traditional Chinese and English')).toBeVisible()
    await expect(canvas.getByText('09:30, started')).toBeVisible()
    await expect(canvas.getByText('16:40, sold out')).toBeVisible()
    await expect(canvas.getByRole('link', { name: '13:15, 42 seats left' })).toHaveAttribute(
      'href',
      '/Cinema.html?date=2026-12-01&show=60012&movie=3101',
    )
    await expect(canvas.getByRole('link', { name: '21:30, 1 seat left' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Log in (optional)' })).toBeVisible()
  },
}

export const NoScheduleForTheDate: Story = {
  args: cinema({ date: noSchedule.date }, { day: noSchedule }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('There is no cinema schedule for this date.'),
    ).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'See today’s schedule' })).toHaveAttribute(
      'href',
      '/Cinema.html?date=2026-12-01',
    )
  },
}

const seat = (name: string) => ({ name: new RegExp(`^${name},`) })

/**
 * A Category III film's show for a visitor: its rules, the seat plan, the ticket classes (one of
 * the two seats moved to a senior ticket), contact details and the picture code, with the total.
 */
export const ChooseSeats: Story = {
  args: lateShowPage,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/persons aged 18 and above only/)).toBeVisible()
    await userEvent.click(canvas.getByRole('checkbox', seat('Row C, seat 6')))
    await userEvent.click(canvas.getByRole('checkbox', seat('Row C, seat 7')))
    const senior = canvas.getByRole('group', { name: /^Senior tickets/ })
    await userEvent.click(within(senior).getByRole('button', { name: 'One more' }))
    await expect(canvas.getByText('Regular tickets: 1')).toBeVisible()
    await expect(canvas.getByLabelText('Total')).toHaveTextContent('HK$181')
    await expect(canvas.getByRole('img', { name: /not a bot/ })).toBeVisible()
  },
}

/** Seats across an aisle break the consecutive-seat rule; the visitor's details are missing too. */
export const SeatsNotNextToEachOther: Story = {
  args: lateShowPage,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('checkbox', seat('Row F, seat 9')))
    await userEvent.click(canvas.getByRole('checkbox', seat('Row F, seat 10')))
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }))
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Please choose seats next to each other, with no aisle between them.',
    )
    await expect(canvas.getByText('Please enter your name.')).toBeVisible()
  },
}

/** A member (no contact details asked) typed the picture's code wrong. */
export const WrongPictureCode: Story = {
  args: { ...lateShowPage, member: true },
  beforeEach: answerCalls({
    'POST /api/cinema/booking.do': {
      status: 400,
      code: 'BOT_CHECK_FAILED',
      message: 'The code does not match the picture. Please type the code in the new picture.',
    },
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/You are booking as Chan Tai Man/)).toBeVisible()
    await userEvent.click(canvas.getByRole('checkbox', seat('Row C, seat 6')))
    await userEvent.click(canvas.getByRole('checkbox', seat('Row C, seat 7')))
    await userEvent.type(canvas.getByRole('textbox', { name: /^Code in the picture/ }), 'K7P20')
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }))
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        'The code does not match the picture. Please type the code in the new picture.',
      ),
    )
    await expect(canvas.getByRole('textbox', { name: /^Code in the picture/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    )
  },
}

/** The booking held: each ticket class, the fees and the total; paying confirms it again. */
export const Preview: Story = {
  args: cinema(
    { date: today, show: lateShow.id, booking: booking.bookingId },
    { seed: [[cinemaBookingQuery(booking.bookingId).queryKey, booking]] },
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('timer')).toHaveTextContent('04:50')
    await expect(canvas.getByText('Senior × 1 (HK$55 each)')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Confirm again and pay HK$181' })).toBeVisible()
  },
}

/** A visitor's receipt with the e-tickets, as the payment answered it. */
export const Receipt: Story = {
  args: cinema(
    { date: today, show: lateShow.id, booking: booking.bookingId, txn: bookingReceipt.txnNo },
    { seed: [[receiptQuery(bookingReceipt.txnNo).queryKey, bookingReceipt]] },
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('CF-M2K8-41PZ')
    await expect(canvas.getAllByRole('img', { name: /^QR code of ticket/ })).toHaveLength(2)
    // the house by its name, as the event's sections are
    const seat = 'Tsim Sha Tsui House 3, row C, seat 6'
    await expect(canvas.getByRole('cell', { name: seat })).toBeVisible()
    await expect(canvas.getAllByRole('figure')[0]).toHaveTextContent(seat)
    await expect(canvas.getByRole('link', { name: 'Book another film' })).toBeVisible()
    await expect(canvas.queryByRole('link', { name: 'See your transaction history' })).toBeNull()
  },
}

export const ScheduleInSimplifiedChinese: Story = {
  globals: { locale: 'zh-Hans' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '电影' })).toBeVisible()
    await expect(canvas.getByRole('heading', { name: '旺角午夜' })).toBeVisible()
  },
}

/** While the route loads the day's schedule. */
export const Loading: Story = {
  args: { seed: [], screen: () => <CinemaPending /> },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading the cinema schedule')
  },
}
