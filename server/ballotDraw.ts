// `npm run ballot:draw`: the wish-list draw on demand (docs/ballot.md).
//   npm run ballot:draw -- 880101            draw performance 880101 now and pay its winners
//   npm run ballot:draw -- --due             draw every ballot that has closed and not been drawn
//   npm run ballot:draw -- --audit 880101    run a stored draw again from its seed and compare
// A performance drawn before is not drawn again: its stored draw is reported. On PGlite, stop the
// server first (the embedded database belongs to one process); on PostgreSQL it is safe while
// servers run, since a draw takes its performance's lock.
import { readConfig } from './config'
import { openMigratedDatabase } from './db/database'
import { closeDueBallots } from './services/ballot/closing'
import { runBallot } from './services/ballot/draw'
import { drawBallot } from './services/ballot/matching'

const usage = 'usage: npm run ballot:draw -- <performanceId> | --due | --audit <performanceId>'
const [first, second] = process.argv.slice(2)
const idOf = (value: string | undefined) =>
  value && /^\d+$/.test(value) ? Number(value) : undefined

const config = readConfig()
const database = await openMigratedDatabase({
  url: config.databaseUrl,
  dataDir: config.dataDir,
  poolSize: 2,
})
const { db } = database
let exitCode = 0
try {
  const now = new Date()
  const options = { now, holdMinutes: config.selling.holdMinutes }
  if (first === '--audit') {
    const performanceId = idOf(second)
    const draw =
      performanceId === undefined
        ? undefined
        : await db
            .selectFrom('ballot_draws')
            .selectAll()
            .where('performance_id', '=', performanceId)
            .executeTakeFirst()
    if (!draw) {
      console.error(`no draw stored for performance ${second ?? ''}`)
      exitCode = 1
    } else {
      const again = drawBallot(draw.seed, draw.inputs)
      const same =
        JSON.stringify(again) ===
        JSON.stringify({ order: draw.entrant_order, results: draw.results })
      console.log(
        `performance ${draw.performance_id}, drawn ${draw.drawn_at.toISOString()} with seed ${draw.seed}: ` +
          (same ? 'the same order and results again' : 'DIFFERENT from what was stored'),
      )
      if (!same) exitCode = 1
    }
  } else if (first === '--due') {
    const due = await closeDueBallots(db, now)
    if (due.length === 0) console.log('no ballot has closed without its draw')
    for (const performanceId of due)
      console.log(JSON.stringify(await runBallot(db, performanceId, options)))
  } else if (idOf(first) !== undefined) {
    console.log(JSON.stringify(await runBallot(db, idOf(first) as number, options)))
  } else {
    console.error(usage)
    exitCode = 2
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  exitCode = 1
} finally {
  await database.close()
}
process.exit(exitCode)
