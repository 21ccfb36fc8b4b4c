// Every job the server runs, what runs it and when (docs/decisions/0005-jobs.md). Scheduled jobs
// are pg-boss cron schedules, kept in the database: whichever process's clock monitor sees a
// minute come due sends that minute's job once, and one worker anywhere takes it. A draw is a
// job per performance, keyed by it, sent when its ballot closes.
import type { Kysely } from 'kysely'
import type { Queue, SendOptions } from 'pg-boss'
import type { DB } from '../../db/schema'
import { closeDueBallots } from '../ballot/closing'
import { runBallot } from '../ballot/draw'
import type { PaymentGateway } from '../payments/gateway'
import { expirePoints } from '../points/expiry'
import { forgetOldAttempts } from '../rateLimits'
import { mailBallotResults } from '../saleMail'
import { settlePayments, sweepExpiredHolds } from '../selling/sweeper'
import { retryUnsentMail } from './mailRetry'

export const jobNames = [
  'ballot-close',
  'ballot-draw',
  'hold-sweep',
  'points-expiry',
  'mail-retry',
  'attempts-tidy',
] as const
export type JobName = (typeof jobNames)[number]

/** A scheduled job sits in a `stately` queue: one waiting and one running at most, never a pile. */
const scheduled: Omit<Queue, 'name'> = { policy: 'stately', retryLimit: 0, expireInSeconds: 600 }

export const queueOptions: Record<JobName, Omit<Queue, 'name'>> = {
  'ballot-close': scheduled,
  // one draw job waiting per performance (keyed by it), however often the close finds it; a
  // draw that failed half-way is run again: it finds its draw and pays who is left
  'ballot-draw': {
    policy: 'stately',
    retryLimit: 5,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 900,
  },
  'hold-sweep': scheduled,
  'points-expiry': { ...scheduled, expireInSeconds: 3600 },
  'mail-retry': scheduled,
  'attempts-tidy': scheduled,
}

export const schedules: { name: JobName; cron: string; tz?: string }[] = [
  { name: 'ballot-close', cron: '* * * * *' },
  { name: 'hold-sweep', cron: '* * * * *' },
  // just after midnight in Hong Kong, when the day's points reach their date
  { name: 'points-expiry', cron: '5 0 * * *', tz: 'Asia/Hong_Kong' },
  { name: 'mail-retry', cron: '*/5 * * * *' },
  // the rate limits' old windows, which nothing reads again
  { name: 'attempts-tidy', cron: '17 * * * *' },
]

export interface JobDeps {
  db: Kysely<DB>
  now: () => Date
  gateway: PaymentGateway
  smtpUrl: string | undefined
  /** selling's hold time, for a late wish payment that takes its seats again */
  holdMinutes: number
  /** where the mails' links point, and the e-tickets' signing secret (a draw's mails) */
  publicOrigin?: string
  ticketCodeSecret?: string | undefined
  send(name: JobName, data: object, options?: SendOptions): Promise<unknown>
}

export type JobHandler = (data: unknown) => Promise<unknown>

function performanceIdOf(data: unknown): number {
  const id = (data as { performanceId?: unknown } | null)?.performanceId
  if (typeof id !== 'number' || !Number.isInteger(id))
    throw new Error('a draw names no performance')
  return id
}

export function jobHandlers(deps: JobDeps): Record<JobName, JobHandler> {
  const { db, now } = deps
  const mailConfig = {
    publicOrigin: deps.publicOrigin ?? '',
    smtpUrl: deps.smtpUrl,
    selling: { ticketCodeSecret: deps.ticketCodeSecret },
  }
  return {
    'ballot-close': async () => {
      const closed = await closeDueBallots(db, now())
      for (const performanceId of closed) {
        await deps.send('ballot-draw', { performanceId }, { singletonKey: String(performanceId) })
      }
      return { closed }
    },
    'ballot-draw': async (data) => {
      const performanceId = performanceIdOf(data)
      const drawn = await runBallot(db, performanceId, {
        now: now(),
        holdMinutes: deps.holdMinutes,
      })
      await mailBallotResults({ db, now, config: mailConfig }, performanceId)
      return drawn
    },
    'hold-sweep': async () => ({
      swept: await sweepExpiredHolds(db, now()),
      payments: await settlePayments(db, deps.gateway, now()),
    }),
    'points-expiry': () => expirePoints(db, now()),
    'mail-retry': () => retryUnsentMail(db, deps.smtpUrl, now()),
    'attempts-tidy': async () => ({ forgotten: await forgetOldAttempts(db, now()) }),
  }
}
