import { msg } from '@lingui/core/macro'
import type { Meta, StoryObj } from '@storybook/react-vite'
import type { QueryKey } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import {
  eventQuery,
  type Schemas,
  waitingRoomQuery,
  waitingRoomStatusQuery,
} from '../app/api/queries'
import { WaitingRoomPending } from '../app/features/room/WaitingRoomPending'
import { WaitingRoomScreen } from '../app/features/room/WaitingRoomScreen'
import { positionOf } from '../domain/waitingRoom'
import { BrowseScreenStory } from './browseScreenStory'
import { storyBotCheck } from './memberFixtures'
import { answerCalls, holdClock, type StoryAnswers } from './purchaseStory'
import {
  fakeStreams,
  pushStatus,
  roomBeforeOpening,
  roomEvent,
  roomOpen,
  roomPerformanceId,
  roomShuffle,
  statusExpired,
  statusFarBack,
  statusNearFront,
  statusPreQueue,
  statusSoldOut,
  statusYourTurn,
} from './roomFixtures'

const page = {
  title: msg`Waiting room`,
  description: msg`Your place in the queue for a popular sale, and your turn to buy.`,
}

type Seed = readonly (readonly [QueryKey, unknown])[]

const statusCall = 'GET /api/waitingRoom/{performanceId}/entry.do'

/** The waiting page for a member, its room loaded and the member's status `status`. */
function waiting(
  room: Schemas['WaitingRoom'],
  status?: Schemas['WaitingRoomStatus'],
): { seed: Seed; screen: () => ReactNode } {
  return {
    seed: [
      [eventQuery(roomEvent.id).queryKey, roomEvent],
      [waitingRoomQuery(roomPerformanceId).queryKey, room],
      ...(status ? [[waitingRoomStatusQuery(roomPerformanceId).queryKey, status] as const] : []),
    ],
    screen: () => <WaitingRoomScreen eventId={roomEvent.id} performanceId={roomPerformanceId} />,
  }
}

/** The room answering the page's polls with `status` (the stream is a fake that pushes nothing). */
const answering = (status: Schemas['WaitingRoomStatus']): StoryAnswers => ({
  [statusCall]: { data: status },
})

const meta = {
  title: 'Screens/Waiting room',
  component: BrowseScreenStory,
  parameters: { layout: 'fullscreen' },
  beforeEach: [holdClock(), fakeStreams()],
  args: { page, member: true, ...waiting(roomOpen, statusFarBack) },
} satisfies Meta<typeof BrowseScreenStory>
export default meta
type Story = StoryObj<typeof meta>

/** Before the opening, not yet joined: the opening time, the crowd and the seed's fingerprint. */
export const JoinBeforeOpening: Story = {
  args: waiting(roomBeforeOpening),
  beforeEach: answerCalls({
    [statusCall]: { status: 404, code: 'NOT_FOUND', message: 'Not found.' },
    'POST /api/waitingRoom/{performanceId}/entry.do': { data: statusPreQueue },
  }),
  play: async ({ canvas }) => {
    const card = within(await canvas.findByRole('region', { name: 'Join the pre-queue' }))
    await expect(card.getByText(roomBeforeOpening.seedHash)).toBeVisible()
    await expect(card.getByText('18,342')).toBeVisible()
    await userEvent.click(card.getByRole('button', { name: 'Join the pre-queue' }))
    await expect(
      await canvas.findByRole('region', { name: 'You are in the pre-queue' }),
    ).toBeVisible()
  },
}

/** The room asks for the bot check before it gives a place (the event is hot). */
export const JoinAsksBotCheck: Story = {
  args: waiting(roomBeforeOpening),
  beforeEach: answerCalls({
    [statusCall]: { status: 404, code: 'NOT_FOUND', message: 'Not found.' },
    'POST /api/waitingRoom/{performanceId}/entry.do': {
      status: 400,
      code: 'BOT_CHECK_REQUIRED',
      message: 'Please type the code in the picture.',
    },
    'GET /api/captcha.do': { data: storyBotCheck },
  }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Join the pre-queue' }))
    await expect(await canvas.findByRole('textbox', { name: /Code in the picture/ })).toBeVisible()
    await expect(await canvas.findByRole('img', { name: 'Security code to type' })).toBeVisible()
  },
}

/** Joined before the opening: when it opens, the random order, and the seed's SHA-256 now. */
export const PreQueue: Story = {
  args: waiting(roomBeforeOpening, statusPreQueue),
  beforeEach: answerCalls(answering(statusPreQueue)),
  play: async ({ canvas }) => {
    const card = within(await canvas.findByRole('region', { name: 'You are in the pre-queue' }))
    await expect(card.getByText(statusPreQueue.seedHash)).toBeVisible()
    await expect(card.getByRole('timer')).toHaveTextContent('00:25:00')
    await expect(canvas.queryByRole('region', { name: 'Check my place' })).toBeNull()
  },
}

/** Far back: the place, those ahead and a wait of over half an hour. */
export const WaitingFarBack: Story = {
  beforeEach: answerCalls(answering(statusFarBack)),
  play: async ({ canvas }) => {
    const card = within(await canvas.findByRole('region', { name: 'You are in the queue' }))
    await expect(card.getByText('12,408')).toBeVisible()
    await expect(card.getByText('12,407')).toBeVisible()
    await expect(card.getByText('About 42 minutes')).toBeVisible()
  },
}

/**
 * Near the front, then the room pushes the turn down the stream: the page becomes "your turn"
 * without a reload, and the polite live region says so (it said nothing on the way there).
 */
export const NearTheFront: Story = {
  args: waiting(roomOpen, statusNearFront),
  beforeEach: answerCalls(answering(statusNearFront)),
  play: async ({ canvas }) => {
    const card = within(await canvas.findByRole('region', { name: 'You are in the queue' }))
    await expect(card.getByText('Under a minute')).toBeVisible()
    const announcer = canvas.getAllByRole('status').find((e) => e.getAttribute('aria-live'))
    await expect(announcer).toHaveTextContent('')
    pushStatus({ ...statusNearFront, place: 11, ahead: 10 })
    await waitFor(() => expect(card.getByText('11')).toBeVisible())
    await expect(announcer).toHaveTextContent('')
    pushStatus({ ...statusNearFront, place: 9, ahead: 8 })
    await waitFor(() => expect(announcer).toHaveTextContent('You are now number 9 in the queue.'))
    pushStatus(statusYourTurn)
    await expect(await canvas.findByRole('region', { name: 'It is your turn' })).toBeVisible()
    await expect(announcer).toHaveTextContent('It is your turn. Choose your seats now.')
  },
}

/** Let in: the pass's expiry, the time left and the way to the seats. */
export const YourTurn: Story = {
  args: waiting(roomOpen, statusYourTurn),
  beforeEach: answerCalls(answering(statusYourTurn)),
  play: async ({ canvas }) => {
    const card = within(await canvas.findByRole('region', { name: 'It is your turn' }))
    await expect(card.getByText(/Choose your tickets before 10:09/)).toBeVisible()
    await expect(card.getByRole('timer')).toHaveTextContent('09:30')
    await expect(card.getByRole('link', { name: 'Choose seats' })).toHaveAttribute(
      'href',
      `/Event/${roomEvent.id}/Buy?step=tickets&performance=${roomPerformanceId}`,
    )
  },
}

/** The pass lapsed unused: the buyer may join again at the back. */
export const PassExpired: Story = {
  args: waiting(roomOpen, statusExpired),
  beforeEach: answerCalls(answering(statusExpired)),
  play: async ({ canvas }) => {
    const card = within(await canvas.findByRole('region', { name: 'Your turn to buy has ended' }))
    await expect(card.getByRole('button', { name: 'Join the queue again' })).toBeVisible()
  },
}

/** Sold out: seats given back still go to the queue; other performances and home. */
export const SoldOut: Story = {
  args: waiting({ ...roomOpen, soldOut: true }, statusSoldOut),
  beforeEach: answerCalls(answering(statusSoldOut)),
  play: async ({ canvas }) => {
    const card = within(await canvas.findByRole('region', { name: 'Sold out' }))
    await expect(card.getByRole('link', { name: 'Other performances' })).toHaveAttribute(
      'href',
      `/Event/${roomEvent.id}`,
    )
    await expect(card.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
  },
}

/** The room cannot be reached: the page says so and keeps asking. */
export const RoomUnreachable: Story = {
  args: waiting(roomOpen),
  // nothing answers: the stories' stand-in says "server is busy", as a missing server would
  beforeEach: answerCalls({}),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'region',
        { name: 'Server is busy, please try again later.' },
        { timeout: 10_000 },
      ),
    ).toBeVisible()
  },
}

/** "Check my place": the published seed and entries give the buyer's own position. */
export const CheckMyPlace: Story = {
  beforeEach: answerCalls({
    ...answering(statusFarBack),
    'GET /api/waitingRoom/{performanceId}/shuffle.do': { data: roomShuffle },
  }),
  play: async ({ canvas }) => {
    const section = within(await canvas.findByRole('region', { name: 'Check my place' }))
    await userEvent.click(section.getByRole('button', { name: 'Check my place' }))
    const position = positionOf(3, { groupSize: 4, seed: roomShuffle.seed })
    await expect(
      await section.findByRole('heading', { name: `Your position: ${position}` }),
    ).toBeVisible()
    await expect(section.getByText(/is the fingerprint published before the opening/)).toBeVisible()
  },
}

/** The page while the event and its room load. */
export const Loading: Story = {
  args: { seed: [], screen: () => <WaitingRoomPending /> },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading the waiting room')
  },
}
