// Hands out what the demo members bought: consecutive free seats in one row with no aisle
// between them (reserved seating), or places from a general-admission quota, never the same
// seat twice and never past a quota. What it handed out is written back afterwards.
import type { Catalogue, FreeSeat, Performance, Zone } from './catalogue'
import type { Random } from './random'

export interface Ticket {
  performanceId: number
  zone: Zone
  /** absent for general admission */
  seat?: FreeSeat
}

interface Row {
  seats: FreeSeat[]
}

export class Inventory {
  /** performance → rows (each row's free seats in position order) */
  private readonly rows = new Map<number, Row[]>()
  /** per quota: places used (sold before, sold or kept aside now) and sold by the seed */
  private readonly quotas = new Map<string, { capacity: number; used: number; added: number }>()
  private readonly taken = new Set<string>()
  readonly sold: FreeSeat[] = []

  constructor(
    catalogue: Catalogue,
    private readonly random: Random,
  ) {
    let current: Row | undefined
    let last: FreeSeat | undefined
    for (const seat of catalogue.seats) {
      const sameRow =
        last &&
        last.performanceId === seat.performanceId &&
        last.section === seat.section &&
        last.row === seat.row
      if (!sameRow || !current) {
        current = { seats: [] }
        const rows = this.rows.get(seat.performanceId) ?? []
        rows.push(current)
        this.rows.set(seat.performanceId, rows)
      }
      current.seats.push(seat)
      last = seat
    }
    for (const quota of catalogue.quotas) {
      this.quotas.set(`${quota.performanceId}|${quota.zoneId}`, {
        capacity: quota.capacity,
        used: quota.sold,
        added: 0,
      })
    }
  }

  /** Places sold per general-admission quota by the seed. */
  quotaSales(): { performanceId: number; zoneId: number; added: number }[] {
    return [...this.quotas.entries()]
      .filter(([, quota]) => quota.added > 0)
      .map(([key, quota]) => {
        const [performanceId, zoneId] = key.split('|').map(Number) as [number, number]
        return { performanceId, zoneId, added: quota.added }
      })
  }

  /** Tickets in the zone, or undefined when that many are not left together. */
  take(performance: Performance, zone: Zone, count: number): Ticket[] | undefined {
    if (performance.seating === 'generalAdmission') {
      const quota = this.quotas.get(`${performance.id}|${zone.id}`)
      if (!quota || quota.used + count > quota.capacity) return undefined
      // kept aside here; counted in the quota only once sold (a matched wish holds no quota)
      quota.used += count
      return Array.from({ length: count }, () => ({ performanceId: performance.id, zone }))
    }
    const seats = this.consecutive(performance.id, zone.id, count)
    if (!seats) return undefined
    for (const seat of seats) this.taken.add(`${seat.performanceId}|${seat.seatId}`)
    return seats.map((seat) => ({ performanceId: performance.id, zone, seat }))
  }

  sell(tickets: Ticket[]) {
    for (const ticket of tickets) {
      if (ticket.seat) this.sold.push(ticket.seat)
      else {
        const quota = this.quotas.get(`${ticket.performanceId}|${ticket.zone.id}`)
        if (quota) quota.added += 1
      }
    }
  }

  /** A run of free seats side by side in one row, in a randomly chosen row that has one. */
  private consecutive(performanceId: number, zoneId: number, count: number) {
    const rows = this.rows.get(performanceId) ?? []
    const start = this.random.int(0, Math.max(0, rows.length - 1))
    for (let i = 0; i < rows.length; i++) {
      const row = rows[(start + i) % rows.length] as Row
      const runs: FreeSeat[][] = []
      let run: FreeSeat[] = []
      for (const seat of row.seats) {
        const previous = run.at(-1)
        const free = seat.zoneId === zoneId && !this.taken.has(`${performanceId}|${seat.seatId}`)
        const adjacent = previous && seat.position === previous.position + 1 && !seat.aisleBefore
        if (!free) run = []
        else if (adjacent) run.push(seat)
        else run = [seat]
        if (run.length === count) {
          runs.push(run)
          run = run.slice(1)
        }
      }
      if (runs.length > 0) return this.random.pick(runs)
    }
    return undefined
  }
}
