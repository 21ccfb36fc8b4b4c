// One Kysely instance over either driver: node-postgres when DATABASE_URL is set, PGlite (files
// under DATA_DIR, or memory) otherwise. Everything above this file is the same SQL on both.
import { createHash } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { Kysely, PostgresDialect } from 'kysely'
import pg from 'pg'
import { migrateToLatest } from './migrate'
import { pgliteDialect } from './pgliteDialect'
import type { DB } from './schema'

export type DatabaseKind = 'pglite' | 'postgres'

export interface Database {
  db: Kysely<DB>
  kind: DatabaseKind
  /** PostgreSQL's connection string (for a connection of its own, LISTEN); PGlite has none */
  url?: string
  close(): Promise<void>
}

export interface DatabaseOptions {
  /** A PostgreSQL connection string; when absent, PGlite. */
  url?: string | undefined
  /** PGlite's folder, or `memory://` for a database that lives and dies with the process. */
  dataDir?: string
  /** PGlite only: starts from this dump (`dumpDataDir`) instead of an empty cluster (tests). */
  loadDataDir?: Blob
  poolSize?: number
  /** How long a query waits for a free pooled connection before failing (default 5 s). */
  connectionTimeoutMillis?: number
}

// bigint (count(*), sums) as numbers: no count here comes near 2^53
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value))
// dates as the calendar string they are, not a Date at UTC midnight
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value)

/** Statements a connection keeps prepared at most: lists of varying length make new texts. */
export const preparedPerConnection = 200

/**
 * Each parameterised statement is prepared once per connection and run by name afterwards, so
 * PostgreSQL plans it once instead of on every call (planning cost more than running most of
 * the sale's small statements). The name is the statement's hash; statements without
 * parameters (migrations, BEGIN) go as they are, and so does any new statement once the
 * connection keeps `preparedPerConnection` of them.
 */
function namedStatements(client: pg.PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown
  // by text: a statement run again is found without hashing it again
  const names = new Map<string, string>()
  ;(client as { query: unknown }).query = (
    config: unknown,
    values?: unknown,
    callback?: unknown,
  ) => {
    if (typeof config !== 'string' || !Array.isArray(values) || values.length === 0)
      return query(config, values, callback)
    let name = names.get(config)
    if (!name) {
      if (names.size >= preparedPerConnection) return query(config, values, callback)
      name = createHash('sha1').update(config).digest('base64')
      names.set(config, name)
    }
    return query({ name, text: config, values }, callback)
  }
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: options.connectionTimeoutMillis ?? 5_000,
      // a query stuck on a dead connection must fail, not hang the request
      query_timeout: 15_000,
      // A prepared statement (and a statement inside our functions) keeps one plan for any
      // parameters instead of being planned again for each call: PostgreSQL plans the first five
      // calls afresh and then keeps doing so whenever its plan for any parameters looks dearer,
      // and in a hot on-sale that planning cost more than the running. Every hot
      // statement finds its rows by key or by performance, so one plan serves any parameters.
      options: '-c plan_cache_mode=force_generic_plan',
    })
    // a connection dropped by the server (a restart, a network cut) must not crash the process:
    // idle ones report to the pool, and one checked out by Kysely reports to its client, whose
    // query fails anyway (503 "Server is busy"); the pool opens fresh connections afterwards
    pool.on('error', () => {})
    pool.on('connect', (client) => {
      client.on('error', () => {})
      namedStatements(client)
    })
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) })
    return { db, kind: 'postgres', url: options.url, close: () => db.destroy() }
  }
  const dataDir = options.dataDir ?? 'memory://'
  let location = dataDir
  if (!dataDir.startsWith('memory://')) {
    location = join(dataDir, 'pglite')
    mkdirSync(location, { recursive: true })
  }
  const lite = await PGlite.create(location, {
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    parsers: {
      20: (value: string) => Number(value),
      1082: (value: string) => value,
    },
  })
  const db = new Kysely<DB>({ dialect: pgliteDialect(lite) })
  return { db, kind: 'pglite', close: () => db.destroy() }
}

/** Opens the database and brings its schema up to date. */
export async function openMigratedDatabase(options: DatabaseOptions): Promise<Database> {
  const database = await openDatabase(options)
  await migrateToLatest(database.db)
  return database
}
