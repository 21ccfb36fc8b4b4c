// Seat plans for stories and tests: realistic Hong Kong halls, built from a compact description.
import type { Seat, SeatRow, SeatStatus } from '../../domain/seats'
import type { SeatPlan } from './seatLayout'

interface RowSpec {
  label: string
  count: number
  /** seat numbers with an aisle before them */
  aislesBefore?: readonly number[]
  sold?: readonly number[]
  held?: readonly number[]
  blocked?: readonly number[]
}

export function makeRow({
  label,
  count,
  aislesBefore = [],
  sold = [],
  held = [],
  blocked = [],
}: RowSpec): SeatRow {
  const seats: Seat[] = Array.from({ length: count }, (_, i) => {
    const n = i + 1
    const status: SeatStatus = sold.includes(n)
      ? 'sold'
      : held.includes(n)
        ? 'held'
        : blocked.includes(n)
          ? 'blocked'
          : 'available'
    return {
      id: `${label}${n}`,
      label: String(n),
      status,
      gapBefore: aislesBefore.includes(n) || undefined,
    }
  })
  return { id: label, label, seats }
}

/** A small cinema house: rows A–F, an aisle after seat 4, some seats gone. */
export const cinemaHouse: SeatPlan = {
  sections: [
    {
      id: 'house1',
      label: 'House 1',
      rows: [
        makeRow({ label: 'A', count: 10, aislesBefore: [5], sold: [1, 2] }),
        makeRow({ label: 'B', count: 10, aislesBefore: [5], held: [7, 8] }),
        makeRow({ label: 'C', count: 12, aislesBefore: [5], sold: [9, 10, 11] }),
        makeRow({ label: 'D', count: 12, aislesBefore: [5] }),
        makeRow({ label: 'E', count: 12, aislesBefore: [5], blocked: [1, 2] }),
        makeRow({ label: 'F', count: 14, aislesBefore: [6], sold: [1, 2, 3, 4] }),
      ],
    },
  ],
}

/** A concert hall with stalls and a circle, two aisles per row. */
export const concertHall: SeatPlan = {
  sections: [
    {
      id: 'stalls',
      label: 'Stalls',
      rows: ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].map((label, i) =>
        makeRow({
          label,
          count: 20 + (i % 2) * 2,
          aislesBefore: [6, 16 + (i % 2) * 2],
          sold: i < 3 ? [7, 8, 9, 10, 11, 12] : i === 5 ? [1, 2, 3] : [],
          held: i === 4 ? [9, 10] : [],
        }),
      ),
    },
    {
      id: 'circle',
      label: 'Circle',
      rows: ['J', 'K', 'L', 'M'].map((label, i) =>
        makeRow({
          label,
          count: 24,
          aislesBefore: [7, 19],
          sold: i === 0 ? [10, 11, 12, 13, 14, 15] : [],
        }),
      ),
    },
  ],
}

/** Every seat taken. */
export const soldOutHouse: SeatPlan = {
  sections: [
    {
      id: 'house3',
      label: 'House 3',
      rows: ['A', 'B', 'C'].map((label) =>
        makeRow({ label, count: 8, sold: [1, 2, 3, 4, 5, 6, 7, 8] }),
      ),
    },
  ],
}

/** Chinese section and row names, as a Cantonese opera house prints them. */
export const chineseTheatre: SeatPlan = {
  sections: [
    {
      id: 'stalls',
      label: '堂座',
      rows: ['甲', '乙', '丙', '丁'].map((label, i) =>
        makeRow({ label, count: 12, aislesBefore: [7], sold: i === 1 ? [3, 4, 5] : [] }),
      ),
    },
    {
      id: 'balcony',
      label: '樓座',
      rows: ['戊', '己'].map((label) => makeRow({ label, count: 12, aislesBefore: [7] })),
    },
  ],
}
