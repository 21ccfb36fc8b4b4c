// `npm run db:reset`: empties the database, migrates it and fills it with the demo content. On
// PGlite its folder under DATA_DIR is deleted; on PostgreSQL (DATABASE_URL) every table,
// function and migration record in the current schema is dropped with the schema. Stop the
// server first: PGlite is one process's database.
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { sql } from 'kysely'
import { readConfig } from './config'
import { openDatabase, openMigratedDatabase } from './db/database'
import { seed } from './seed'

const config = readConfig()
const started = performance.now()

if (config.databaseUrl) {
  const database = await openDatabase({ url: config.databaseUrl, poolSize: 1 })
  try {
    const { rows } = await sql<{ name: string }>`select current_schema() as name`.execute(
      database.db,
    )
    const schema = rows[0]?.name ?? 'public'
    await sql`drop schema ${sql.id(schema)} cascade`.execute(database.db)
    await sql`create schema ${sql.id(schema)}`.execute(database.db)
  } finally {
    await database.close()
  }
} else if (config.dataDir.startsWith('memory://')) {
  console.log('DATA_DIR is memory://: there is no stored database to reset.')
  process.exit(0)
} else {
  // the folder database.ts keeps PGlite in
  rmSync(join(config.dataDir, 'pglite'), { recursive: true, force: true })
}

const database = await openMigratedDatabase({
  url: config.databaseUrl,
  dataDir: config.dataDir,
  poolSize: 1,
})
try {
  await seed(database.db, new Date())
} finally {
  await database.close()
}
const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : join(config.dataDir, 'pglite')
const seconds = ((performance.now() - started) / 1000).toFixed(1)
console.log(`Database reset, migrated and seeded in ${seconds} s: ${where}`)
