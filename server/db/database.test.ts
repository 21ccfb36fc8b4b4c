import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { openMigratedDatabase } from './database'

describe('the embedded database', () => {
  it('migrates an empty database and bumps the catalogue version when the catalogue changes', async () => {
    const { db, close } = await openMigratedDatabase({ dataDir: 'memory://' })
    try {
      const before = await db
        .selectFrom('catalogue_version')
        .select('version')
        .executeTakeFirstOrThrow()
      await db
        .insertInto('categories')
        .values({
          code: 'concert',
          name: JSON.stringify({ en: 'Concert', 'zh-Hans': '演唱会', 'zh-Hant': '演唱會' }),
        })
        .execute()
      const after = await db
        .selectFrom('catalogue_version')
        .select('version')
        .executeTakeFirstOrThrow()
      expect(after.version).toBe(before.version + 1)
      const row = await db.selectFrom('categories').selectAll().executeTakeFirstOrThrow()
      expect(row.name['zh-Hant']).toBe('演唱會')
      const { rows } = await sql<{ n: number }>`select count(*) as n from categories`.execute(db)
      expect(rows[0]?.n).toBe(1)
    } finally {
      await close()
    }
  })

  it('runs transactions one at a time on the single embedded connection', async () => {
    const { db, close } = await openMigratedDatabase({ dataDir: 'memory://' })
    try {
      await db
        .insertInto('point_packages')
        .values({ id: 1, points: 0 + 100, price_cents: 10000 })
        .execute()
      await Promise.all(
        Array.from({ length: 20 }, () =>
          db.transaction().execute(async (trx) => {
            const row = await trx
              .selectFrom('point_packages')
              .select('points')
              .where('id', '=', 1)
              .executeTakeFirstOrThrow()
            await trx
              .updateTable('point_packages')
              .set({ points: row.points + 1 })
              .where('id', '=', 1)
              .execute()
          }),
        ),
      )
      const row = await db.selectFrom('point_packages').select('points').executeTakeFirstOrThrow()
      expect(row.points).toBe(120)
    } finally {
      await close()
    }
  })
})
