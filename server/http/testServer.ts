// A server for tests of how answers travel (caching, encodings, 304s, headers), built straight
// from buildApp: the contract harness (server/testing/harness.ts) rejects what these tests need
// to see (a 304 or a brotli body is not a contract answer; it reads only gzip), and cannot swap
// a handler for a spy. The database is the same fresh test database the harness uses.
import type { FastifyServerOptions } from 'fastify'
import { buildApp } from '../app'
import { readConfig, type ServerConfig } from '../config'
import type { Database } from '../db/database'
import { handlers as allHandlers } from '../routes'
import { testDatabase } from '../testing/harness'
import type { DrawFirstView } from './firstViewPage'
import type { Handlers } from './handler'
import type { RequestTurns } from './requestTurns'

export interface HttpTestServerOptions {
  now?: Date
  /** shared with another test server (closed by whoever opened it) */
  database?: Database
  seed?: (database: Database) => Promise<void>
  /** handlers that replace the real ones of the same operationId */
  handlers?: Handlers
  config?: Partial<ServerConfig>
  /** the server's logger (none by default) */
  logger?: FastifyServerOptions['logger']
  /** draws the home's first view (app/ssr's in production) */
  drawFirstView?: DrawFirstView
  /** a sale's requests' turns (http/requestTurns.ts), to see who waits */
  turns?: RequestTurns
}

export async function startHttpTestServer(options: HttpTestServerOptions = {}) {
  const ownsDatabase = !options.database
  const database = options.database ?? (await testDatabase())
  await options.seed?.(database)
  const clock = { now: options.now ?? new Date() }
  const config = {
    ...readConfig({}),
    dataDir: 'memory://',
    distDir: '/nonexistent',
    ...options.config,
  }
  const app = await buildApp({
    database,
    config,
    now: () => clock.now,
    handlers: { ...allHandlers, ...options.handlers },
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.drawFirstView ? { drawFirstView: options.drawFirstView } : {}),
    ...(options.turns ? { turns: options.turns } : {}),
  })
  await app.ready()
  return {
    app,
    database,
    clock,
    async close() {
      await app.close()
      if (ownsDatabase) await database.close()
    },
  }
}

export type HttpTestServer = Awaited<ReturnType<typeof startHttpTestServer>>

/** Wraps a handler so a test can count how often it really ran. */
export function counted<H extends (...args: never[]) => unknown>(handler: H) {
  const calls = { count: 0 }
  const wrapped = ((...args: Parameters<H>) => {
    calls.count += 1
    return handler(...args)
  }) as H
  return { handler: wrapped, calls }
}
