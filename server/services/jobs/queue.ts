// The job queue: pg-boss on the app's database (docs/decisions/0005-jobs.md). On PostgreSQL it
// keeps a small pool of its own on DATABASE_URL; on PGlite it goes through the app's Kysely
// instance (pgliteAdapter.ts). Either way its tables live in the `pgboss` schema, created and
// migrated by pg-boss itself on start (under its own advisory lock, so several processes may
// start at once).
import { PgBoss } from 'pg-boss'
import type { Database } from '../../db/database'
import { type JobHandler, type JobName, jobNames, queueOptions, schedules } from './definitions'
import { pgliteJobDatabase } from './pgliteAdapter'

export interface JobQueueOptions {
  database: Database
  /** the PostgreSQL the database runs on (absent on PGlite) */
  databaseUrl?: string | undefined
  /** cron schedules and pg-boss's own upkeep; off where a test drives the jobs by hand */
  background: boolean
  /** where pg-boss reports what went wrong in its own loops */
  onError?: (error: Error) => void
}

export async function openJobQueue(options: JobQueueOptions): Promise<PgBoss> {
  const common = {
    schema: 'pgboss',
    schedule: options.background,
    supervise: options.background,
    registerInstance: false,
  }
  const boss =
    options.database.kind === 'postgres' && options.databaseUrl
      ? new PgBoss({ ...common, connectionString: options.databaseUrl, max: 3 })
      : new PgBoss({
          ...common,
          backend: 'pglite',
          db: pgliteJobDatabase(options.database.db),
        })
  // without a listener an 'error' event would end the process
  boss.on('error', options.onError ?? (() => {}))
  await boss.start()
  for (const name of jobNames) await boss.createQueue(name, queueOptions[name])
  if (options.background) {
    for (const { name, cron, tz } of schedules) {
      await boss.schedule(name, cron, null, tz ? { tz } : {})
    }
  }
  return boss
}

/** Workers for every queue in this process (each job still runs in one process only). */
export async function startWorkers(
  boss: PgBoss,
  handlers: Record<JobName, JobHandler>,
): Promise<void> {
  for (const name of jobNames) {
    await boss.work(name, { pollingIntervalSeconds: 2 }, async (jobs) => {
      for (const job of jobs) await handlers[name](job.data)
    })
  }
}

/**
 * Takes the next due job of a queue, if any, and runs it as a worker would: completed when its
 * handler succeeds, failed (and retried as the queue says) when it throws. For tests and scripts.
 */
export async function runNextJob(
  boss: PgBoss,
  name: JobName,
  handlers: Record<JobName, JobHandler>,
): Promise<{ ran: boolean; output?: unknown }> {
  const [job] = await boss.fetch(name)
  if (!job) return { ran: false }
  try {
    const output = await handlers[name](job.data)
    await boss.complete(name, job.id)
    return { ran: true, output }
  } catch (error) {
    await boss.fail(name, job.id, { message: String(error) })
    throw error
  }
}
