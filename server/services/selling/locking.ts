// How selling takes its locks (docs/decisions/0006-selling.md): one short database transaction
// per hold or sale, row locks (SELECT … FOR UPDATE) on the seat or quota rows it takes (a seat
// hold also on the seats beside them that the seat rule reads), always in id order, so two
// lockers of the same rows queue instead of deadlocking.
//
// The one seam: the race test's control run switches the locks off, to show the race they
// prevent. It is read here and nowhere else: in process through server/testing/sellingLocks.ts,
// in a built server process started by a test with SELLING_LOCKS=off and NODE_ENV=test. Without
// locks the same statements run one by one on the pool, with no transaction and no lock.
import { type Kysely, sql } from 'kysely'
import type { DB } from '../../db/schema'

const state = { on: !(process.env.NODE_ENV === 'test' && process.env.SELLING_LOCKS === 'off') }

/** Whether holds and sales take their row locks (always, outside the control run). */
export const rowLocks = () => state.on

/** Test only (server/testing/sellingLocks.ts): the control run's switch. */
export function switchRowLocks(on: boolean) {
  state.on = on
}

/** `for update` when locks are on: appended to a select of the rows a hold or sale takes. */
export const forUpdate = () => (state.on ? sql`for update` : sql``)

/**
 * In the control run, a pause between reading and writing, standing in for the round trips a
 * networked database puts there under load. PGlite answers within the same turn of the event
 * loop, so without it one request would run from check to write before the next began and
 * the control run could not show the race.
 */
export async function betweenCheckAndWrite(): Promise<void> {
  if (!state.on) await new Promise((resolve) => setTimeout(resolve, 50))
}

/** `work` in one transaction, or (the control run) straight on the pool. */
export function inTransaction<T>(db: Kysely<DB>, work: (trx: Kysely<DB>) => Promise<T>) {
  return state.on ? db.transaction().execute(work) : work(db)
}
