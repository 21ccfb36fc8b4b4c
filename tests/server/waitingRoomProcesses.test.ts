// The waiting room on PostgreSQL with several server processes: only one of them lets buyers
// in at a time, so two processes keep the room's rate (not twice it), and killing the one that
// admits with SIGKILL, again and again, loses no place and lets no one in twice.
import { sql } from 'kysely'
import { afterAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../../server/db/database'
import { createRoom } from '../../server/services/waitingRoom/rooms'
import {
  ensureBuiltServer,
  type ServerProcess,
  startBuiltServer,
} from '../../server/testing/builtServer'
import { insertBuyers } from '../../server/testing/buyers'
import { copyTemplateDatabase } from '../../server/testing/harness'
import { insertSellingFixture } from '../../server/testing/sellingFixture'

const templateUrl = process.env.TEST_DATABASE_TEMPLATE_URL
const waiting = 300
/** 5 a second, ticks of a tenth of a second */
const perMinute = 300
const env = (url: string) => ({ DATABASE_URL: url, WAITING_ROOM_TICK_MS: '100' })
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A queued performance opening in a second, with `waiting` members already in its pre-queue. */
async function seed(db: Database['db']) {
  const now = new Date()
  const fixture = await insertSellingFixture(db, {
    onSaleAt: new Date(+now - 86_400_000),
    showAt: new Date(+now + 30 * 86_400_000),
    gaCapacity: 10_000,
  })
  const buyers = await insertBuyers(db, waiting, now)
  const opensAt = new Date(+now + 1000)
  await createRoom(db, {
    performanceId: fixture.gaId,
    opensAt,
    admissionPerMinute: perMinute,
    activeCap: 10_000,
  })
  await db
    .insertInto('waiting_room_entries')
    .values(
      buyers.map((buyer, i) => ({
        id: `entry-${i + 1}`,
        performance_id: fixture.gaId,
        member_id: buyer.id,
        number: i + 1,
        stream_key: `stream-key-of-entry-${i + 1}`,
        joined_at: now,
        last_seen_at: now,
      })),
    )
    .execute()
  await db
    .updateTable('waiting_rooms')
    .set({ joined: waiting })
    .where('performance_id', '=', fixture.gaId)
    .execute()
  return { performanceId: fixture.gaId, opensAt }
}

interface Admitted {
  from_serving: number
  to_serving: number
}

/** What the log and the counter say went wrong: overlaps, gaps, a counter off its log. */
async function admissionProblems(database: Database['db'], performanceId: number) {
  // one snapshot of the log and the counter, which the running servers go on moving
  return database
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute((db) => problemsIn(db, performanceId))
}

async function problemsIn(db: Database['db'], performanceId: number) {
  const log = await db
    .selectFrom('waiting_room_admissions')
    .select(['from_serving', 'to_serving'])
    .where('performance_id', '=', performanceId)
    .orderBy('id')
    .execute()
  const room = await db
    .selectFrom('waiting_rooms')
    .select(['serving', 'joined'])
    .where('performance_id', '=', performanceId)
    .executeTakeFirstOrThrow()
  const problems: string[] = []
  let at = 0
  for (const row of log as Admitted[]) {
    if (row.from_serving !== at) problems.push(`admitted from ${row.from_serving} after ${at}`)
    if (row.to_serving <= row.from_serving) problems.push(`an empty admission at ${at}`)
    at = row.to_serving
  }
  if (room.serving !== at) problems.push(`the counter is ${room.serving}, its log ${at}`)
  if (room.serving > room.joined) problems.push(`${room.serving} let in of ${room.joined}`)
  const { rows } = await sql<{ n: number; distinct_numbers: number }>`
    select count(*)::int as n, count(distinct number)::int as distinct_numbers
    from waiting_room_entries where performance_id = ${performanceId}
  `.execute(db)
  if (rows[0]?.n !== waiting || rows[0]?.distinct_numbers !== waiting)
    problems.push(`entries: ${JSON.stringify(rows[0])}`)
  return { problems, serving: room.serving, ticks: log.length }
}

describe.skipIf(!templateUrl)('the waiting room on PostgreSQL with two processes', () => {
  const drops: (() => Promise<void>)[] = []
  const servers: ServerProcess[] = []
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.kill()))
    for (const drop of drops) await drop()
  })

  async function setUp() {
    await ensureBuiltServer()
    const copy = await copyTemplateDatabase(templateUrl ?? '')
    drops.push(copy.drop)
    const database = await openDatabase({ url: copy.url, poolSize: 2 })
    const room = await seed(database.db)
    return { ...room, database, url: copy.url }
  }

  it('lets buyers in at the configured rate, not twice it', async () => {
    const { database, url, performanceId, opensAt } = await setUp()
    try {
      const pair = await Promise.all([startBuiltServer(env(url)), startBuiltServer(env(url))])
      servers.push(...pair)
      // on a busy machine the servers may come up after the opening: none let anyone in before
      const running = Math.max(+opensAt, Date.now())
      await sleep(Math.max(0, +opensAt - Date.now()) + 6000)
      const { problems, serving } = await admissionProblems(database.db, performanceId)
      expect(problems).toEqual([])
      const allowedSince = (from: number) => (perMinute * (Date.now() - from)) / 60_000
      expect(serving).toBeGreaterThan(0)
      // one process's ticks: at most the rate over the time since the opening (two would
      // admit nearly twice that), and at least half of it over the time they have run
      expect(serving).toBeLessThanOrEqual(Math.ceil(allowedSince(+opensAt)) + 1)
      expect(serving).toBeGreaterThan(allowedSince(running) * 0.5)
      // the other process answers with the same counter
      const [a, b] = await Promise.all(
        pair.map((server) =>
          fetch(`${server.url}/api/waitingRoom/${performanceId}.do`).then((r) => r.json()),
        ),
      )
      expect(
        Math.abs((a as { waiting: number }).waiting - (b as { waiting: number }).waiting),
      ).toBeLessThanOrEqual(2)
      await Promise.all(pair.map((server) => server.stop()))
    } finally {
      await database.close()
    }
  }, 300_000)

  it('loses no place and lets no one in twice when the admitting process is killed', async () => {
    const { database, url, performanceId, opensAt } = await setUp()
    try {
      let pair = await Promise.all([startBuiltServer(env(url)), startBuiltServer(env(url))])
      servers.push(...pair)
      await sleep(Math.max(0, +opensAt - Date.now()) + 1000)
      // kill each in turn, mid-tick whenever the kill lands, and start a new one
      for (let round = 0; round < 4; round++) {
        const [victim, other] = pair as [ServerProcess, ServerProcess]
        await sleep(300 + round * 170)
        await victim.kill()
        pair = [other, await startBuiltServer(env(url))]
        servers.push(pair[1] as ServerProcess)
      }
      await sleep(2000)
      const { problems, serving, ticks } = await admissionProblems(database.db, performanceId)
      expect(problems).toEqual([])
      expect(ticks).toBeGreaterThan(4)
      expect(serving).toBeGreaterThan(0)
      await Promise.all(pair.map((server) => server.stop()))
    } finally {
      await database.close()
    }
  }, 300_000)
})
