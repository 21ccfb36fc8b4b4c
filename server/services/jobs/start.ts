// The server's jobs: the queue with its schedules and a worker per queue, in every process
// unless JOBS=off (a process that only answers requests). Each job still runs once, in whichever
// process takes it.
import type { PgBoss } from 'pg-boss'
import type { ServerConfig } from '../../config'
import type { Database } from '../../db/database'
import { simulatedGateway } from '../payments/simulatedGateway'
import { jobHandlers } from './definitions'
import { openJobQueue, startWorkers } from './queue'

export const jobsEnabled = (env: NodeJS.ProcessEnv): boolean => env.JOBS !== 'off'

export async function startJobs(options: {
  database: Database
  config: ServerConfig
  onError: (error: Error) => void
}): Promise<PgBoss> {
  const { database, config } = options
  const boss = await openJobQueue({
    database,
    databaseUrl: config.databaseUrl,
    background: true,
    onError: options.onError,
  })
  const now = () => new Date()
  await startWorkers(
    boss,
    jobHandlers({
      db: database.db,
      now,
      gateway: simulatedGateway(database.db, now),
      smtpUrl: config.smtpUrl,
      holdMinutes: config.selling.holdMinutes,
      publicOrigin: config.publicOrigin,
      ticketCodeSecret: config.selling.ticketCodeSecret,
      send: (name, data, sendOptions) => boss.send(name, data, sendOptions),
    }),
  )
  return boss
}
