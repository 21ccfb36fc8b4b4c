// The attempt counters: a window counts up to its limit, and the hourly tidy job forgets
// windows a day old without touching the ones a limit still reads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/database'
import { testDatabase } from '../testing/harness'
import {
  attemptsSoFar,
  countAttempt,
  forgetOldAttempts,
  type Limit,
  loginFailuresPerAccount,
} from './rateLimits'

const limit: Limit = loginFailuresPerAccount
const now = new Date('2026-12-10T04:00:00Z')
const hoursBefore = (hours: number) => new Date(+now - hours * 3_600_000)

let database: Database
beforeAll(async () => {
  database = await testDatabase()
})
afterAll(() => database.close())

describe('attempt counters', () => {
  it('count attempts in a window and refuse the one over the limit', async () => {
    const results = []
    for (let i = 0; i <= limit.max; i++) {
      results.push(await countAttempt(database.db, limit, 'Over@Example.com', now))
    }
    expect(results).toEqual([...Array(limit.max).fill(true), false])
    expect(await attemptsSoFar(database.db, limit, 'over@example.com', now)).toBe(limit.max + 1)
  })

  it('forget windows a day old and keep the recent ones', async () => {
    await countAttempt(database.db, limit, 'old@example.com', hoursBefore(30))
    await countAttempt(database.db, limit, 'recent@example.com', hoursBefore(1))
    expect(await forgetOldAttempts(database.db, now)).toBe(1)
    expect(await attemptsSoFar(database.db, limit, 'old@example.com', hoursBefore(30))).toBe(0)
    expect(await attemptsSoFar(database.db, limit, 'recent@example.com', hoursBefore(1))).toBe(1)
  })
})
