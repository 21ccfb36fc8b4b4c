// POST /dev/ballot-draw/:performanceId: draws a performance's ballot now and pays its winners,
// what `npm run ballot:draw -- <performanceId>` does, for browser tests that run the real server
// on PGlite (tests/e2e-server), where no second process can open the database. A new member's
// wish is paid only after its draw (docs/ballot.md). Registered only when NODE_ENV=test.
import type { FastifyInstance } from 'fastify'
import { notFound } from '../../domain/domainError'
import type { ServerConfig } from '../config'
import type { Database } from '../db/database'
import { runBallot } from '../services/ballot/draw'

export const ballotDrawPath = '/dev/ballot-draw/:performanceId'

export function registerBallotDrawPage(
  app: FastifyInstance,
  database: Database,
  config: ServerConfig,
  now: () => Date,
) {
  if (process.env.NODE_ENV !== 'test') return
  app.post<{ Params: { performanceId: string } }>(ballotDrawPath, async (request) => {
    const performanceId = Number(request.params.performanceId)
    if (!Number.isSafeInteger(performanceId)) throw notFound()
    return runBallot(database.db, performanceId, {
      now: now(),
      holdMinutes: config.selling.holdMinutes,
    })
  })
}
