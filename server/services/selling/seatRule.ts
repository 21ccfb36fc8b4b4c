// The seat rule of domain/seats.ts applied to a hold: the whole rows holding the chosen seats,
// the chosen seats and the two either side of them (what the no-orphan check looks at) as the
// hold has locked them, the rest as they are now. A seat under someone's live hold counts as
// taken; an expired hold counts for nothing. Whether a seat left alone is against an aisle or
// beside a taken seat is decided within those two either side too (an aisle never moves).

import { DomainError } from '../../../domain/domainError'
import { checkSeatSelection, type SeatRow, type SeatStatus } from '../../../domain/seats'

export interface SeatState {
  seat_id: string
  status: 'available' | 'sold' | 'blocked'
  held_until: Date | null
}

export interface PlanSeat extends SeatState {
  row_key: string
  seat_number: string
  aisle_before: boolean
}

/**
 * The seat's state at `now`: held while available under a hold that runs past `now`. The
 * database's copy is `seat_status` (migration 0013); seatStatus.test.ts holds them together.
 */
export function seatStatus(seat: SeatState, now: Date): SeatStatus {
  if (seat.status !== 'available') return seat.status
  return seat.held_until !== null && +seat.held_until > +now ? 'held' : 'available'
}

/** The plan's rows as the rule reads them (`plan` in row order, each row's seats together). */
export function planRows(plan: readonly PlanSeat[], now: Date): SeatRow[] {
  const rows: SeatRow[] = []
  for (const seat of plan) {
    let row = rows.at(-1)
    if (row?.id !== seat.row_key) {
      row = { id: seat.row_key, label: seat.row_key, seats: [] }
      rows.push(row)
    }
    ;(row.seats as SeatRow['seats'][number][]).push({
      id: seat.seat_id,
      label: seat.seat_number,
      status: seatStatus(seat, now),
      ...(seat.aisle_before ? { gapBefore: true } : {}),
    })
  }
  return rows
}

/** Throws the catalogue's error for a selection the rule refuses. */
export function checkSeatRule(
  plan: readonly PlanSeat[],
  seatIds: readonly string[],
  now: Date,
): void {
  const rows = planRows(plan, now)
  const result = checkSeatSelection(rows, seatIds)
  if (result.ok) return
  switch (result.problem) {
    case 'unavailable':
    case 'empty':
      throw new DomainError('SEAT_UNAVAILABLE')
    case 'orphanSeat':
      throw new DomainError('ORPHAN_SEAT')
    default:
      throw new DomainError('SEATS_NOT_CONSECUTIVE')
  }
}
