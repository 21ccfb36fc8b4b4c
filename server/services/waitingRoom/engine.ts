// The waiting room of one server process: the rooms as last read (one read per tick), the
// entries it has read lately, its status streams and its hold latency; and, on the process
// holding the lease, the admission tick. `step` is one tick; `start` runs it every tickMs.
import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema'
import type { WaitingRoomConfig } from '../../settings/waitingRoom'
import { admitRoom } from './admission'
import { type Entry, readEntry } from './entries'
import { createHoldRate, type HoldRate } from './guard'
import { createHoldLatency, type HoldLatency } from './latency'
import { releaseLease, takeLease } from './lease'
import { passSecret, passToken } from './pass'
import { type RoomRow, readRooms } from './rooms'
import { statusOf, type WaitingRoomStatus } from './status'
import { createStatusStreams, type StatusStreams } from './stream'

/** How long this process answers from an entry it read (the entry changes only on a join). */
const entryKeptMs = 10_000

export interface WaitingRoom {
  /** the room of a performance as last read, if it has one and its performance has not started */
  room(performanceId: number): RoomRow | undefined
  rooms(): RoomRow[]
  /** whether the performance's seat plan, holds and checkout need a pass now */
  queued(performanceId: number, now: Date): RoomRow | undefined
  /** from a room's pre-queue start until nobody waits in it (all let in, or sold out) */
  hot(now: Date): boolean
  entry(db: Kysely<DB>, performanceId: number, memberId: number): Promise<Entry | undefined>
  /** an entry this process wrote (a join): answered from memory from now on */
  keep(entry: Entry): void
  status(db: Kysely<DB>, entry: Entry, room: RoomRow, now: Date): Promise<WaitingRoomStatus>
  streams: StatusStreams
  latency: HoldLatency
  /** holds per member per minute on this process */
  holdRate: HoldRate
  /** one tick: admission (when this process holds the lease), then a read of the rooms */
  step(): Promise<void>
  /** reads the rooms again without admitting anyone */
  refresh(): Promise<void>
  start(): void
  stop(): Promise<void>
}

export function createWaitingRoom(options: {
  db: Kysely<DB>
  config: WaitingRoomConfig
  now: () => Date
  onError?: (error: unknown) => void
}): WaitingRoom {
  const { db, config, now } = options
  let rooms = new Map<number, RoomRow>()
  const entries = new Map<string, { entry: Entry | undefined; at: number }>()
  const streams = createStatusStreams()
  const latency = createHoldLatency()
  let secret: string | undefined
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | undefined
  let stopped = false

  const passOf = (entry: Entry) => passToken(secret as string, entry)

  async function refresh() {
    const read = await readRooms(db, now())
    rooms = new Map(read.map((room) => [room.performanceId, room]))
    if (streams.count() > 0) {
      secret ??= await passSecret(db)
      const at = now()
      for (const room of read) streams.tell(room, (entry) => statusOf(entry, room, at, passOf))
    }
  }

  async function step() {
    const at = now()
    const live = [...rooms.values()].filter((room) => +room.opensAt <= +at)
    // the first step of a process reads the rooms before it knows whether any is open
    if (rooms.size === 0 || live.length > 0) {
      if (live.length > 0 && (await takeLease(db, config.processId, at, config.leaseMs))) {
        const p99 = latency.p99(at)
        for (const room of live) await admitRoom(db, room, at, p99)
      }
    }
    await refresh()
  }

  const self: WaitingRoom = {
    room: (performanceId) => rooms.get(performanceId),
    rooms: () => [...rooms.values()],
    queued(performanceId, at) {
      const room = rooms.get(performanceId)
      return room && +room.preQueueAt <= +at && +at < +room.startsAt ? room : undefined
    },
    hot(at) {
      for (const room of rooms.values()) {
        if (+room.preQueueAt > +at || +at >= +room.startsAt) continue
        if (room.groupSize === null || (!room.soldOut && room.joined > room.serving)) return true
      }
      return false
    },
    async entry(database, performanceId, memberId) {
      const key = `${performanceId}:${memberId}`
      const kept = entries.get(key)
      if (kept?.entry && Date.now() - kept.at < entryKeptMs) return kept.entry
      const entry = await readEntry(database, performanceId, memberId)
      if (entries.size > 50_000) entries.clear()
      entries.set(key, { entry, at: Date.now() })
      return entry
    },
    keep(entry) {
      entries.set(`${entry.performanceId}:${entry.memberId}`, { entry, at: Date.now() })
    },
    async status(database, entry, room, at) {
      secret ??= await passSecret(database)
      return statusOf(entry, room, at, passOf)
    },
    streams,
    latency,
    holdRate: createHoldRate(config.holdsPerMinute),
    step,
    refresh,
    start() {
      if (config.tickMs <= 0 || timer) return
      const tick = () => {
        if (stopped || running) return
        running = step()
          .catch((error: unknown) => options.onError?.(error))
          .finally(() => {
            running = undefined
          })
      }
      timer = setInterval(tick, config.tickMs)
      timer.unref()
      tick()
    },
    async stop() {
      stopped = true
      if (timer) clearInterval(timer)
      await running
      await releaseLease(db, config.processId).catch(() => {})
    },
  }
  return self
}
