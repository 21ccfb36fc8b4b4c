// Global setup of the server-pglite test project: the schema is migrated once and dumped to a
// file; each test database starts from that dump (harness.ts `testDatabase`), which is several
// times faster than creating and migrating an empty PGlite cluster for every test server.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { Kysely } from 'kysely'
import type { TestProject } from 'vitest/node'
import { migrateToLatest } from '../db/migrate'
import { pgliteDialect } from '../db/pgliteDialect'

declare module 'vitest' {
  export interface ProvidedContext {
    /** a dump of a migrated PGlite database */
    pgliteTemplatePath: string
  }
}

export default async function setup(project: TestProject) {
  const lite = await PGlite.create('memory://')
  const db = new Kysely({ dialect: pgliteDialect(lite) })
  await migrateToLatest(db)
  const dump = await lite.dumpDataDir('none')
  await db.destroy()
  const dir = mkdtempSync(join(tmpdir(), 'citytix-pglite-'))
  const path = join(dir, 'migrated.tar')
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()))
  project.provide('pgliteTemplatePath', path)
  return () => rmSync(dir, { recursive: true, force: true })
}
