// pg-boss on the embedded PGlite, through the app's own Kysely instance (pg-boss's `db` option):
// PGlite is one connection, which our dialect hands out in turns, so every pg-boss statement
// takes its turn like any request does and never lands inside somebody else's transaction.
// Two things pg-boss asks of a custom database (docs/decisions/0005-jobs.md): the rows of every
// statement of a multi-statement block (our dialect answers them), and, since the connection is
// shared, no transaction left open by a statement that failed half-way through a BEGIN … COMMIT.
import { CompiledQuery, type Kysely } from 'kysely'
import type { Db } from 'pg-boss'

export function pgliteJobDatabase<T>(db: Kysely<T>): Db {
  return {
    executeSql(text, values) {
      return db.connection().execute(async (connection) => {
        try {
          const result = await connection.executeQuery(CompiledQuery.raw(text, values ?? []))
          return { rows: [...result.rows] }
        } catch (error) {
          await connection.executeQuery(CompiledQuery.raw('rollback')).catch(() => {})
          throw error
        }
      })
    },
  }
}
