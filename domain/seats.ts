// The reserved-seat rule (spec §4, §5: "cinema seats must be consecutive"), shared by the seat
// plan on screen and the server's hold. A selection must be seats next to each other in one row
// with no aisle between them, and must not strand a single empty seat beside it when another
// placement of the same number of seats in that row would not (the "no orphan seat" rule). An
// aisle ends a block of seats the way the row's end does: when every placement strands a seat,
// the one left against an aisle or the row's end is refused if another placement would leave
// its single seat beside a taken one instead, so the seats at a block's end go first.
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

export const seatStatuses = ['available', 'sold', 'held', 'blocked'] as const
export type SeatStatus = (typeof seatStatuses)[number]
export interface Seat {
  id: string
  label: string
  status: SeatStatus
  /** An aisle (or gap) before this seat. */
  gapBefore?: boolean
}
/** `seats` are in physical order, left to right. */
export interface SeatRow {
  id: string
  label: string
  seats: readonly Seat[]
}

export const seatSelectionProblems = [
  'empty',
  'tooMany',
  'unavailable',
  'differentRows',
  'notConsecutive',
  'orphanSeat',
] as const
export type SeatSelectionProblem = (typeof seatSelectionProblems)[number]
export type SeatSelectionResult =
  | { ok: true }
  | { ok: false; problem: SeatSelectionProblem; seatIds: string[] }

export const seatSelectionMessages: Record<SeatSelectionProblem, MessageDescriptor> = {
  empty: msg`Please choose at least one seat.`,
  tooMany: msg`You have chosen more seats than one purchase allows.`,
  unavailable: msg`Some of the seats you chose are not available. Please choose other seats.`,
  differentRows: msg`Please choose all your seats in the same row.`,
  notConsecutive: msg`Please choose seats next to each other, with no aisle between them.`,
  orphanSeat: msg`Your choice would leave a single empty seat on its own. Please move your seats so that no single seat is left.`,
}

/**
 * Checks a selection; on failure names the problem and the seats to point at, in plan order:
 * the offending chosen seats (for `differentRows`, those outside the row holding most of the
 * selection), or for `orphanSeat` the empty seats that would be stranded. Problems are checked
 * in the order of `seatSelectionProblems`.
 */
export function checkSeatSelection(
  rows: readonly SeatRow[],
  selectedIds: readonly string[],
  options: { maxSeats?: number } = {},
): SeatSelectionResult {
  const where = new Map<string, { row: SeatRow; index: number; order: number }>()
  for (const row of rows) {
    row.seats.forEach((seat, index) => {
      where.set(seat.id, { row, index, order: where.size })
    })
  }
  // answers never depend on the order the seats were clicked: seats in plan order, unknown last
  const planOrder = (id: string) => where.get(id)?.order ?? Number.POSITIVE_INFINITY
  const ids = [...new Set(selectedIds)].sort(
    (a, b) => planOrder(a) - planOrder(b) || (a < b ? -1 : a > b ? 1 : 0),
  )
  if (ids.length === 0) return fail('empty', [])
  if (options.maxSeats !== undefined && ids.length > options.maxSeats) return fail('tooMany', ids)

  const unavailable = ids.filter((id) => {
    const place = where.get(id)
    return place?.row.seats[place.index]?.status !== 'available'
  })
  if (unavailable.length > 0) return fail('unavailable', unavailable)

  const row = mostChosenRow(
    rows,
    ids.map((id) => where.get(id)?.row as SeatRow),
  )
  const elsewhere = ids.filter((id) => where.get(id)?.row !== row)
  if (elsewhere.length > 0) return fail('differentRows', elsewhere)

  const positions = ids.map((id) => where.get(id)?.index as number).sort((a, b) => a - b)
  const start = positions[0] as number
  const end = positions[positions.length - 1] as number
  if (end - start + 1 !== positions.length || hasAisleWithin(row, start, end)) {
    return fail('notConsecutive', ids)
  }

  const stranded = orphansLeftBy(row, start, end)
  if (stranded.length > 0 && strandingOf(stranded) > leastStranding(row, positions.length)) {
    return fail(
      'orphanSeat',
      stranded.map((seat) => seat.id),
    )
  }
  return { ok: true }
}

/** The row holding most of the chosen seats (the first such row in the plan on a tie). */
function mostChosenRow(rows: readonly SeatRow[], chosenRows: readonly SeatRow[]): SeatRow {
  let best = chosenRows[0] as SeatRow
  let bestCount = 0
  for (const row of rows) {
    const count = chosenRows.filter((chosen) => chosen === row).length
    if (count > bestCount) [best, bestCount] = [row, count]
  }
  return best
}

function fail(problem: SeatSelectionProblem, seatIds: string[]): SeatSelectionResult {
  return { ok: false, problem, seatIds }
}

/** Whether an aisle separates any two seats of the block start..end. */
function hasAisleWithin(row: SeatRow, start: number, end: number): boolean {
  for (let i = start + 1; i <= end; i++) if (row.seats[i]?.gapBefore) return true
  return false
}

/** A seat the buyer could still sit in after a block is taken: free and not in the block. */
function isFree(row: SeatRow, index: number, start: number, end: number): boolean {
  return row.seats[index]?.status === 'available' && (index < start || index > end)
}

/** A free seat a block would leave alone; `atEnd` when its other side is an aisle or the row's end. */
interface Stranded {
  id: string
  atEnd: boolean
}

/**
 * The empty seats that taking the block start..end would strand: a free seat right beside the
 * block whose other side is a taken seat, the row's edge or an aisle.
 */
function orphansLeftBy(row: SeatRow, start: number, end: number): Stranded[] {
  const stranded: Stranded[] = []
  const left = start - 1
  // the seat left of the block shares no aisle with it, and its own left side is closed
  if (!row.seats[start]?.gapBefore && isFree(row, left, start, end)) {
    const atEnd = !!row.seats[left]?.gapBefore || left === 0
    if (atEnd || !isFree(row, left - 1, start, end)) {
      stranded.push({ id: row.seats[left]?.id as string, atEnd })
    }
  }
  const right = end + 1
  if (!row.seats[right]?.gapBefore && isFree(row, right, start, end)) {
    const atEnd = !!row.seats[right + 1]?.gapBefore || right === row.seats.length - 1
    if (atEnd || !isFree(row, right + 1, start, end)) {
      stranded.push({ id: row.seats[right]?.id as string, atEnd })
    }
  }
  return stranded
}

/** 0: strands nobody; 1: strands seats beside taken ones only; 2: strands one at a block's end. */
function strandingOf(stranded: readonly Stranded[]): number {
  if (stranded.length === 0) return 0
  return stranded.some((seat) => seat.atEnd) ? 2 : 1
}

/** The least stranding any placement of `count` free consecutive seats in the row leaves. */
function leastStranding(row: SeatRow, count: number): number {
  let least = Number.POSITIVE_INFINITY
  for (let start = 0; start + count <= row.seats.length && least > 0; start++) {
    const end = start + count - 1
    if (!isPlaceable(row, start, end)) continue
    least = Math.min(least, strandingOf(orphansLeftBy(row, start, end)))
  }
  return least
}

function isPlaceable(row: SeatRow, start: number, end: number): boolean {
  for (let i = start; i <= end; i++) if (row.seats[i]?.status !== 'available') return false
  return !hasAisleWithin(row, start, end)
}
