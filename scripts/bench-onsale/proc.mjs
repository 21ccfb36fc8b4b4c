// What the processes on this machine have used, read from /proc (Linux): the servers' CPU and
// memory, PostgreSQL's backends of the bench database, the whole machine's busy time.
import { readFileSync } from 'node:fs'
import { clockTicks, cpuMs } from '../benchRoundTrips.mjs'

export { cpuMs }

/** Resident memory of process `pid` (VmRSS), in bytes. */
export function rssBytes(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'))
  return Number(/(\d+)/.exec(line)[1]) * 1024
}

/** CPU milliseconds all cores of the machine have spent busy (not idle or waiting on I/O). */
export function machineBusyMs() {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/)
  const [user, nice, system, , , irq, softirq, steal] = ticks.map(Number)
  return ((user + nice + system + irq + softirq + steal) * 1000) / clockTicks()
}

/**
 * CPU milliseconds used so far by each PostgreSQL backend of database `name`, by pid. A backend
 * that ends meanwhile takes its time with it (the servers' pools keep theirs); the background
 * processes, shared with every other database of the server, are left out.
 */
export async function databaseCpuMs(client, name) {
  const { rows: backends } = await client.query(
    'select pid from pg_stat_activity where datname = $1',
    [name],
  )
  const used = new Map()
  for (const { pid } of backends) {
    try {
      used.set(pid, cpuMs(pid))
    } catch {
      // ended meanwhile
    }
  }
  return used
}

/** Milliseconds the backends used between two databaseCpuMs readings. */
export function databaseCpuBetween(before, after) {
  let ms = 0
  for (const [pid, used] of after) ms += used - (before.get(pid) ?? 0)
  return ms
}

/**
 * Transactions committed and rolled back in database `name` so far: one per statement outside
 * BEGIN … COMMIT, so about one per round trip. A backend reports them within a second when busy
 * and up to 10 s after it goes idle, so the caller waits that long before reading.
 */
export async function databaseTransactions(client, name) {
  const { rows } = await client.query(
    'select (xact_commit + xact_rollback)::bigint as n from pg_stat_database where datname = $1',
    [name],
  )
  return Number(rows[0]?.n ?? 0)
}
