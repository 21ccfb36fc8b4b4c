// How selling takes its locks (docs/decisions/0006-selling.md): one short database transaction
// per hold or sale, row locks (SELECT … FOR UPDATE) on the seat or quota rows it takes (a seat
// hold also on the seats beside them that the seat rule reads), always in the same order. The
// control run of the race test switches them off (SellingConfig.locks, test only): the same
// statements then run one by one on the pool, with no transaction and no lock, which is
// exactly the check-then-write race the locks prevent.
import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema'

/**
 * In the control run, a pause between reading and writing, standing in for the round trips a
 * networked database puts there under load. PGlite answers within the same turn of the event
 * loop, so without it one request would run from check to write before the next began and
 * the control run could not show the race.
 */
export async function betweenCheckAndWrite(locks: boolean): Promise<void> {
  if (!locks) await new Promise((resolve) => setTimeout(resolve, 50))
}

export function inTransaction<T>(
  db: Kysely<DB>,
  locks: boolean,
  work: (trx: Kysely<DB>) => Promise<T>,
): Promise<T> {
  return locks ? db.transaction().execute(work) : work(db)
}
