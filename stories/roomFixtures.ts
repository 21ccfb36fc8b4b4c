// The waiting room's answers for the stories: a concert's first performance queued, its room
// and one member's status in each state, as openapi.yaml writes them.
import type { Schemas } from '../app/api/queries'
import { concert } from './buyFixtures'
import { fromNow } from './purchaseStory'

export const roomEvent = concert
export const roomPerformanceId = 810101

const seed = '9b2e4f6a8c0d1e3f5a7b9c1d3e5f7a9b'
/** The seed's SHA-256 (domain/waitingRoom.ts seedHashOf). */
export const roomSeedHash = '8d8831c363b1966ecb611134087b03a576331da3edd506fe3f78523f81fcb181'

export const roomBeforeOpening: Schemas['WaitingRoom'] = {
  performanceId: roomPerformanceId,
  opensAt: fromNow(25 * 60),
  preQueueAt: fromNow(-5 * 60),
  seedHash: roomSeedHash,
  seed: null,
  open: false,
  soldOut: false,
  waiting: 18_342,
  admissionPerMinute: 0,
}

export const roomOpen: Schemas['WaitingRoom'] = {
  ...roomBeforeOpening,
  opensAt: fromNow(-10 * 60),
  preQueueAt: fromNow(-40 * 60),
  seed,
  open: true,
  waiting: 17_120,
  admissionPerMinute: 300,
}

const base: Schemas['WaitingRoomStatus'] = {
  performanceId: roomPerformanceId,
  entryId: 'Yx3kP9qLm2Tv',
  entryNumber: 3,
  streamKey: 'q3V9mJx0bT2sLw8eNcYk5A',
  state: 'waiting',
  place: 1203,
  ahead: 1202,
  estimatedWaitSeconds: 241,
  pollSeconds: 10,
  pass: null,
  opensAt: roomOpen.opensAt,
  seedHash: roomSeedHash,
  seed,
}

export const statusPreQueue: Schemas['WaitingRoomStatus'] = {
  ...base,
  state: 'preQueue',
  place: null,
  ahead: 18_341,
  estimatedWaitSeconds: null,
  opensAt: roomBeforeOpening.opensAt,
  seed: null,
}
export const statusFarBack: Schemas['WaitingRoomStatus'] = {
  ...base,
  place: 12_408,
  ahead: 12_407,
  estimatedWaitSeconds: 2482,
}
export const statusNearFront: Schemas['WaitingRoomStatus'] = {
  ...base,
  place: 12,
  ahead: 11,
  estimatedWaitSeconds: 3,
  pollSeconds: 2,
}
export const statusYourTurn: Schemas['WaitingRoomStatus'] = {
  ...base,
  state: 'yourTurn',
  place: null,
  ahead: null,
  estimatedWaitSeconds: null,
  pollSeconds: 30,
  pass: { token: 'Yx3kP9qLm2Tv.Hq0c2V7nB4xKd8sM1rTa', expiresAt: fromNow(9 * 60 + 30) },
}
export const statusExpired: Schemas['WaitingRoomStatus'] = {
  ...statusYourTurn,
  state: 'expired',
  pass: null,
}
export const statusSoldOut: Schemas['WaitingRoomStatus'] = {
  ...base,
  state: 'soldOut',
  place: null,
  ahead: null,
  estimatedWaitSeconds: null,
}

export const roomShuffle: Schemas['WaitingRoomShuffle'] = {
  performanceId: roomPerformanceId,
  seed,
  seedHash: roomSeedHash,
  entryIds: ['Ab3kP9qLm2Tv', 'Cd8sM1rTaHq0', 'Yx3kP9qLm2Tv', 'Ef5tYb2Lm8Wn'],
}

/** The event streams the page opened while the story is on show (newest last). */
const streams: FakeEventSource[] = []

/** An EventSource that connects nowhere: the story pushes its events (`pushStatus`). */
class FakeEventSource extends EventTarget {
  readonly readyState = 1
  constructor(readonly url: string) {
    super()
    streams.push(this)
    queueMicrotask(() => this.dispatchEvent(new Event('open')))
  }
  close() {
    streams.splice(streams.indexOf(this), 1)
  }
}

/** A story `beforeEach` standing a fake in for EventSource, so no story reaches for a server. */
export function fakeStreams() {
  return () => {
    const real = globalThis.EventSource
    globalThis.EventSource = FakeEventSource as unknown as typeof EventSource
    return () => {
      globalThis.EventSource = real
      streams.splice(0)
    }
  }
}

/** The room pushing a new status down the page's open stream. */
export function pushStatus(status: Schemas['WaitingRoomStatus']) {
  const stream = streams.at(-1)
  if (!stream) throw new Error('the page opened no event stream')
  stream.dispatchEvent(new MessageEvent('status', { data: JSON.stringify(status) }))
}
