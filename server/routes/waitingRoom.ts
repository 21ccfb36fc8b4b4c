// The waiting room of a hot on-sale (docs/waiting-room.md): joining, the member's status (as an
// answer or a stream), the room itself and its published shuffle. Everything but the join and
// the first read of an entry is answered from the process's memory of the rooms.
import { ApiError } from '../http/apiError'
import { type Handlers, memberOf, type RequestContext } from '../http/handler'
import { requireBotCheck } from '../services/botCheck'
import { hongKongTime } from '../services/format'
import {
  type Entry,
  joinEntry,
  markExpired,
  preQueueIds,
  readEntryByStreamKey,
  touchEntry,
} from '../services/waitingRoom/entries'
import type { RoomRow } from '../services/waitingRoom/rooms'
import { recentRate, viewOf, wasAway } from '../services/waitingRoom/status'
import { openStatusStream } from './waitingRoomStream'

/** A visit counts as being there; written at most this often per entry. */
const seenEveryMs = 60_000

function roomOf(ctx: RequestContext, performanceId: number): RoomRow {
  const room = ctx.waitingRoom.room(performanceId)
  if (!room) throw new ApiError(404, 'NOT_FOUND')
  return room
}

/**
 * The entry as the member finds it now: back at the end of the line after being away too long,
 * marked expired once its pass lapsed, and seen.
 */
async function visit(ctx: RequestContext, room: RoomRow, found: Entry): Promise<Entry> {
  const now = ctx.now()
  let entry = found
  const view = viewOf(entry, room, now)
  if (wasAway(entry, view, now)) {
    entry = await joinEntry(ctx.db, room.performanceId, entry.memberId, now, true)
  } else {
    if (view.state === 'expired' && entry.state === 'waiting') {
      await markExpired(ctx.db, entry)
      entry = { ...entry, state: 'expired' }
    }
    if (+now - +entry.lastSeenAt >= seenEveryMs) {
      await touchEntry(ctx.db, entry, now)
      entry = { ...entry, lastSeenAt: now }
    }
  }
  if (entry !== found) ctx.waitingRoom.keep(entry)
  return entry
}

const shuffles = new Map<string, { ids: string[]; at: number }>()
/** The published list changes only when a member of the pre-queue queues again. */
const shuffleKeptMs = 10_000

export const waitingRoomHandlers = {
  getWaitingRoom: async ({ params }, ctx) => {
    const room = roomOf(ctx, params.performanceId)
    const now = ctx.now()
    const open = room.groupSize !== null
    return {
      performanceId: room.performanceId,
      opensAt: hongKongTime(room.opensAt),
      preQueueAt: hongKongTime(room.preQueueAt),
      seedHash: room.seedHash,
      seed: open ? room.seed : null,
      open: +now >= +room.opensAt,
      soldOut: room.soldOut,
      waiting: Math.max(0, room.joined - room.serving),
      admissionPerMinute: open ? Math.round(recentRate(room, now)) : 0,
    }
  },

  joinWaitingRoom: async ({ params, body }, ctx) => {
    const member = memberOf(ctx)
    const now = ctx.now()
    const room = roomOf(ctx, params.performanceId)
    if (+now >= +room.startsAt) throw new ApiError(404, 'NOT_FOUND')
    if (+now < +room.preQueueAt) throw new ApiError(409, 'WAITING_ROOM_NOT_OPEN')
    const found = await ctx.waitingRoom.entry(ctx.db, room.performanceId, member.id)
    const view = found && viewOf(found, room, now)
    // another tab, device or login of the member: the same entry
    if (found && view && view.state !== 'expired' && !wasAway(found, view, now))
      return ctx.waitingRoom.status(ctx.db, await visit(ctx, room, found), room, now)
    // a new place in line: the room is in front of a hot sale, so the bot check is asked
    await requireBotCheck(ctx, body)
    const entry = await joinEntry(ctx.db, room.performanceId, member.id, now, found !== undefined)
    ctx.waitingRoom.keep(entry)
    return ctx.waitingRoom.status(ctx.db, entry, room, now)
  },

  getWaitingRoomStatus: async ({ params }, ctx) => {
    const member = memberOf(ctx)
    const room = roomOf(ctx, params.performanceId)
    const found = await ctx.waitingRoom.entry(ctx.db, room.performanceId, member.id)
    if (!found) throw new ApiError(404, 'NOT_FOUND')
    const entry = await visit(ctx, room, found)
    return ctx.waitingRoom.status(ctx.db, entry, room, ctx.now())
  },

  streamWaitingRoomStatus: async ({ params }, ctx) => {
    const entry = await readEntryByStreamKey(ctx.db, params.streamKey)
    const room = entry && ctx.waitingRoom.room(entry.performanceId)
    if (!entry || !room) throw new ApiError(404, 'NOT_FOUND')
    await openStatusStream(ctx, await visit(ctx, room, entry), room)
    return undefined
  },

  getWaitingRoomShuffle: async ({ params }, ctx) => {
    const room = roomOf(ctx, params.performanceId)
    if (room.groupSize === null) throw new ApiError(409, 'WAITING_ROOM_NOT_OPEN')
    const key = `${room.performanceId}:${room.seed}`
    let kept = shuffles.get(key)
    if (!kept || Date.now() - kept.at > shuffleKeptMs) {
      kept = { ids: await preQueueIds(ctx.db, room.performanceId, room.groupSize), at: Date.now() }
      shuffles.set(key, kept)
    }
    return {
      performanceId: room.performanceId,
      seed: room.seed,
      seedHash: room.seedHash,
      entryIds: kept.ids,
    }
  },
} satisfies Handlers
