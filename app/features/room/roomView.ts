// What the waiting page says when the buyer's status changes: the moments worth telling a
// screen reader (the turn, sold out, a large step forward), not every tick of the counter.
import type { Schemas } from '../../api/queries'

type WaitingState = Schemas['WaitingRoomState']

/** The states after which the room has nothing more to push to this buyer. */
export const finalStates: readonly WaitingState[] = ['yourTurn', 'expired', 'closed']

/**
 * Places at which the buyer hears how far they have come: far back the steps are wide, near the
 * front they are close together, so the page speaks a dozen times in a long wait, not hundreds.
 */
const placeMilestones = [
  1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000, 20_000, 50_000,
] as const

/** The smallest milestone at or behind the place (Infinity beyond the last). */
export function milestoneOf(place: number): number {
  return placeMilestones.find((milestone) => place <= milestone) ?? Number.POSITIVE_INFINITY
}

export type Announcement =
  | { kind: 'opened' }
  | { kind: 'place'; place: number }
  | { kind: 'yourTurn' }
  | { kind: 'soldOut' }
  | { kind: 'seatsBack' }
  | { kind: 'expired' }
  | { kind: 'closed' }

interface Snapshot {
  state: WaitingState
  place: number | null
}

/**
 * What to announce when the status goes from `previous` to `next`; nothing for the first status
 * (the page itself says it) nor for a step that crosses no milestone.
 */
export function announcementFor(
  previous: Snapshot | undefined,
  next: Snapshot,
): Announcement | undefined {
  if (!previous) return undefined
  if (previous.state !== next.state) {
    switch (next.state) {
      case 'waiting':
        return previous.state === 'preQueue' ? { kind: 'opened' } : { kind: 'seatsBack' }
      case 'yourTurn':
      case 'soldOut':
      case 'expired':
      case 'closed':
        return { kind: next.state }
      default:
        return undefined
    }
  }
  if (next.state !== 'waiting' || next.place === null || previous.place === null) return undefined
  return milestoneOf(next.place) < milestoneOf(previous.place)
    ? { kind: 'place', place: next.place }
    : undefined
}

/** Whole minutes of an estimated wait, rounded up (a wait under a minute is 0). */
export function waitMinutes(seconds: number): number {
  return seconds < 60 ? 0 : Math.ceil(seconds / 60)
}
