// Test servers: the real app over a fresh database — PGlite in memory by default, or a fresh
// database on the PostgreSQL server when the test run says so: TEST_DATABASE_TEMPLATE_URL (set
// by the server-postgres test project) names a migrated template that each test database
// copies and drops when closed; TEST_DATABASE_URL uses one database as it is; the server-pglite
// project starts each PGlite database from a migrated dump (TEST_PGLITE_TEMPLATE). Every answer is
// checked against openapi.yaml: an answer the contract does not allow fails the test that
// caused it.
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { gunzipSync } from 'node:zlib'
import type { FastifyInstance, InjectOptions } from 'fastify'
import pg from 'pg'
import { openapiSchemas } from '../../tests/contract/openapiSchemas'
import { buildApp } from '../app'
import { readConfig, type ServerConfig } from '../config'
import { document } from '../contract/contract'
import { type Database, openDatabase, openMigratedDatabase } from '../db/database'
import { createSeatPlanCache, type SeatPlanCache } from '../services/catalogue/seatPlanCache'
import { createWaitingRoom, type WaitingRoom } from '../services/waitingRoom/engine'

const contract = openapiSchemas(document as unknown as Record<string, unknown>)

export interface TestServer {
  app: FastifyInstance
  database: Database
  /** moves the server's clock */
  clock: { now: Date }
  /** every answer outside the contract so far (each also fails the request that caused it) */
  violations: string[]
  /** the app's seat plans of the moment (its `loads` count the plan queries) */
  seatPlans: SeatPlanCache
  /** the holds it refused from memory (`answered` counts them) */
  /** the waiting rooms: a test steps the tick by hand (`step`), on the server's clock */
  waitingRoom: WaitingRoom
  close(): Promise<void>
}

export interface TestServerOptions {
  now?: Date
  /** a database to use instead of a fresh one (closed with the server) */
  database?: Database
  /** fills the database before the app starts */
  seed?: (database: Database, now: Date) => Promise<void>
  /** settings that differ from the defaults (an SMTP server, exempt addresses…) */
  config?: Partial<ServerConfig>
  /** the PostgreSQL pool of the fresh database (a race's hundreds of buyers need more) */
  pool?: TestPoolOptions
}

/**
 * A fresh copy of the migrated template database on its server, named after it, and how to
 * drop it. Copying is far quicker than migrating a new database.
 */
export async function copyTemplateDatabase(templateUrl: string) {
  const template = new URL(templateUrl)
  const templateName = template.pathname.slice(1)
  // test files of one worker process load this module afresh: a counter would repeat
  const name = `${templateName}_${randomBytes(6).toString('hex')}`
  const admin = new URL(templateUrl)
  admin.pathname = '/postgres'
  const adminUrl = admin.toString()
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    await client.query(`create database "${name}" template "${templateName}"`)
  } finally {
    await client.end()
  }
  const url = new URL(templateUrl)
  url.pathname = `/${name}`
  return {
    name,
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: adminUrl })
      await dropper.connect()
      try {
        await dropper.query(`drop database if exists "${name}" with (force)`)
      } finally {
        await dropper.end()
      }
    },
  }
}

/** PostgreSQL only: the pool of a test database (PGlite has one connection). */
export interface TestPoolOptions {
  poolSize?: number
  connectionTimeoutMillis?: number
}

export async function testDatabase(pool: TestPoolOptions = {}): Promise<Database> {
  const templateUrl = process.env.TEST_DATABASE_TEMPLATE_URL
  if (templateUrl) {
    const copy = await copyTemplateDatabase(templateUrl)
    const database = await openDatabase({ url: copy.url, poolSize: 4, ...pool })
    return {
      ...database,
      async close() {
        await database.close()
        await copy.drop()
      },
    }
  }
  const url = process.env.TEST_DATABASE_URL
  if (url) return openMigratedDatabase({ url, poolSize: 4, ...pool })
  const dump = process.env.TEST_PGLITE_TEMPLATE
  if (dump) {
    pgliteTemplate ??= new Blob([readFileSync(dump)])
    // migrating is a no-op on the migrated dump; it keeps a stale dump from passing silently
    return openMigratedDatabase({ dataDir: 'memory://', loadDataDir: pgliteTemplate })
  }
  return openMigratedDatabase({ dataDir: 'memory://' })
}

let pgliteTemplate: Blob | undefined

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const database = options.database ?? (await testDatabase(options.pool))
  const clock = { now: options.now ?? new Date() }
  await options.seed?.(database, clock.now)
  const defaults = readConfig({})
  const config = {
    ...defaults,
    dataDir: 'memory://',
    distDir: '/nonexistent',
    // no tick of its own: a test moves the rooms on with `waitingRoom.step()`
    waitingRoom: { ...defaults.waitingRoom, tickMs: 0 },
    ...options.config,
  }
  const seatPlans = createSeatPlanCache(config.seatPlanCacheMs)
  const now = () => clock.now
  const waitingRoom = createWaitingRoom({ db: database.db, config: config.waitingRoom, now })
  const app = await buildApp({ database, config, now, seatPlans, waitingRoom })
  const violations: string[] = []
  app.addHook('onSend', async (request, reply, payload) => {
    const route = request.routeOptions.url
    const operation =
      route &&
      contract.operations.find(
        (op) => op === `${request.method} ${route.replace(/:([A-Za-z]+)/g, '{$1}')}`,
      )
    if (!operation) return payload
    const type =
      String(reply.getHeader('content-type') ?? '')
        .split(';')[0]
        ?.trim() ?? ''
    // a client that takes gzip gets a seat plan gzipped (server/http/jsonText.ts)
    const text =
      reply.getHeader('content-encoding') === 'gzip' && Buffer.isBuffer(payload)
        ? gunzipSync(payload).toString()
        : String(payload)
    const body =
      reply.statusCode === 204 || payload === undefined || payload === ''
        ? undefined
        : type === 'application/json'
          ? JSON.parse(text)
          : text
    let wrong: string[]
    try {
      wrong = contract.problems(operation, reply.statusCode, type, body)
    } catch (error) {
      // a status or media type the operation does not document at all
      wrong = [(error as Error).message]
    }
    if (wrong.length > 0) {
      const violation = `${operation} answered ${reply.statusCode} outside the contract: ${wrong.join('; ')}`
      violations.push(violation)
      throw new Error(violation)
    }
    return payload
  })
  await app.ready()
  return {
    app,
    database,
    clock,
    violations,
    seatPlans,
    waitingRoom,
    async close() {
      await app.close()
      await database.close()
    },
  }
}

/** `inject` with JSON parsed, for short tests. */
export async function call(server: TestServer, options: InjectOptions | string) {
  const response = await server.app.inject(options)
  const type = String(response.headers['content-type'] ?? '')
  return {
    status: response.statusCode,
    headers: response.headers,
    body: type.startsWith('application/json') ? response.json() : response.body,
  }
}
