// A Kysely dialect for PGlite, the embedded (WASM) PostgreSQL. PGlite is one connection, so
// Kysely's connections take turns through a mutex: a transaction keeps the connection until it
// commits or rolls back, exactly as a pool of size one would.
import type { PGlite } from '@electric-sql/pglite'
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely'

class Turns {
  #tail: Promise<void> = Promise.resolve()
  /** Waits for the previous holder; resolves with the function that hands the turn on. */
  take(): Promise<() => void> {
    let release!: () => void
    const next = new Promise<void>((resolve) => {
      release = resolve
    })
    const ready = this.#tail.then(() => release)
    this.#tail = this.#tail.then(() => next)
    return ready
  }
}

class PGliteConnection implements DatabaseConnection {
  constructor(readonly pg: PGlite) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    // like node-postgres, a query without parameters goes by the simple protocol, which
    // takes several statements (migrations); the rows of every statement are answered, as
    // pg-boss needs of a multi-statement block (BEGIN; … RETURNING …; COMMIT)
    if (query.parameters.length === 0) {
      const results = await this.pg.exec(query.sql)
      const affected = results.at(-1)?.affectedRows
      return {
        rows: results.flatMap((result) => result.rows) as R[],
        ...(affected !== undefined ? { numAffectedRows: BigInt(affected) } : {}),
      }
    }
    const result = await this.pg.query<R>(query.sql, query.parameters as unknown[])
    const affected = result.affectedRows
    return {
      rows: result.rows as R[],
      ...(affected !== undefined ? { numAffectedRows: BigInt(affected) } : {}),
    }
  }

  // biome-ignore lint/correctness/useYield: PGlite has no cursors; Kysely's stream() is unused here
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streaming is not supported on PGlite')
  }
}

class PGliteDriver implements Driver {
  readonly #turns = new Turns()
  readonly #connection: PGliteConnection
  /** Hands the connection to the next waiter; only one holder exists at a time. */
  #release: (() => void) | undefined

  constructor(pg: PGlite) {
    this.#connection = new PGliteConnection(pg)
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    this.#release = await this.#turns.take()
    return this.#connection
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    const level = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : ''
    await connection.executeQuery(CompiledQuery.raw(`begin${level}`))
  }

  async commitTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('commit'))
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('rollback'))
  }

  async releaseConnection(): Promise<void> {
    const release = this.#release
    this.#release = undefined
    release?.()
  }

  async destroy(): Promise<void> {
    await this.#connection.pg.close()
  }
}

export function pgliteDialect(pg: PGlite): Dialect {
  return {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new PGliteDriver(pg),
    createIntrospector: (db: Kysely<unknown>) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  }
}
