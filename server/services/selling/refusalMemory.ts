// Refused holds answered from memory (issue #12, docs/decisions/0006-selling.md). In a hot sale
// most holds are refused: someone else has the seats, or the quota is gone. Each server process
// remembers for a moment what it has seen taken: the seats a hold's read found held, sold or
// blocked, the seats it has just held itself, and a general-admission quantity the database
// refused. A hold asking for a seat known taken, or for at least a quantity known refused, is
// refused SEAT_UNAVAILABLE without a database trip. Refusing can never sell a seat twice; a fact
// is kept no longer than a seat plan is (SEAT_PLAN_CACHE_MS, 0 = off), so a seat freed through
// another process is refused at most that long, as a kept plan shows it taken that long. What
// this process frees (a release, a hold given back) drops every fact at once.

import { type ReadAt, readAt, stillFresh } from '../keptMoment'

export interface RefusalMemory {
  /**
   * Whether a hold of `seatIds` on reserved `performanceId` can be refused from memory: one of
   * them was seen taken within the time a fact is kept, and the hold would not be refused
   * for something else first (more tickets than a purchase allows).
   */
  seatsTaken(performanceId: number, seatIds: readonly string[], now: Date): boolean
  /**
   * Whether a general-admission hold of `wanted` (quantity by price zone) can be refused from
   * memory: every zone is known, and one of them was refused as many or fewer tickets a
   * moment ago.
   */
  quantityGone(performanceId: number, wanted: ReadonlyMap<number, number>, now: Date): boolean
  /** Seats of reserved `performanceId` seen taken at `now`, each until its `until` (a hold's end). */
  sawTaken(
    performanceId: number,
    maxTickets: number,
    seats: Iterable<{ seatId: string; until?: Date | null }>,
    now: Date,
  ): void
  /** The database refused `quantity` tickets of one price zone at `now`. */
  sawRefused(
    performanceId: number,
    maxTickets: number,
    priceZoneId: number,
    quantity: number,
    now: Date,
  ): void
  /** This process freed places (a release, holds given back): nothing seen taken still holds. */
  freed(): void
  /**
   * This process granted the member a hold running until `until`. Until then their holds are
   * left to the database, which counts them toward the purchase limit and gives back holds of
   * another performance before refusing.
   */
  granted(memberId: number, until: Date, now: Date): void
  /** Whether this process granted the member a hold that is still live at `now`. */
  holdsSome(memberId: number, now: Date): boolean
  /** Holds refused from memory so far: what tests count. */
  readonly answered: number
}

interface SeatFact extends ReadAt {
  /** the request time it stops being true by itself (a hold's end); Infinity when it does not */
  until: number
}
interface ZoneFact extends ReadAt {
  /** the smallest quantity refused */
  quantity: number
}
interface PerformanceFacts {
  maxTickets: number
  seats: Map<string, SeatFact>
  zones: Map<number, ZoneFact>
  sweptAt: number
}

export function createRefusalMemory(ttlMs: number): RefusalMemory {
  const performances = new Map<number, PerformanceFacts>()
  const members = new Map<number, number>()
  let membersSweptAt = 0
  let answered = 0
  const fresh = (fact: ReadAt, now: Date) => stillFresh(fact, now, ttlMs)
  const factsOf = (performanceId: number, maxTickets: number, now: Date) => {
    let facts = performances.get(performanceId)
    if (!facts) {
      facts = { maxTickets, seats: new Map(), zones: new Map(), sweptAt: performance.now() }
      performances.set(performanceId, facts)
    }
    facts.maxTickets = maxTickets
    // what is too old to use goes, at most once per kept time
    if (performance.now() - facts.sweptAt >= ttlMs) {
      facts.sweptAt = performance.now()
      for (const [seatId, fact] of facts.seats) if (!fresh(fact, now)) facts.seats.delete(seatId)
      for (const [zone, fact] of facts.zones) if (!fresh(fact, now)) facts.zones.delete(zone)
    }
    return facts
  }
  const refuse = () => {
    answered++
    return true
  }
  return {
    seatsTaken(performanceId, seatIds, now) {
      const facts = performances.get(performanceId)
      if (!facts || new Set(seatIds).size > facts.maxTickets) return false
      for (const seatId of seatIds) {
        const fact = facts.seats.get(seatId)
        if (fact && +now < fact.until && fresh(fact, now)) return refuse()
      }
      return false
    },
    quantityGone(performanceId, wanted, now) {
      const facts = performances.get(performanceId)
      if (!facts || wanted.size === 0) return false
      let asked = 0
      let gone = false
      for (const [zone, quantity] of wanted) {
        const fact = facts.zones.get(zone)
        // a zone not seen refused may not be the performance's: the database answers NOT_FOUND
        if (!fact || !fresh(fact, now)) return false
        asked += quantity
        if (quantity >= fact.quantity) gone = true
      }
      return gone && asked <= facts.maxTickets && refuse()
    },
    sawTaken(performanceId, maxTickets, seats, now) {
      if (ttlMs <= 0) return
      const facts = factsOf(performanceId, maxTickets, now)
      const seen = readAt(now)
      for (const { seatId, until } of seats) {
        facts.seats.set(seatId, { ...seen, until: until ? +until : Number.POSITIVE_INFINITY })
      }
    },
    sawRefused(performanceId, maxTickets, priceZoneId, quantity, now) {
      if (ttlMs <= 0) return
      const facts = factsOf(performanceId, maxTickets, now)
      const known = facts.zones.get(priceZoneId)
      const smallest = known && fresh(known, now) ? Math.min(known.quantity, quantity) : quantity
      facts.zones.set(priceZoneId, { ...readAt(now), quantity: smallest })
    },
    freed() {
      performances.clear()
    },
    granted(memberId, until, now) {
      if (ttlMs <= 0) return
      members.set(memberId, Math.max(+until, members.get(memberId) ?? 0))
      // lapsed holds go, at most once a minute
      if (performance.now() - membersSweptAt >= 60_000) {
        membersSweptAt = performance.now()
        for (const [member, end] of members) if (end <= +now) members.delete(member)
      }
    },
    holdsSome(memberId, now) {
      return +now < (members.get(memberId) ?? 0)
    },
    get answered() {
      return answered
    },
  }
}
