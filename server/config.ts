// Server settings from the environment, with defaults that run embedded on one machine
// (PGlite under ./data, the built app from ./dist). Every variable is listed in the README.
import { resolve } from 'node:path'
import { nonNegative } from './envNumbers'
import { readSellingConfig, type SellingConfig } from './settings/selling'
import { readSocialLoginConfig, type SocialLoginConfig } from './settings/social'
import { readWaitingRoomConfig, type WaitingRoomConfig } from './settings/waitingRoom'

export interface ServerConfig {
  port: number
  host: string
  /** A PostgreSQL server; when unset the embedded PGlite database under `dataDir` is used. */
  databaseUrl: string | undefined
  /** Where the embedded database (and later uploads) live. `memory://` keeps nothing. */
  dataDir: string
  /** The address visitors use, for links in mail and for the CSP. */
  publicOrigin: string
  /** The built app (vite build). Absent in API-only tests. */
  distDir: string
  production: boolean
  /** Fill an empty database with the demo content on start. */
  seedDemo: boolean
  /** Connections in the node-postgres pool. */
  databasePoolSize: number
  /**
   * A sale's requests (seat plans, holds, checkout) one process works on at once; the rest wait
   * their turn in the order they came (http/requestTurns.ts). 0 = no limit.
   */
  apiConcurrency: number
  /**
   * The proxies (addresses or CIDRs) whose X-Forwarded-For is believed. Empty: the socket's
   * address is the client's, whatever a header says, so no client can pick its own address
   * for the per-address limits.
   */
  trustProxy: string[]
  /** Addresses exempt from per-address rate limits (load generators); per-account limits apply. */
  rateLimitExempt: string[]
  /** SMTP server for mail (smtp://user:pass@host:port); without it mail stays in the outbox */
  smtpUrl: string | undefined
  /** signs upload addresses; generated and kept in the database when unset */
  uploadSecret: string | undefined
  /** How long a cached API answer may be served (lists depend on the time of day); 0 = off. */
  apiCacheMs: number
  /**
   * The server draws the events home's first view into the page (server/http/firstViewPage.ts);
   * FIRST_VIEW=off sends index.html alone, and the app draws everything.
   */
  firstView: boolean
  /** How long a process may answer a seat plan it read for another request (0 = off). */
  seatPlanCacheMs: number
  /**
   * The bot check (a picture code) on registration, one-time-password requests and logins
   * after failures. BOT_CHECK=off turns it off, for load tests and demos.
   */
  botCheck: boolean
  /** Holds, payments and e-ticket codes (settings/selling.ts). */
  selling: SellingConfig
  /** Google, Apple, Facebook and WeChat sign-in: the configured ones (services/social). */
  socialLogin: SocialLoginConfig
  /** The waiting room's tick and the hold rate limit (settings/waitingRoom.ts). */
  waitingRoom: WaitingRoomConfig
}

/** A comma-separated list of addresses (or CIDRs) from the environment. */
const addressList = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean)

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080)
  const host = env.HOST ?? '127.0.0.1'
  const databasePoolSize = Number(env.DATABASE_POOL_SIZE ?? 10)
  return {
    port,
    host,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR ?? resolve('data'),
    publicOrigin: env.PUBLIC_ORIGIN ?? `http://${host}:${port}`,
    distDir: env.DIST_DIR ?? resolve('dist'),
    production: env.NODE_ENV === 'production',
    seedDemo: env.SEED_DEMO !== 'off',
    databasePoolSize,
    // a few requests per connection: one waits for the database while another is answered
    apiConcurrency: nonNegative(env.API_CONCURRENCY, 3 * databasePoolSize),
    trustProxy: addressList(env.TRUST_PROXY),
    rateLimitExempt: addressList(env.RATE_LIMIT_EXEMPT),
    smtpUrl: env.SMTP_URL || undefined,
    uploadSecret: env.UPLOAD_SECRET || undefined,
    apiCacheMs: nonNegative(env.API_CACHE_SECONDS, 10) * 1000,
    seatPlanCacheMs: nonNegative(env.SEAT_PLAN_CACHE_MS, 300),
    firstView: env.FIRST_VIEW !== 'off',
    botCheck: env.BOT_CHECK !== 'off',
    selling: readSellingConfig(env),
    socialLogin: readSocialLoginConfig(env),
    waitingRoom: readWaitingRoomConfig(env),
  }
}
