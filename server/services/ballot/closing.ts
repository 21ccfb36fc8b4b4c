// Ballots that closed (domain/ballot.ts: 72 hours before the show) and were not drawn yet: their
// waiting wishes turn "matching" (the draw is under way) and the scheduled job sends one draw
// job per performance. Shows that already started are not drawn.
import { type Kysely, sql } from 'kysely'
import { ballotClosesHoursBefore } from '../../../domain/ballot'
import type { DB } from '../../db/schema'

export async function closeDueBallots(db: Kysely<DB>, now: Date): Promise<number[]> {
  const due = await db
    .selectFrom('wish_list_entries as w')
    .innerJoin('performances as p', 'p.id', 'w.performance_id')
    .select('w.performance_id')
    .distinct()
    .where('w.status', 'in', ['added', 'matching'])
    .where('p.starts_at', '>', now)
    .where(sql<boolean>`p.starts_at - make_interval(hours => ${ballotClosesHoursBefore}) <= ${now}`)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('ballot_draws as d')
            .select('d.performance_id')
            .whereRef('d.performance_id', '=', 'w.performance_id'),
        ),
      ),
    )
    .orderBy('w.performance_id')
    .execute()
  const ids = due.map((row) => row.performance_id)
  if (ids.length > 0) {
    await db
      .updateTable('wish_list_entries')
      .set({ status: 'matching' })
      .where('performance_id', 'in', ids)
      .where('status', '=', 'added')
      .execute()
  }
  return ids
}
