// The job queue on the database itself (pg-boss): on PGlite through the app's own connection, on
// PostgreSQL with pg-boss's pool on the same database. Workers here take jobs by hand (fetch,
// run, complete), as pg-boss's own polling workers do, so nothing waits on a timer.
import type { PgBoss } from 'pg-boss'
import { afterEach, describe, expect, it } from 'vitest'
import { hongKongInstant } from '../../../domain/hongKongTime'
import { type Database, openDatabase } from '../../db/database'
import {
  ballotMember,
  ballotNow,
  drawAt,
  insertBallotFixture,
  ledgerSum,
} from '../../testing/ballotFixture'
import { copyTemplateDatabase, testDatabase } from '../../testing/harness'
import { addWish } from '../ballot/wishList'
import { simulatedGateway } from '../payments/simulatedGateway'
import { type JobHandler, type JobName, jobHandlers, schedules } from './definitions'
import { openJobQueue, runNextJob } from './queue'

/** A fresh database, and on PostgreSQL its address (pg-boss opens its own pool there). */
async function jobDatabase(): Promise<{ database: Database; url?: string }> {
  const template = process.env.TEST_DATABASE_TEMPLATE_URL
  if (!template) return { database: await testDatabase() }
  const copy = await copyTemplateDatabase(template)
  const database = await openDatabase({ url: copy.url, poolSize: 4 })
  return {
    url: copy.url,
    database: {
      ...database,
      async close() {
        await database.close()
        await copy.drop()
      },
    },
  }
}

const open: { bosses: PgBoss[]; database?: Database } = { bosses: [] }
afterEach(async () => {
  for (const boss of open.bosses) await boss.stop({ graceful: false })
  await open.database?.close()
  open.bosses = []
  open.database = undefined
})

async function start() {
  const { database, url } = await jobDatabase()
  open.database = database
  const queue = async (background = false) => {
    const boss = await openJobQueue({ database, databaseUrl: url, background })
    open.bosses.push(boss)
    return boss
  }
  return { database, db: database.db, queue }
}

/** The real handlers at a fixed time, counting the runs of each job. */
function countedHandlers(database: Database, boss: PgBoss, now: Date) {
  const runs: Partial<Record<JobName, number>> = {}
  const real = jobHandlers({
    db: database.db,
    now: () => now,
    gateway: simulatedGateway(database.db, () => now),
    smtpUrl: undefined,
    holdMinutes: 10,
    send: (name, data, options) => boss.send(name, data, options),
  })
  const handlers = Object.fromEntries(
    Object.entries(real).map(([name, handler]) => [
      name,
      async (data: unknown) => {
        runs[name as JobName] = (runs[name as JobName] ?? 0) + 1
        return handler(data)
      },
    ]),
  ) as Record<JobName, JobHandler>
  return { handlers, runs }
}

describe('the job queue in the database', () => {
  it('keeps the schedules of the draws, the hold sweeper, points expiry and mail retries', async () => {
    const { queue } = await start()
    const boss = await queue(true)
    const kept = await boss.getSchedules()
    expect(kept.map((s) => [s.name, s.cron, s.timezone]).sort()).toEqual(
      schedules.map((s) => [s.name, s.cron, s.tz ?? 'UTC']).sort(),
    )
  })

  it('runs a draw job once when two workers compete for it', async () => {
    const { database, db, queue } = await start()
    const fixture = await insertBallotFixture(db)
    for (let i = 0; i < 3; i++) {
      const member = await ballotMember(db, `fan${i}@example.com.hk`, { points: 2000 })
      await addWish(
        db,
        member.id,
        {
          performanceId: fixture.gaId,
          priceZoneId: fixture.gold,
          quantity: 2,
          deliveryMethod: 'eTicket',
        },
        ballotNow,
      )
    }
    const [first, second] = [await queue(), await queue()] as [PgBoss, PgBoss]
    const one = countedHandlers(database, first, drawAt)
    const two = countedHandlers(database, second, drawAt)

    // the scheduled close finds the ballot and sends its draw, once however often it runs
    await first.send('ballot-close', {})
    await runNextJob(first, 'ballot-close', one.handlers)
    await second.send('ballot-close', {})
    await runNextJob(second, 'ballot-close', two.handlers)
    const waiting = await first.findJobs('ballot-draw')
    expect(waiting.map((job) => job.data)).toEqual([{ performanceId: fixture.gaId }])

    const ran = await Promise.all([
      runNextJob(first, 'ballot-draw', one.handlers),
      runNextJob(second, 'ballot-draw', two.handlers),
    ])
    expect(ran.map((r) => r.ran).sort()).toEqual([false, true])
    expect((one.runs['ballot-draw'] ?? 0) + (two.runs['ballot-draw'] ?? 0)).toBe(1)
    const draws = await db.selectFrom('ballot_draws').select('performance_id').execute()
    expect(draws).toEqual([{ performance_id: fixture.gaId }])
    const bought = await db
      .selectFrom('wish_list_entries')
      .select('status')
      .where('status', '=', 'bought')
      .execute()
    expect(bought).toHaveLength(3)
    // nothing is left to take
    expect((await runNextJob(second, 'ballot-draw', two.handlers)).ran).toBe(false)
  })

  it('writes off points a year after they were earned, exactly once', async () => {
    const { database, db, queue } = await start()
    await insertBallotFixture(db)
    const earnedAt = hongKongInstant(2025, 12, 1, 15, 30)
    const member = await ballotMember(db, 'lee@example.com.hk', { points: 1000, at: earnedAt })
    await db
      .insertInto('points_ledger')
      .values({
        member_id: member.id,
        at: hongKongInstant(2026, 3, 1),
        type: 'payment',
        points: -400,
        payment_amount_cents: null,
        expires_on: null,
        txn_no: null,
        description: JSON.stringify({ en: 'Tickets', 'zh-Hans': '门票', 'zh-Hant': '門票' }),
      })
      .execute()
    const [first, second] = [await queue(), await queue()] as [PgBoss, PgBoss]

    // the day before, nothing is due
    const early = countedHandlers(database, first, hongKongInstant(2026, 11, 30, 23, 59))
    await first.send('points-expiry', {})
    await runNextJob(first, 'points-expiry', early.handlers)
    expect(await ledgerSum(db, member.id)).toBe(600)

    const midnight = hongKongInstant(2026, 12, 1, 0, 5)
    const one = countedHandlers(database, first, midnight)
    const two = countedHandlers(database, second, midnight)
    await first.send('points-expiry', {})
    await Promise.all([
      runNextJob(first, 'points-expiry', one.handlers),
      runNextJob(second, 'points-expiry', two.handlers),
    ])
    // and a second day's run, in two processes at once, adds nothing
    await Promise.all([one.handlers['points-expiry'](null), two.handlers['points-expiry'](null)])
    const expiries = await db
      .selectFrom('points_ledger')
      .select(['at', 'points'])
      .where('member_id', '=', member.id)
      .where('type', '=', 'expiry')
      .execute()
    expect(expiries).toEqual([{ at: hongKongInstant(2026, 12, 1), points: -600 }])
    expect(await ledgerSum(db, member.id)).toBe(0)
  })
})
