// `npm start`'s server: opens (and on first start creates and seeds) the database, then serves
// the built app and the API on one port. Says where to go only once it answers.
import { buildApp } from './app'
import { readConfig } from './config'
import { openMigratedDatabase } from './db/database'
import { seedIfEmpty } from './seed'

const config = readConfig()
const database = await openMigratedDatabase({
  url: config.databaseUrl,
  dataDir: config.dataDir,
  poolSize: config.databasePoolSize,
})
if (config.seedDemo) await seedIfEmpty(database.db, new Date())
const app = await buildApp({
  database,
  config,
  logger: config.production ? { level: 'warn' } : false,
})
await app.listen({ port: config.port, host: config.host })

const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`
console.log(`Citytix is ready at ${config.publicOrigin}/ (database: ${where})`)

let stopping = false
async function stop() {
  if (stopping) return
  stopping = true
  await app.close()
  await database.close()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
