// Seat rows of a reserved performance from its venue's plan: positions leave a column for each
// aisle and centre shorter rows, so a seat map can draw the hall's shape; price zones follow
// the rows from the front (dearest) to the back; seats sell in small groups, as people buy them.
import type { SeatSection } from './catalogue/types'
import type { Random } from './random'

/** A `seats` row as the seed inserts it (no holds). */
export interface SeatRow {
  performance_id: number
  seat_id: string
  section_id: string
  row_name: string
  row_sort: number
  seat_number: string
  position: number
  aisle_before: boolean
  price_zone_id: number
  wheelchair: boolean
  status: 'available' | 'sold' | 'blocked'
}

type PlanSeat = Omit<SeatRow, 'performance_id' | 'price_zone_id' | 'status'> & {
  /** 0 at the front of the first section … towards 1 at the back of the last */
  depth: number
  blocked: boolean
  /** which purchase group of its row the seat belongs to */
  group: number
}

/** The seats of a plan without a performance, in plan order. */
export function planSeats(sections: readonly SeatSection[]): PlanSeat[] {
  const total = sections.reduce(
    (sum, section) =>
      sum + section.rows.reduce((n, row) => n + row.blocks.reduce((a, b) => a + b, 0), 0),
    0,
  )
  const seats: PlanSeat[] = []
  let before = 0
  for (const section of sections) {
    const widthOf = (blocks: readonly number[]) =>
      blocks.reduce((a, b) => a + b, 0) + blocks.length - 1
    const width = Math.max(...section.rows.map((row) => widthOf(row.blocks)))
    section.rows.forEach((row, rowIndex) => {
      const count = row.blocks.reduce((a, b) => a + b, 0)
      let position = Math.floor((width - widthOf(row.blocks)) / 2)
      let number = 0
      let group = 0
      row.blocks.forEach((block, blockIndex) => {
        for (let i = 0; i < block; i++) {
          number++
          // groups of up to three seats, never across an aisle
          if (i % 3 === 0) group++
          seats.push({
            seat_id: `${section.id}-${row.name}-${number}`,
            section_id: section.id,
            row_name: row.name,
            row_sort: rowIndex + 1,
            seat_number: String(number),
            position,
            aisle_before: blockIndex > 0 && i === 0,
            wheelchair: row.name === section.wheelchairRow && (number <= 2 || number > count - 2),
            blocked: row.name === section.blocked?.row && section.blocked.seats.includes(number),
            depth: (before + count / 2) / total,
            group,
          })
          position++
        }
        position++ // the aisle
      })
      before += count
    })
  }
  return seats
}

/**
 * One performance's seats. `zoneIds` dearest first; `soldShare` the share of seats sold (1 for
 * a sold-out show); blocked seats stay blocked.
 */
export function performanceSeats(
  plan: readonly PlanSeat[],
  performanceId: number,
  zoneIds: readonly number[],
  soldShare: number,
  random: Random,
): SeatRow[] {
  const groupSold = new Map<string, boolean>()
  return plan.map(({ depth, blocked, group, ...seat }) => {
    const key = `${seat.section_id}-${seat.row_name}-${group}`
    let sold = groupSold.get(key)
    if (sold === undefined) {
      // front seats go first
      sold = soldShare >= 1 || random.chance(Math.min(1, soldShare * (1.3 - depth * 0.6)))
      groupSold.set(key, sold)
    }
    const zone = zoneIds[Math.min(zoneIds.length - 1, Math.floor(depth * zoneIds.length))]
    return {
      ...seat,
      performance_id: performanceId,
      price_zone_id: zone as number,
      status: blocked ? 'blocked' : sold ? 'sold' : 'available',
    }
  })
}
