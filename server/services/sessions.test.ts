// Session lookups asked at the same moment are read together, and each still gets its own
// member's session (or none).
import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/database'
import type { DB } from '../db/schema'
import { testDatabase } from '../testing/harness'
import { insertMember } from '../testing/members'
import { endSession, findSession, startSession, tokenHash } from './sessions'

const now = new Date('2026-12-10T04:00:00Z')

let database: Database
beforeAll(async () => {
  database = await testDatabase()
})
afterAll(() => database.close())

/** The database, counting the statements run through it. */
function counted(db: Kysely<DB>) {
  const count = { statements: 0 }
  const counting = db.withPlugin({
    transformQuery: (args) => {
      count.statements++
      return args.node
    },
    transformResult: async (args) => args.result,
  })
  return { db: counting, count }
}

describe('session lookups', () => {
  it('asked together are one read, and each finds its own member', async () => {
    const members = await Promise.all(
      ['a', 'b', 'c'].map((name) => insertMember(database.db, `lookup-${name}@example.com`)),
    )
    const tokens = await Promise.all(
      members.map(async (id) => (await startSession(database.db, id, now)).token),
    )
    const ended = await startSession(database.db, members[0] as number, now)
    const ending = await findSession(database.db, tokenHash(ended.token), now)
    if (ending.state !== 'valid') throw new Error('a new session was not found')
    await endSession(database.db, ending.sessionId, now)

    const { db, count } = counted(database.db)
    const asked = [...tokens, tokens[1] as string, 'ctx_nobody', ended.token]
    const found = await Promise.all(asked.map((token) => findSession(db, tokenHash(token), now)))
    expect(count.statements).toBe(1)
    expect(
      found.map((session) => (session.state === 'valid' ? session.memberId : session.state)),
    ).toEqual([...members, members[1], 'unknown', 'expired'])

    // asked one after another, each is read on its own
    await findSession(db, tokenHash(tokens[0] as string), now)
    await findSession(db, tokenHash(tokens[2] as string), now)
    expect(count.statements).toBe(3)
  })

  it('find a session past its end expired', async () => {
    const member = await insertMember(database.db, 'lookup-late@example.com')
    const { token, expiresAt } = await startSession(database.db, member, now)
    expect((await findSession(database.db, tokenHash(token), expiresAt)).state).toBe('expired')
  })
})
