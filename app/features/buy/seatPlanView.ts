// The contract's seat plans as the SeatMap draws them (sections → rows → seats with their
// status and aisles), and what the screens need to know about seats that change hands while
// the buyer is choosing.
import type { SeatPlan } from '@design-system/SeatMap'
import type { Seat, SeatRow } from '../../../domain/seats'
import type { Schemas } from '../../api/queries'

type ApiRow = Schemas['SeatRow']

function rowOf(sectionId: string, row: ApiRow): SeatRow {
  return {
    id: `${sectionId}-${row.name}`,
    label: row.name,
    seats: row.seats.map(
      (seat): Seat => ({
        id: seat.id,
        label: seat.number,
        status: seat.status,
        gapBefore: seat.aisleBefore || undefined,
      }),
    ),
  }
}

/** An event's plan, its sections named in the visitor's language. */
export function eventSeatPlan(
  plan: Schemas['SeatPlan'],
  name: (text: Schemas['LocalizedText']) => string,
): SeatPlan {
  return {
    sections: plan.sections.map((section) => ({
      id: section.id,
      label: name(section.name),
      rows: section.rows.map((row) => rowOf(section.id, row)),
    })),
  }
}

/** A cinema house: one block of rows. */
export function cinemaSeatPlan(plan: Schemas['CinemaSeatPlan'], houseName: string): SeatPlan {
  return {
    sections: [
      { id: 'house', label: houseName, rows: plan.rows.map((row) => rowOf('house', row)) },
    ],
  }
}

export interface PlacedSeat {
  id: string
  section: string
  row: string
  number: string
  status: Schemas['SeatStatus']
  priceZoneId?: number
}

/** Every seat of a plan by id, with where it is. */
export function seatsById(
  plan: SeatPlan,
  apiSeats: ReadonlyMap<string, { priceZoneId?: number }> = new Map(),
) {
  const seats = new Map<string, PlacedSeat>()
  for (const section of plan.sections) {
    for (const row of section.rows) {
      for (const seat of row.seats) {
        seats.set(seat.id, {
          id: seat.id,
          section: section.label,
          row: row.label,
          number: seat.label,
          status: seat.status,
          priceZoneId: apiSeats.get(seat.id)?.priceZoneId,
        })
      }
    }
  }
  return seats
}

/** The price zone of each seat of an event's plan. */
export function priceZonesOf(plan: Schemas['SeatPlan']): Map<string, { priceZoneId?: number }> {
  return new Map(
    plan.sections.flatMap((section) =>
      section.rows.flatMap((row) =>
        row.seats.map((seat) => [seat.id, { priceZoneId: seat.priceZoneId }] as const),
      ),
    ),
  )
}

/**
 * The picked seats the plan now shows as taken (someone else held or bought them since the
 * buyer picked them), in the order picked.
 */
export function takenSince(selectedIds: readonly string[], seats: ReadonlyMap<string, PlacedSeat>) {
  return selectedIds.flatMap((id) => {
    const seat = seats.get(id)
    return seat && seat.status !== 'available' ? [seat] : []
  })
}
