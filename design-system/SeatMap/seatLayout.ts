import type { Seat, SeatRow } from '../../domain/seats'

/** A block of rows with its own name, such as "Stalls" or "Circle". */
export interface SeatSection {
  id: string
  label: string
  rows: readonly SeatRow[]
}

/** What the SeatMap draws: sections from the stage backwards, rows front to back. */
export interface SeatPlan {
  sections: readonly SeatSection[]
}

/** Drawing units (1 unit = 1/16 rem at zoom 1, so the plan follows the font-size preference). */
export const seatPitch = 32
export const seatSize = 26
const rowLabelWidth = 40
const stageHeight = 56
const sectionHeadingHeight = 36
const sectionGap = 16

export interface PlacedSeat {
  seat: Seat
  row: SeatRow
  /** centre of the seat */
  x: number
  y: number
}

export interface PlacedRow {
  row: SeatRow
  sectionId: string
  y: number
  seats: readonly PlacedSeat[]
}

export interface PlacedSection {
  section: SeatSection
  headingY: number
}

export interface SeatLayout {
  width: number
  height: number
  stageY: number
  sections: readonly PlacedSection[]
  /** every row of every section, front to back: arrow up / down walks this list */
  rows: readonly PlacedRow[]
  /** right edge of the seats, where the row label is repeated */
  seatsRight: number
  rowLabelLeft: number
  seatById: ReadonlyMap<string, PlacedSeat>
}

/** Columns a row takes, counting an aisle (gapBefore) as one empty column. */
function columnsOf(row: SeatRow): number {
  return row.seats.reduce((n, seat, i) => n + 1 + (seat.gapBefore && i > 0 ? 1 : 0), 0)
}

/** Positions every seat: rows centred on the stage, aisles left empty. */
export function layoutSeatPlan(plan: SeatPlan): SeatLayout {
  const allRows = plan.sections.flatMap((s) => s.rows)
  const maxColumns = Math.max(1, ...allRows.map(columnsOf))
  const seatsLeft = rowLabelWidth
  const seatsRight = seatsLeft + maxColumns * seatPitch
  const rows: PlacedRow[] = []
  const sections: PlacedSection[] = []
  const seatById = new Map<string, PlacedSeat>()
  let y = stageHeight
  for (const section of plan.sections) {
    sections.push({ section, headingY: y + sectionHeadingHeight / 2 })
    y += sectionHeadingHeight
    for (const row of section.rows) {
      const offset = (maxColumns - columnsOf(row)) / 2
      let column = offset
      const seats: PlacedSeat[] = row.seats.map((seat, i) => {
        if (seat.gapBefore && i > 0) column += 1
        const placed = {
          seat,
          row,
          x: seatsLeft + (column + 0.5) * seatPitch,
          y: y + seatPitch / 2,
        }
        column += 1
        seatById.set(seat.id, placed)
        return placed
      })
      rows.push({ row, sectionId: section.id, y: y + seatPitch / 2, seats })
      y += seatPitch
    }
    y += sectionGap
  }
  return {
    width: seatsRight + rowLabelWidth,
    height: y,
    stageY: stageHeight / 2,
    sections,
    rows,
    seatsRight,
    rowLabelLeft: rowLabelWidth / 2,
    seatById,
  }
}

export const navigationKeys = [
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
] as const
export type NavigationKey = (typeof navigationKeys)[number]

export function isNavigationKey(key: string): key is NavigationKey {
  return (navigationKeys as readonly string[]).includes(key)
}

/** The seat nearest to `x` in a row (aisles make columns uneven between rows). */
function nearest(row: PlacedRow, x: number): PlacedSeat | undefined {
  let best: PlacedSeat | undefined
  for (const seat of row.seats) {
    if (!best || Math.abs(seat.x - x) < Math.abs(best.x - x)) best = seat
  }
  return best
}

/**
 * Where a key moves the focus from a seat: left / right along the row, up / down to the seat
 * nearest in the next row with seats (across sections), Home / End to the ends of the row,
 * Ctrl+Home / Ctrl+End to the first / last seat of the plan. Stays put at
 * an edge.
 */
export function seatInDirection(
  layout: SeatLayout,
  fromId: string,
  key: NavigationKey,
  ctrl = false,
): string {
  const from = layout.seatById.get(fromId)
  const rowIndex = layout.rows.findIndex((r) => r.row.id === from?.row.id)
  const row = layout.rows[rowIndex]
  if (!from || !row) return fromId
  const index = row.seats.findIndex((s) => s.seat.id === fromId)
  const withSeats = layout.rows.filter((r) => r.seats.length > 0)
  const firstOfPlan = withSeats[0]?.seats[0]
  const lastRow = withSeats[withSeats.length - 1]
  const lastOfPlan = lastRow?.seats[lastRow.seats.length - 1]
  let to: PlacedSeat | undefined
  switch (key) {
    case 'ArrowLeft':
      to = row.seats[index - 1]
      break
    case 'ArrowRight':
      to = row.seats[index + 1]
      break
    case 'ArrowUp':
    case 'ArrowDown': {
      const step = key === 'ArrowUp' ? -1 : 1
      for (let i = rowIndex + step; i >= 0 && i < layout.rows.length; i += step) {
        const candidate = layout.rows[i]
        if (candidate && candidate.seats.length > 0) {
          to = nearest(candidate, from.x)
          break
        }
      }
      break
    }
    case 'Home':
      to = ctrl ? firstOfPlan : row.seats[0]
      break
    case 'End':
      to = ctrl ? lastOfPlan : row.seats[row.seats.length - 1]
      break
  }
  return to?.seat.id ?? fromId
}
