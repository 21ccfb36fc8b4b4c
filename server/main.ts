// `npm start`'s server: opens (and on first start creates and seeds) the database, then serves
// the built app and the API on one port. Says where to go only once it answers.
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { buildApp } from './app'
import { readConfig } from './config'
import { openMigratedDatabase } from './db/database'
import type { DrawFirstView } from './http/firstViewPage'
import { outboxPath } from './http/outboxPage'
import { seedIfEmpty } from './seed'
import { demoEmail, demoPassword } from './seed/members'
import { renewDemoWaitingRooms } from './seed/waitingRoom'
import { jobsEnabled, startJobs } from './services/jobs/start'

const config = readConfig()
const started = performance.now()
const database = await openMigratedDatabase({
  url: config.databaseUrl,
  dataDir: config.dataDir,
  poolSize: config.databasePoolSize,
})
const seedStarted = performance.now()
const seeded = config.seedDemo ? await seedIfEmpty(database.db, new Date()) : false
const seedSeconds = (performance.now() - seedStarted) / 1000
// the demo's hot sale opens minutes after this start, if nobody used its room yet
if (config.seedDemo && !seeded) await renewDemoWaitingRooms(database.db, new Date())
const app = await buildApp({
  database,
  config,
  drawFirstView: await loadFirstViewDrawing(),
  logger: config.production ? { level: 'warn' } : false,
})
await app.listen({ port: config.port, host: config.host })
// draws, the hold sweeper, points expiry and mail retries (docs/decisions/0005-jobs.md)
const jobs = jobsEnabled(process.env)
  ? await startJobs({
      database,
      config,
      onError: (error) => console.error(`job queue: ${error.message}`),
    })
  : undefined

// ask ourselves over the network, as a browser would, before telling anyone to come
const local = ['0.0.0.0', '::', ''].includes(config.host) ? '127.0.0.1' : config.host
const probe = new URL('/data/config.json', `http://${local.includes(':') ? `[${local}]` : local}`)
probe.port = String(config.port)
const answer = await fetch(probe)
if (!answer.ok) {
  console.error(`Citytix started but ${probe} answered ${answer.status}`)
  process.exit(1)
}

const where = config.databaseUrl
  ? 'PostgreSQL (DATABASE_URL)'
  : config.dataDir.startsWith('memory://')
    ? 'in memory (nothing is kept)'
    : `PGlite in ${join(config.dataDir, 'pglite')}`
const seconds = ((performance.now() - started) / 1000).toFixed(1)
console.log(
  [
    `Citytix is ready at ${config.publicOrigin}/ (started in ${seconds} s)`,
    `  demo member: ${demoEmail(1)} / ${demoPassword}`,
    `  database: ${where}${seeded ? `, seeded with the demo content in ${seedSeconds.toFixed(1)} s` : ''}`,
    '  npm run db:reset empties it and seeds it again',
    config.smtpUrl
      ? '  mail: sent over SMTP_URL'
      : config.production
        ? '  mail: no SMTP_URL, so it stays unsent in the outbox table'
        : `  mail: no SMTP_URL, so read it at ${config.publicOrigin}${outboxPath}`,
  ].join('\n'),
)

let stopping = false
async function stop() {
  if (stopping) return
  stopping = true
  await app.close()
  await jobs?.stop({ graceful: true, timeout: 10_000 })
  await database.close()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)

/** The app's components for the home's first view, built next to this file (vite.server.config.ts). */
async function loadFirstViewDrawing(): Promise<DrawFirstView | undefined> {
  const path = join(dirname(fileURLToPath(import.meta.url)), 'firstView.js')
  if (!config.firstView || !existsSync(path)) return undefined
  const module: { drawFirstView: DrawFirstView } = await import(
    /* @vite-ignore */ pathToFileURL(path).href
  )
  return module.drawFirstView
}
