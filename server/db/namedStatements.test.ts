import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabase } from '../testing/harness'
import type { Database } from './database'

let database: Database
beforeAll(async () => {
  database = await testDatabase()
})
afterAll(() => database.close())

describe('a parameterised statement', () => {
  it('is prepared once per PostgreSQL connection and then run by name (PGlite runs it as it is)', async () => {
    const { answers, prepared } = await database.db.connection().execute(async (connection) => {
      const answers: number[] = []
      for (const id of [1, 2, 3]) {
        const { rows } = await sql<{ id: number }>`select ${id}::int as id`.execute(connection)
        answers.push(rows[0]?.id ?? 0)
      }
      const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from pg_prepared_statements
        where statement = 'select $1::int as id'
      `.execute(connection)
      return { answers, prepared: rows[0]?.n }
    })
    expect(answers).toEqual([1, 2, 3])
    expect(prepared).toBe(database.kind === 'postgres' ? 1 : 0)
  })

  it('is planned once on PostgreSQL and keeps that plan for other parameters', async () => {
    if (database.kind !== 'postgres') return
    const plans = await database.db.connection().execute(async (connection) => {
      for (const id of [4, 5, 6]) await sql`select ${id}::int + 1 as next`.execute(connection)
      const { rows } = await sql<{ generic: number; custom: number }>`
        select generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements
        where statement = 'select $1::int + 1 as next'
      `.execute(connection)
      return rows[0]
    })
    // without the setting, PostgreSQL plans each of the first five calls for its parameters
    expect(plans).toEqual({ generic: 3, custom: 0 })
  })
})
