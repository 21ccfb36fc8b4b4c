// The box office's ballots operations (issue #35), by operationId: the ballots and their state,
// closing one early and opening it again, running its draw and reading the result
// (services/office/ballots.ts; the draw's rules are docs/ballot.md).
import { type Handlers, type RequestContext, staffOf } from '../http/handler'
import { payWinners } from '../services/ballot/draw'
import {
  ballotDetail,
  closeBallot,
  drawOfficeBallot,
  listBallots,
  openBallot,
} from '../services/office/ballots'
import { mailBallotResults } from '../services/saleMail'

const change = (ctx: RequestContext, performanceId: number) => ({
  staffId: staffOf(ctx).id,
  performanceId,
  now: ctx.now(),
})

export const officeBallotsHandlers = {
  listOfficeBallots: async (_input, ctx) => ({ data: await listBallots(ctx.db, ctx.now()) }),

  getOfficeBallot: async ({ params }, ctx) => ballotDetail(ctx.db, params.performanceId, ctx.now()),

  closeOfficeBallot: async ({ params }, ctx) =>
    closeBallot(ctx.db, change(ctx, params.performanceId)),

  openOfficeBallot: async ({ params }, ctx) =>
    openBallot(ctx.db, change(ctx, params.performanceId)),

  /** The draw, then as the scheduled draw: the winners paid with points, everyone mailed. */
  drawOfficeBallot: async ({ params }, ctx) => {
    const { performanceId } = params
    await drawOfficeBallot(ctx.db, change(ctx, performanceId))
    await payWinners(ctx.db, performanceId, {
      now: ctx.now(),
      holdMinutes: ctx.config.selling.holdMinutes,
    })
    await mailBallotResults(
      { db: ctx.db, now: () => ctx.now(), config: ctx.config, log: ctx.request.log },
      performanceId,
    )
    return ballotDetail(ctx.db, performanceId, ctx.now())
  },
} satisfies Handlers
