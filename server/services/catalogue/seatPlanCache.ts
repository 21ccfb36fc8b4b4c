// Each server process shares one seat-plan query per performance among the requests that ask
// for it at the same time, and keeps the answer a short time
// (docs/decisions/0006-selling.md). A plan is advice: every hold checks its seats in the
// database, so a plan a few hundred milliseconds old can refuse nothing wrongly and sell
// nothing twice. What this process changes on a performance (a hold, a release, a sale) drops
// the kept plan, so a buyer sees their own change at once; another process's changes show within
// the time a plan is kept, or sooner for a buyer whose hold they refused (see `refused`).
import { type ReadAt, readAt, stillFresh } from '../keptMoment'

export interface SeatPlanCache {
  /**
   * The plan of `performanceId` from `load`, or from a load of this process that began less than
   * `ttlMs` ago (by the clock and by the request's `now`) and after its last change there.
   */
  get<T>(performanceId: number, now: Date, load: () => Promise<T>): Promise<T>
  /** This process has changed the seats of `performanceId` (or found them changed). */
  changed(performanceId: number): void
  /** This process has changed seats of a performance it cannot name cheaply. */
  changedAll(): void
  /**
   * A hold on `performanceId` was refused: seats this process's plan may still show free were
   * taken through another process. The refused buyer asks for the plan next, so a kept plan
   * older than `refusedMs` is dropped; a younger one stays, so a crowd of refusals in a hot sale
   * still shares one plan query per `refusedMs` rather than one each.
   */
  refused(performanceId: number, now: Date): void
  /** Plan queries run so far: what tests count. */
  readonly loads: number
}

/** A plan's load, dated when it began. */
interface Entry extends ReadAt {
  answer: Promise<unknown>
}

/** How old a kept plan may be and still answer the buyer whose hold was just refused. */
export const refusedMs = 50

export function createSeatPlanCache(ttlMs: number): SeatPlanCache {
  const entries = new Map<number, Entry>()
  let loads = 0
  const forget = (performanceId: number, entry: Entry) => {
    if (entries.get(performanceId) === entry) entries.delete(performanceId)
  }
  return {
    get<T>(performanceId: number, now: Date, load: () => Promise<T>): Promise<T> {
      const entry = entries.get(performanceId)
      if (entry && stillFresh(entry, now, ttlMs)) return entry.answer as Promise<T>
      loads++
      const answer = load()
      if (ttlMs <= 0) return answer
      const fresh: Entry = { ...readAt(now), answer }
      entries.set(performanceId, fresh)
      // a failed load is not kept; a kept one is let go when it is too old to use
      answer.then(
        () => setTimeout(() => forget(performanceId, fresh), ttlMs).unref(),
        () => forget(performanceId, fresh),
      )
      return answer
    },
    changed(performanceId) {
      entries.delete(performanceId)
    },
    changedAll() {
      entries.clear()
    },
    refused(performanceId, now) {
      const entry = entries.get(performanceId)
      // by either clock: tests move the request's `now` without the process's clock moving
      if (entry && (performance.now() - entry.at >= refusedMs || +now - entry.atNow >= refusedMs))
        forget(performanceId, entry)
    },
    get loads() {
      return loads
    },
  }
}
