// What a member's entry means now, from the room as this process last read it: the place is
// the entry's position minus the serving counter, so no query is made for it.
import type { components } from '../../../contract/schema.gen'
import {
  awayMinutes,
  estimatedWaitSeconds,
  pollSecondsFor,
  positionOf,
  type WaitingRoomState,
} from '../../../domain/waitingRoom'
import { hongKongTime } from '../format'
import type { Entry } from './entries'
import type { RoomRow } from './rooms'

export type WaitingRoomStatus = components['schemas']['WaitingRoomStatus']

/**
 * Entry positions, worked out once per seed: the shuffle runs HMAC-SHA256 rounds per entry, and
 * each tick tells every waiting member their status, so computing it again each time was most of
 * a process's CPU while a crowd waited. A seed's positions never change.
 */
const positions = new Map<string, Map<number, number | null>>()
function cachedPositionOf(number: number, room: RoomRow): number | null {
  if (room.groupSize === null) return null
  if (number > room.groupSize) return number
  const key = `${room.seed}:${room.groupSize}`
  let known = positions.get(key)
  if (!known) {
    // one room's worth at a time per process is what a sale needs; older seeds are let go
    if (positions.size >= 16) positions.clear()
    known = new Map()
    positions.set(key, known)
  }
  let position = known.get(number)
  if (position === undefined) {
    position = positionOf(number, room)
    known.set(number, position)
  }
  return position
}

/** When position `position` was let in (null when it is not, or so long ago the log forgot). */
export function admittedAt(room: RoomRow, position: number): Date | null {
  if (position > room.serving) return null
  const admission = room.admissions.find((a) => a.from < position && position <= a.to)
  return admission?.at ?? null
}

/** Members let in per minute over the last minute of the log, else the room's rate. */
export function recentRate(room: RoomRow, now: Date): number {
  const lastMinute = room.admissions.filter((a) => +a.at > +now - 60_000)
  if (lastMinute.length < 2) return room.soldOut ? 0 : room.ratePerMinute
  const admitted = lastMinute.reduce((sum, a) => sum + (a.to - a.from), 0)
  const span = Math.max(+now - +(lastMinute[0] as { at: Date }).at, 1000)
  return (admitted * 60_000) / span
}

export interface EntryView {
  state: WaitingRoomState
  position: number | null
  place: number | null
  passExpiresAt: Date | null
}

/** The entry's state at `now`, for the status and for the pass check. */
export function viewOf(entry: Entry, room: RoomRow, now: Date): EntryView {
  const none = { position: null, place: null, passExpiresAt: null }
  if (+now >= +room.startsAt) return { state: 'closed', ...none }
  const position = cachedPositionOf(entry.number, room)
  if (position === null) return { state: 'preQueue', ...none }
  if (position <= room.serving) {
    const at = admittedAt(room, position)
    const until = at && new Date(+at + room.passMinutes * 60_000)
    if (entry.state !== 'expired' && until && +until > +now)
      return { state: 'yourTurn', position, place: null, passExpiresAt: until }
    return { state: 'expired', position, place: null, passExpiresAt: null }
  }
  if (room.soldOut) return { state: 'soldOut', ...none, position }
  return { state: 'waiting', position, place: position - room.serving, passExpiresAt: null }
}

/** Whether a member still waiting has been away long enough to lose the place. */
export const wasAway = (entry: Entry, view: EntryView, now: Date) =>
  (view.state === 'waiting' || view.state === 'soldOut') &&
  +entry.lastSeenAt < +now - awayMinutes * 60_000

export function statusOf(
  entry: Entry,
  room: RoomRow,
  now: Date,
  pass: (entry: Entry) => string,
): WaitingRoomStatus {
  const view = viewOf(entry, room, now)
  const open = room.groupSize !== null
  return {
    performanceId: room.performanceId,
    entryId: entry.id,
    entryNumber: entry.number,
    streamKey: entry.streamKey,
    state: view.state,
    place: view.place,
    ahead: view.place !== null ? view.place - 1 : view.state === 'preQueue' ? room.joined : null,
    estimatedWaitSeconds:
      view.place !== null ? estimatedWaitSeconds(view.place, recentRate(room, now)) : null,
    pollSeconds: pollSecondsFor(view.state, view.place),
    pass:
      view.state === 'yourTurn' && view.passExpiresAt
        ? { token: pass(entry), expiresAt: hongKongTime(view.passExpiresAt) }
        : null,
    opensAt: hongKongTime(room.opensAt),
    seedHash: room.seedHash,
    seed: open ? room.seed : null,
  }
}
