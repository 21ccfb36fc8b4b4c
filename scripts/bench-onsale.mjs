// `npm run bench:onsale`: a hot on-sale against the real server on PostgreSQL, in two runs
// (docs/benchmarks.md#benchonsale has the figures, the goals and the settings).
//
// 1. Through the waiting room (the goals): BENCH_WAITING members (20,000) join the room of a
//    queued reserved performance before its opening, each keeping a status stream open, and
//    BENCH_LATE more (a quarter as many) join in the first minute after it; those let in buy
//    with their pass (bench-onsale/room.mjs, crowd.mjs). Then the same for a general-admission
//    performance. pgbench runs one buyer's bare SQL on the same database: the floor the
//    buyers a second are measured against (bench-onsale/pgbench.mjs).
// 2. The free-for-all stress, no room in front: BENCH_MEMBERS (5,000) race for the seats, hold
//    requests a second against pgbench's bare seat claim (bench-onsale/race.mjs).
// Then one more server process, its statements counted by a proxy, serves buyers one at a time
// (benchRoundTrips.mjs): round trips per request and server CPU per buyer.
//
// The bench makes its own database on BENCH_DATABASE_URL's server and drops it; it writes its
// own event, seats, members (with sessions) and rooms, so it needs no seed and no bot check.
// The last line printed is one JSON object of the figures, to compare runs.
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { createCatalogue, createMembers } from './bench-onsale/catalogue.mjs'
import { closePools, pause, request, setConnections } from './bench-onsale/http.mjs'
import {
  claimSql,
  floorGeneralAdmissionSql,
  floorReservedSql,
  pgbench,
} from './bench-onsale/pgbench.mjs'
import { raceSold, reportRaces, runRaces } from './bench-onsale/race.mjs'
import { runRoom } from './bench-onsale/room.mjs'
import { measurePerBuyer } from './benchRoundTrips.mjs'
import { buildServer, ensureDebian, startServer, stopServers } from './benchServer.mjs'

const env = process.env
const serverUrl = new URL(env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres')
const number = (name, fallback) => Number(env[name] ?? fallback)
const waiting = number('BENCH_WAITING', 20_000)
const lateCount = number('BENCH_LATE', Math.round(waiting / 4))
const [thinkMin, thinkMax] = (env.BENCH_ROOM_THINK_MS ?? '3000-10000').split('-').map(Number)
const roomSettings = {
  admissionPerMinute: number('BENCH_ADMISSION_PER_MINUTE', 3000),
  activeCap: number('BENCH_ACTIVE_CAP', 1000),
  // members past this many poll their status instead of holding a stream
  streams: number('BENCH_STREAMS', waiting + lateCount),
  lateSeconds: number('BENCH_LATE_SECONDS', 60),
  joinConcurrency: number('BENCH_JOIN_CONCURRENCY', 16),
  timeoutSeconds: number('BENCH_ROOM_TIMEOUT_S', 600),
  thinkMin,
  thinkMax: thinkMax ?? thinkMin,
}
const raceMembers = number('BENCH_MEMBERS', 5000)
const processes = number('BENCH_PROCESSES', 2)
const raceThinkMs = number('BENCH_THINK_MS', 2000)
const firstPort = number('BENCH_PORT', 4800)
// PostgreSQL's rule of thumb, shared among the processes: connections ≈ twice the cores, plus
// one for the disk. More only wait their turn for the same cores and switch among themselves
// (on 2 cores, 16 per process sold the race's seats slower than 3 did)
const poolSize = number(
  'BENCH_POOL',
  Math.max(2, Math.ceil((2 * availableParallelism() + 1) / processes)),
)
// a folder: the servers write CPU profiles there (node --cpu-prof) when they stop
const profiles = env.BENCH_SERVER_CPU_PROF
setConnections(number('BENCH_CONNECTIONS', 256))
const database = `citytix_bench_${process.pid}`
const work = mkdtempSync(join(tmpdir(), 'citytix-onsale-'))

const dbUrl = (name) => {
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}

async function startServers() {
  buildServer()
  const urls = []
  const pids = []
  for (let n = 0; n < processes; n++) {
    const port = firstPort + n
    // the first one migrates the new database before the next starts
    const pid = await startServer(
      port,
      {
        DATABASE_URL: dbUrl(database),
        DATABASE_POOL_SIZE: String(poolSize),
        SEED_DEMO: 'off',
        DIST_DIR: '/nonexistent',
        BOT_CHECK: 'off',
        RATE_LIMIT_EXEMPT: '127.0.0.1',
      },
      // warnings and errors (JSON lines) go to a log, summed up at the end
      {
        stdio: ['ignore', openSync(join(work, `server-${n}.log`), 'w'), 'ignore'],
        nodeArgs: profiles ? ['--cpu-prof', '--cpu-prof-dir', profiles] : [],
      },
    )
    urls.push(`http://127.0.0.1:${port}`)
    pids.push(pid)
  }
  return { urls, pids }
}

const round = (value, digits = 0) =>
  Number.isFinite(value) ? Number(value.toFixed(digits)) : value === undefined ? null : value

function reportRooms(rooms, floors) {
  console.log(
    `\nthrough the waiting room: ${waiting} waiting before the opening, ${lateCount} more in the ${roomSettings.lateSeconds} s after, think ${thinkMin}–${thinkMax} ms, configured ${roomSettings.admissionPerMinute} a minute, at most ${roomSettings.activeCap} active`,
  )
  console.table(
    rooms.map((r) => ({
      performance: r.kind,
      joined: r.joined,
      streams: r.streamsOpen,
      'join s': round(r.joinSeconds, 1),
      'admitted /s': round(r.admittedPerSecond, 1),
      'rate max /min': round(r.admissionRatePerMinuteMax),
      bought: r.bought,
      'buyers/s': round(r.buyersPerSecond, 1),
      'floor/s': round(floors[r.kind]),
      'hold p50/p99 ms': `${round(r.hold.p50)} / ${round(r.hold.p99)}`,
      'checkout p50/p99 ms': `${round(r.checkout.p50)} / ${round(r.checkout.p99)}`,
      'pay p99 ms': round(r.payment.p99),
      'sold out s': round(r.soldOutSeconds, 1),
    })),
  )
  console.table(
    rooms.map((r) => ({
      performance: r.kind,
      'position delay p50/p99 ms': `${round(r.positionDelayP50Ms)} / ${round(r.positionDelayP99Ms)}`,
      'poll delay p99 ms': round(r.pollDelayP99Ms),
      'memory/waiter B': round(r.memoryPerWaiterBytes),
      'waiting CPU ms/s': round(r.waitingCpuPerSecondMs),
      'join CPU ms': round(r.joinCpuPerMemberMs, 2),
      'sale CPU s': round(r.saleCpuSeconds, 1),
      'CPU/buyer ms': round(r.roomCpuPerBuyerMs, 1),
      'out of order': r.outOfOrder,
      'in twice': r.admittedTwice,
      'shuffle p': round(r.shufflePValue, 3),
      'seed checks': r.seedChecks,
      sold: r.sold,
      'sold twice': r.seatsSoldTwice,
      'told sold out ≤10 s': `${r.toldSoldOutWithin10s}/${r.waitingAtSoldOut}`,
      'notice p99 ms': round(r.soldOutNoticeP99Ms),
    })),
  )
  for (const r of rooms) {
    if (Object.keys(r.failures).length) console.log(`${r.kind} room: failed requests`, r.failures)
    if (r.streamsDropped)
      console.log(`${r.kind} room: ${r.streamsDropped} streams dropped (then polled)`)
  }
}

const admin = new pg.Client({ connectionString: dbUrl(serverUrl.pathname.slice(1) || 'postgres') })
admin.on('error', () => {})

try {
  ensureDebian(['pgbench', '--version'], 'postgresql-contrib')
  await admin.connect()
  await admin.query(`create database "${database}"`)
  const { urls, pids } = await startServers()
  const client = new pg.Client({ connectionString: dbUrl(database) })
  client.on('error', () => {})
  await client.connect()
  const now = new Date()
  await createCatalogue(client, now)
  await client.query('create sequence bench_floor')
  const members = await createMembers(client, now, Math.max(waiting + lateCount, raceMembers))
  console.log(
    `\nbench:onsale — ${processes} server processes with ${poolSize} connections each, API_CONCURRENCY ${env.API_CONCURRENCY ?? 'default (three per connection)'}, PostgreSQL, load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}\n`,
  )
  const rooms = []
  if (waiting > 0) {
    for (const kind of ['reserved', 'generalAdmission']) {
      console.log(`waiting room, ${kind}…`)
      rooms.push(
        await runRoom({
          kind,
          urls,
          pids,
          members: members.slice(0, waiting),
          late: members.slice(waiting, waiting + lateCount),
          client,
          settings: roomSettings,
        }),
      )
    }
  }
  const bench = { serverUrl, database, work, vars: { first_member: members[0].id } }
  const floors =
    waiting > 0
      ? {
          reserved: pgbench({
            ...bench,
            name: 'floor-reserved',
            sql: floorReservedSql,
            clients: 16,
          }),
          generalAdmission: pgbench({
            ...bench,
            name: 'floor-ga',
            sql: floorGeneralAdmissionSql,
            clients: 16,
          }),
        }
      : {}
  let races = []
  let claimTps = Number.NaN
  if (raceMembers > 0) {
    console.log('free-for-all race…')
    races = await runRaces({
      urls,
      pids,
      members: members.slice(0, raceMembers),
      thinkMs: raceThinkMs,
      client,
      database,
    })
    claimTps = pgbench({ ...bench, name: 'claim', sql: claimSql })
  }
  const raceCounts = raceMembers > 0 ? await raceSold(client) : undefined
  const perBuyer = await measurePerBuyer({
    client,
    databaseUrl: dbUrl(database),
    port: firstPort + processes,
    request,
  })
  await client.end()

  const errors = new Map()
  for (let n = 0; n < processes; n++) {
    for (const line of readFileSync(join(work, `server-${n}.log`), 'utf8').split('\n')) {
      if (!line.startsWith('{')) continue
      const entry = JSON.parse(line)
      if (entry.level >= 50)
        errors.set(
          entry.err?.message ?? entry.msg,
          (errors.get(entry.err?.message ?? entry.msg) ?? 0) + 1,
        )
    }
  }
  if (errors.size) console.log('server errors', Object.fromEntries(errors))
  if (rooms.length) reportRooms(rooms, floors)
  if (races.length) reportRaces(races, raceCounts, claimTps)

  const room = (kind) => rooms.find((r) => r.kind === kind)
  const most = (pick) => (rooms.length ? Math.max(...rooms.map(pick)) : null)
  const sum = (pick) => rooms.reduce((total, r) => total + pick(r), 0)
  const race = (kind) => races.find((r) => r.kind === kind)
  const figures = {
    waiting: rooms.length ? Math.min(...rooms.map((r) => r.groupSize ?? 0)) : 0,
    admittedHoldP99Ms: round(most((r) => r.hold.p99)),
    admittedCheckoutP99Ms: round(most((r) => r.checkout.p99)),
    buyersPerSecond: round(room('reserved')?.buyersPerSecond, 1),
    floorBuyersPerSecond: round(floors.reserved, 1),
    positionDelayP99Ms: round(most((r) => r.positionDelayP99Ms)),
    memoryPerWaiterBytes: round(most((r) => r.memoryPerWaiterBytes)),
    cpuPerBuyerMs: round(
      Math.max(perBuyer.cpuPerBuyer.reserved, perBuyer.cpuPerBuyer.generalAdmission),
      1,
    ),
    outOfOrder: sum((r) => r.outOfOrder),
    admittedTwice: sum((r) => r.admittedTwice),
    soldReserved: room('reserved')?.sold ?? null,
    soldGeneralAdmission: room('generalAdmission')?.sold ?? null,
    seatsSoldTwice:
      sum((r) => r.seatsSoldTwice) +
      (raceCounts ? raceCounts.seats - raceCounts.distinct_seats : 0),
    soldOutNoticeP99Ms: round(most((r) => r.soldOutNoticeP99Ms)),
    freeForAllReservedRatio: round(race('reserved')?.holdsPerSecond / claimTps, 2),
    freeForAllGeneralAdmissionRatio: round(race('generalAdmission')?.holdsPerSecond / claimTps, 2),
    generalAdmissionBuyersPerSecond: round(room('generalAdmission')?.buyersPerSecond, 1),
    floorGeneralAdmissionBuyersPerSecond: round(floors.generalAdmission, 1),
    admissionRatePerMinute: round(most((r) => r.admissionRatePerMinuteMax)),
    shufflePValue: rooms.length ? round(Math.min(...rooms.map((r) => r.shufflePValue)), 3) : null,
    roomCpuPerBuyerMs: round(
      most((r) => r.roomCpuPerBuyerMs),
      1,
    ),
    streamsHeld: most((r) => r.streamsOpen),
  }
  console.log(JSON.stringify(figures))
} catch (error) {
  console.error('bench:onsale failed:', error)
  process.exitCode = 1
} finally {
  stopServers()
  await pause(500)
  await admin.query(`drop database if exists "${database}" with (force)`).catch(() => {})
  await admin.end().catch(() => {})
  rmSync(work, { recursive: true, force: true })
  await closePools()
}
