// The two server test projects really run on their own database, and every test server has a
// database of its own.
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { startTestServer } from '../../server/testing/harness'

describe('test servers', () => {
  it('run on PostgreSQL in the server-postgres project and on PGlite elsewhere', async ({
    task,
  }) => {
    const server = await startTestServer()
    try {
      const expected = task.file.projectName === 'server-postgres' ? 'postgres' : 'pglite'
      expect(server.database.kind).toBe(expected)
      const { rows } = await sql<{ version: string }>`select version() as version`.execute(
        server.database.db,
      )
      expect(rows[0]?.version).toMatch(/PostgreSQL/)
    } finally {
      await server.close()
    }
  })

  it('each start from an empty database of their own', async () => {
    const [first, second] = await Promise.all([startTestServer(), startTestServer()])
    try {
      await first.database.db
        .insertInto('categories')
        .values({
          code: 'concert',
          name: JSON.stringify({ en: 'Concert', 'zh-Hans': '演唱会', 'zh-Hant': '演唱會' }),
        })
        .execute()
      const count = (server: typeof first) =>
        server.database.db
          .selectFrom('categories')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      expect(await count(first)).toEqual({ n: 1 })
      expect(await count(second)).toEqual({ n: 0 })
    } finally {
      await Promise.all([first.close(), second.close()])
    }
  })
})
