// `npm run bench:onsale`: a hot on-sale against the real server on PostgreSQL. 5,000 members
// with think time race through the HTTP API for a 1,000-seat reserved performance, then for a
// 1,000-ticket general-admission quota: each looks at the seat plan, picks seats the seat rule
// allows (front rows first), holds them, checks out and pays. Prints hold requests per second
// (and those granted), p50 / p99 hold and checkout latency and the time to sell out, and
// divides the hold rate by pgbench running the bare seat-claim SQL (lock two seat rows, check,
// write the hold) on the same database in the same run. Goal: ≥ 0.5× pgbench, p99 hold
// ≤ 200 ms, exactly 1,000 sold.
// A third race, outside the goals, sells the same 1,000 reserved seats to buyers who each ask
// the server for the best seats of the zone ("let us choose") instead of picking on the plan.
//
// PostgreSQL: BENCH_DATABASE_URL names a server (default postgres://postgres@127.0.0.1:5432);
// the benchmark makes its own database there and drops it. It creates its own event, seats and
// members, so it needs no seed and no bot check (BOT_CHECK=off, RATE_LIMIT_EXEMPT=127.0.0.1).
// BENCH_MEMBERS, BENCH_PROCESSES (server processes, default 2: one per core), BENCH_THINK_MS
// (the longest think time, default 2000), BENCH_POOL (each process's PostgreSQL connections,
// default twice the cores plus one, shared among the processes) change the run; BENCH_PORT the
// first server's port (default 4800; the measured process takes the port after the racing ones);
// BENCH_CONNECTIONS the buyers' connections to each server process (default 256; 4096 is about
// one per buyer, as browsers would come); BENCH_RACE_CPU_PROF=<folder> profiles the racing
// servers (whole run, start-up included). The servers take API_CONCURRENCY from the environment.
//
// Then one more server process, its statements counted by a proxy, serves buyers one at a time
// (benchRoundTrips.mjs): database round trips per request and server CPU per buyer, figures
// that hardly depend on the machine's load. BENCH_MEMBERS=0 leaves out the race.
import { execFileSync } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
import { join } from 'node:path'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { gunzipSync } from 'node:zlib'
import pg from 'pg'
import { Pool } from 'undici'
import { clockTicks, cpuMs, measurePerBuyer } from './benchRoundTrips.mjs'
import { buildServer, ensureDebian, startServer, stopServers } from './benchServer.mjs'

const serverUrl = new URL(
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
)
const memberCount = Number(process.env.BENCH_MEMBERS ?? 5000)
const processes = Number(process.env.BENCH_PROCESSES ?? 2)
const thinkMs = Number(process.env.BENCH_THINK_MS ?? 2000)
const firstPort = Number(process.env.BENCH_PORT ?? 4800)
// PostgreSQL's rule of thumb, shared among the processes: connections ≈ twice the cores, plus
// one for the disk. More only wait their turn for the same cores and switch among themselves:
// on 2 cores, 16 per process sold the reserved seats in 11.7 s, 6 in 10.1 s, 3 in 10.1 s
// (PostgreSQL's CPU 7.5, 5.4 and 4.7 s), and general admission in 7.4, 7.6 and 5.1 s
const poolSize = Number(
  process.env.BENCH_POOL ?? Math.max(2, Math.ceil((2 * availableParallelism() + 1) / processes)),
)
// a folder: the racing servers write CPU profiles there (node --cpu-prof) when they stop
const raceProfiles = process.env.BENCH_RACE_CPU_PROF
const connectionsPerServer = Number(process.env.BENCH_CONNECTIONS ?? 256)
const rows = 20
const seatsPerRow = 50
const capacity = rows * seatsPerRow
const gaCapacity = 1000
const database = `citytix_bench_${process.pid}`
const work = mkdtempSync(join(tmpdir(), 'citytix-onsale-'))

const dbUrl = (name) => {
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
const think = (most = thinkMs) => pause(Math.random() * most)

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
        nodeArgs: raceProfiles ? ['--cpu-prof', '--cpu-prof-dir', raceProfiles] : [],
      },
    )
    urls.push(`http://127.0.0.1:${port}`)
    pids.push(pid)
  }
  return { urls, pids }
}

/** One event: a reserved performance of 20 rows of 50 (aisles after seats 10 and 40), a GA one. */
async function createCatalogue(client, now) {
  const text = (en, zh) => JSON.stringify({ en, 'zh-Hant': zh, 'zh-Hans': zh })
  await client.query(`insert into categories (code, name) values ('bench', $1)`, [
    text('Concerts', '音樂會'),
  ])
  await client.query(
    `insert into venues (id, name, address, district, region, phone)
     values ('bench-arena', $1, $2, $3, 'hongKong', '+852 2000 0000')`,
    [text('Bench Arena', '測試場館'), text('1 Test Road', '測試道1號'), text('Wan Chai', '灣仔')],
  )
  await client.query(
    `insert into events (id, list, title, category, venue_id, description, image_url,
       seat_plan_image_url, on_sale_at, max_tickets_per_transaction, service_fee_cents, handling_fee_cents)
     values (7001, 'utsv', $1, 'bench', 'bench-arena', $2, '/x.svg', '/x.svg', $3, 4, 1900, 1500)`,
    [
      text('On-sale Bench', '搶票測試'),
      text('A hot on-sale.', '熱賣。'),
      new Date(+now - 86_400_000),
    ],
  )
  await client.query(
    `insert into price_zones (id, event_id, name, price_cents) values (70011, 7001, $1, 68000)`,
    [text('Standard', '標準')],
  )
  const showAt = new Date(+now + 30 * 86_400_000)
  await client.query(
    `insert into performances (id, event_id, starts_at, seating) values
       (700101, 7001, $1, 'reserved'), (700102, 7001, $1, 'generalAdmission'),
       (700103, 7001, $1, 'reserved'), (700110, 7001, $1, 'reserved')`,
    [showAt],
  )
  // 700103: the same seats again, for pgbench to claim; 700110 for the buyers who let the
  // server choose the best seats
  for (const performance of [700101, 700103, 700110]) {
    await client.query(
      `insert into seats (performance_id, seat_id, section_id, row_name, row_sort, seat_number,
         position, aisle_before, price_zone_id)
       select $1, 'R' || r || '-' || s, 'A', 'R' || r, r, s::text,
         s + (case when s > 40 then 2 when s > 10 then 1 else 0 end), s in (11, 41), 70011
       from generate_series(1, ${rows}) r, generate_series(1, ${seatsPerRow}) s`,
      [performance],
    )
  }
  await client.query(
    `insert into ga_quotas (performance_id, price_zone_id, capacity) values (700102, 70011, $1)`,
    [gaCapacity],
  )
}

/** Members with a session each (as if logged in): the tokens. */
async function createMembers(client, now) {
  await client.query(
    `insert into members (email, title, first_name, last_name, birthday_month, birthday_day,
       address, mobile, interests)
     select 'bench' || n || '@example.com.hk', 'Mr', 'Tai Man', 'Chan', 1, 1,
       '{"country":"HK","province":"HK-ALL","area":"HK-KLN","district":"HK-KLN-YTM","street":"1 Nathan Road","building":"Tower 1"}',
       '{"areaCode":"852","number":"91234567"}', '[]'
     from generate_series(1, $1) n`,
    [memberCount],
  )
  const { rows: ids } = await client.query(`select id from members order by id`)
  const tokens = ids.map(() => `ctx_${randomBytes(24).toString('base64url')}`)
  const hashes = tokens.map((token) => createHash('sha256').update(token).digest('hex'))
  await client.query(
    `insert into sessions (token_hash, member_id, created_at, expires_at)
     select h, m, $3, $4 from unnest($1::text[], $2::int[]) as t(h, m)`,
    [hashes, ids.map((row) => row.id), now, new Date(+now + 86_400_000)],
  )
  return tokens
}

// ── the members ──────────────────────────────────────────────────────────────────────────

// undici rather than node:http: with node:http this script's own CPU (its requests, their
// garbage) took a fifth of the machine in the race and its event loop ran up to seconds late,
// and every answer read late is timed late
const pools = new Map()
async function request(base, token, method, path, body) {
  let pool = pools.get(base)
  if (!pool) {
    pool = new Pool(base, { connections: connectionsPerServer })
    pools.set(base, pool)
  }
  const payload = body === undefined ? undefined : JSON.stringify(body)
  const started = performance.now()
  const answer = await pool.request({
    method,
    path: `${path}${path.includes('?') ? '&' : '?'}locale=en_US`,
    headers: {
      authorization: `Bearer ${token}`,
      // as a browser asks: a seat plan comes gzipped
      'accept-encoding': 'gzip',
      ...(payload ? { 'content-type': 'application/json' } : {}),
    },
    body: payload,
  })
  const bytes = Buffer.from(await answer.body.arrayBuffer())
  return {
    status: answer.statusCode,
    body: bytes.length > 0 ? read(path, bytes, answer.headers['content-encoding']) : undefined,
    ms: performance.now() - started,
  }
}

// This script shares the machine with the servers it measures, so its own CPU is taken from
// theirs: the two caches below give the buyers exactly the answers and choices they would work
// out again, without working them out again (parsing some 12,000 seat plans of 1,000 seats and
// listing their placements was most of this script's CPU).

/** The last large answer's bytes and their parse, per path: a kept seat plan comes back byte for byte. */
const lastRead = new Map()
function read(path, bytes, encoding) {
  const last = lastRead.get(path)
  if (last?.bytes.equals(bytes)) return last.body
  const text = (encoding === 'gzip' ? gunzipSync(bytes) : bytes).toString()
  const body = JSON.parse(text)
  if (text.length > 10_000) lastRead.set(path, { bytes, body })
  return body
}

/** placements(plan, count) by plan (never changed once read) and count. */
const placementsByPlan = new WeakMap()
function placementsOf(plan, count) {
  const byCount = placementsByPlan.get(plan) ?? new Map()
  placementsByPlan.set(plan, byCount)
  if (!byCount.has(count)) byCount.set(count, placements(plan, count))
  return byCount.get(count)
}

/** Consecutive free seats in one row with no aisle between, not stranding a single seat. */
function placements(plan, count) {
  const found = []
  for (const section of plan.sections) {
    for (const row of section.rows) {
      const seats = row.seats
      const free = (i) => seats[i]?.status === 'available'
      for (let start = 0; start + count <= seats.length; start++) {
        let ok = true
        for (let i = start; i < start + count; i++) {
          if (!free(i) || (i > start && seats[i].aisleBefore)) ok = false
        }
        if (!ok) continue
        const end = start + count - 1
        // a lone free seat left beside the block, walled by a taken seat, the edge or an aisle
        const lone = (i, outward) =>
          free(i) &&
          !(i === start - 1 ? seats[start].aisleBefore : seats[i].aisleBefore) &&
          (seats[i + outward] === undefined ||
            !free(i + outward) ||
            (outward < 0 ? seats[i].aisleBefore : seats[i + outward].aisleBefore))
        if (lone(start - 1, -1) || lone(end + 1, 1)) continue
        found.push(seats.slice(start, end + 1).map((seat) => seat.id))
      }
    }
  }
  return found
}

const percentile = (values, p) => {
  if (values.length === 0) return 0
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}

async function onsale(urls, tokens, kind) {
  const performanceId = { reserved: 700101, generalAdmission: 700102, bestSeats: 700110 }[kind]
  const holds = []
  const plans = []
  let refused = 0
  const failures = new Map()
  const checkouts = []
  const payments = []
  let sold = 0
  let soldOutAt = 0
  let firstHold = Number.POSITIVE_INFINITY
  let lastHold = 0
  let plan
  let planAt = 0
  const started = performance.now()

  async function member(token, n) {
    const base = urls[n % urls.length]
    const wanted = 1 + (n % 4)
    await think()
    for (let attempt = 0; attempt < 12 && sold < capacity; attempt++) {
      let body
      if (kind === 'reserved') {
        // the seat plan as a browser would have it: fetched again when older than half a second
        if (!plan || performance.now() - planAt > 500) {
          planAt = performance.now()
          const answer = await request(
            base,
            token,
            'GET',
            `/api/performance/${performanceId}/seatPlan.do`,
          )
          plans.push(answer.ms)
          if (answer.status !== 200) {
            failures.set(`plan ${answer.status}`, (failures.get(`plan ${answer.status}`) ?? 0) + 1)
            plan = undefined
            await think(500)
            continue
          }
          plan = answer.body
        }
        // another member may have just dropped the shared plan
        if (!plan) continue
        let choice
        for (let count = wanted; count >= 1 && !choice; count--) {
          const options = placementsOf(plan, count)
          // most want the front: the square of a uniform number picks early options more often
          choice = options[Math.floor(Math.random() ** 2 * options.length)]
        }
        if (!choice) return
        body = { performanceId, seatIds: choice }
      } else {
        // general admission, or the best seats of the zone chosen by the server: a number
        body = {
          performanceId,
          quantities: [{ priceZoneId: 70011, quantity: Math.max(1, wanted - attempt) }],
        }
      }
      const sent = performance.now()
      firstHold = Math.min(firstHold, sent)
      const held = await request(base, token, 'POST', '/api/basket/hold.do', body)
      lastHold = Math.max(lastHold, performance.now())
      holds.push(held.ms)
      if (held.status !== 201 && held.status !== 409) {
        failures.set(`hold ${held.status}`, (failures.get(`hold ${held.status}`) ?? 0) + 1)
      }
      if (held.status !== 201) {
        refused++
        if (kind === 'reserved') plan = undefined
        await think(500)
        continue
      }
      await think(thinkMs / 2)
      const preview = await request(base, token, 'POST', '/api/checkout.do', {
        collectionMethod: 'eTicket',
        paymentMethod: 'visa',
      })
      checkouts.push(preview.ms)
      const paid = await request(base, token, 'POST', '/api/payment.do', {
        previewId: preview.body.previewId,
        cardToken: 'tok_visa_4242',
      })
      payments.push(paid.ms)
      if (paid.status !== 200) {
        failures.set(`pay ${paid.status}`, (failures.get(`pay ${paid.status}`) ?? 0) + 1)
      }
      if (paid.status === 200) {
        sold += paid.body.ticketCount
        if (sold >= (kind === 'reserved' ? capacity : gaCapacity)) soldOutAt = performance.now()
      }
      return
    }
  }

  await Promise.all(tokens.map((token, n) => member(token, n)))
  const holdSeconds = (lastHold - firstHold) / 1000
  return {
    kind,
    holdRequests: holds.length,
    refused,
    plans: plans.length,
    planP50: percentile(plans, 50),
    planP99: percentile(plans, 99),
    checkouts: checkouts.length,
    payments: payments.length,
    holdsPerSecond: Math.round(holds.length / holdSeconds),
    // outside the goals: the ratio counts refused holds too, so it rises when more are refused
    grantedPerSecond: Math.round((holds.length - refused) / holdSeconds),
    holdP50: percentile(holds, 50),
    holdP99: percentile(holds, 99),
    checkoutP50: percentile(checkouts, 50),
    checkoutP99: percentile(checkouts, 99),
    payP99: percentile(payments, 99),
    sellOutSeconds: soldOutAt ? (soldOutAt - started) / 1000 : Number.NaN,
    failures: Object.fromEntries(failures),
  }
}

/** pgbench claiming two seats at a time on the twin performance, with the checks a hold makes. */
function pgbench() {
  const script = join(work, 'claim.sql')
  writeFileSync(
    script,
    `\\set r random(1, ${rows})
\\set s random(1, ${seatsPerRow - 1})
BEGIN;
SELECT seat_id, status, held_until FROM seats
  WHERE performance_id = 700103 AND seat_id IN ('R' || :r || '-' || :s, 'R' || :r || '-' || (:s + 1))
  ORDER BY seat_id FOR UPDATE;
UPDATE seats SET hold_id = 'H-BENCH-' || :client_id, held_until = now() + interval '10 minutes'
  WHERE performance_id = 700103 AND seat_id IN ('R' || :r || '-' || :s, 'R' || :r || '-' || (:s + 1));
COMMIT;
`,
  )
  const url = new URL(serverUrl)
  const output = execFileSync(
    'pgbench',
    [
      '-h',
      url.hostname,
      '-p',
      url.port || '5432',
      '-U',
      decodeURIComponent(url.username || 'postgres'),
      '-n',
      '-f',
      script,
      '-c',
      '32',
      '-j',
      '2',
      '-T',
      '10',
      database,
    ],
    { encoding: 'utf8', env: { ...process.env, PGPASSWORD: decodeURIComponent(url.password) } },
  )
  const tps = /tps = ([\d.]+)/.exec(output)
  return tps ? Number(tps[1]) : Number.NaN
}

/**
 * CPU milliseconds used so far by each PostgreSQL backend of database `name`, by pid (read from
 * /proc: the database runs on this machine). A backend that ends during a race takes its time
 * with it (the servers' pools keep theirs); the background processes (WAL writer, checkpointer),
 * shared with every other database on the server, are left out.
 */
async function databaseCpuMs(client, name) {
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

/**
 * Transactions committed and rolled back in database `name` so far: one per statement outside
 * BEGIN … COMMIT, so about one per round trip. A backend reports them within a second when busy
 * and up to 10 s after it goes idle, so the caller waits that long before reading.
 */
async function databaseTransactions(client, name) {
  const { rows } = await client.query(
    'select (xact_commit + xact_rollback)::bigint as n from pg_stat_database where datname = $1',
    [name],
  )
  return Number(rows[0]?.n ?? 0)
}

/** CPU milliseconds all cores of the machine have spent busy (not idle or waiting on I/O). */
function machineBusyMs() {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/)
  const [user, nice, system, , , irq, softirq, steal] = ticks.map(Number)
  return ((user + nice + system + irq + softirq + steal) * 1000) / clockTicks()
}

const admin = new pg.Client({ connectionString: dbUrl(serverUrl.pathname.slice(1) || 'postgres') })
admin.on('error', () => {})

/** The race's figures against pgbench on the same database, and what was sold. */
function reportRace(results, sold) {
  const tps = pgbench()
  console.table(
    results.map((r) => ({
      performance: r.kind,
      'holds/s': r.holdsPerSecond,
      'granted/s': r.grantedPerSecond,
      'pgbench tps': Math.round(tps),
      ratio: Number((r.holdsPerSecond / tps).toFixed(2)),
      'hold p50 ms': Math.round(r.holdP50),
      'hold p99 ms': Math.round(r.holdP99),
      'checkout p50 ms': Math.round(r.checkoutP50),
      'checkout p99 ms': Math.round(r.checkoutP99),
      'sold out in s': Number(r.sellOutSeconds.toFixed(1)),
    })),
  )
  console.log(
    '\nrequests in the race (plan ms: as the buyers waited; database statements: transactions the\n' +
      'bench database counted, one per round trip; CPU: both racing server processes, the\n' +
      "bench database's PostgreSQL backends, this script's own process, the whole machine's busy\n" +
      'time, anything else running included; race s: its wall time; client lag: how late this\n' +
      "script's own event loop ran, which delays the timing of every answer it reads)",
  )
  console.table(
    results.map((r) => ({
      performance: r.kind,
      plans: r.plans,
      'plan p50 ms': Math.round(r.planP50),
      'plan p99 ms': Math.round(r.planP99),
      holds: r.holdRequests,
      refused: r.refused,
      checkouts: r.checkouts,
      payments: r.payments,
      'database statements': r.transactions,
      'server CPU s': Number(r.serverCpuSeconds.toFixed(1)),
      'PostgreSQL CPU s': Number(r.databaseCpuSeconds.toFixed(1)),
      'bench client CPU s': Number(r.clientCpuSeconds.toFixed(1)),
      'machine CPU s': Number(r.machineCpuSeconds.toFixed(1)),
      'race s': Number(r.raceSeconds.toFixed(1)),
      'client lag p99 ms': Math.round(r.clientLagP99),
      'client lag max ms': Math.round(r.clientLagMax),
    })),
  )
  console.log(
    `\nsold: ${sold.seats} reserved seats (${sold.distinct_seats} distinct in transactions), ${sold.ga} general admission, ${sold.best} best seats (${sold.distinct_best} distinct) (goal: exactly ${capacity}, ${gaCapacity} and ${capacity})`,
  )
  // the goals are the two races; the best seats are a third way into the reserved one
  const goalRaces = results.filter((r) => r.kind !== 'bestSeats')
  const worst = Math.min(...goalRaces.map((r) => r.holdsPerSecond / tps))
  const slowest = Math.max(...goalRaces.map((r) => r.holdP99))
  console.log(
    `worst ratio to pgbench ${worst.toFixed(2)} (goal ≥ 0.5), worst p99 hold ${Math.round(slowest)} ms (goal ≤ 200 ms), seats picked on the plan and general admission`,
  )
  const best = results.find((r) => r.kind === 'bestSeats')
  if (best) {
    console.log(
      `the same reserved seats with every buyer letting the server choose the best ones: ratio ${(best.holdsPerSecond / tps).toFixed(2)}, p99 hold ${Math.round(best.holdP99)} ms`,
    )
  }
}

try {
  ensureDebian(['pgbench', '--version'], 'postgresql-contrib')
  await admin.connect()
  await admin.query(`create database "${database}"`)
  const { urls, pids } = await startServers()
  const serverCpuMs = () => pids.reduce((sum, pid) => sum + cpuMs(pid), 0)
  const clientCpuMs = () => {
    const { user, system } = process.cpuUsage()
    return (user + system) / 1000
  }
  const client = new pg.Client({ connectionString: dbUrl(database) })
  client.on('error', () => {})
  await client.connect()
  const now = new Date()
  await createCatalogue(client, now)
  const tokens = await createMembers(client, now)
  console.log(
    `\nbench:onsale — ${memberCount} members, think time up to ${thinkMs} ms, ${processes} server processes with ${poolSize} connections each, API_CONCURRENCY ${process.env.API_CONCURRENCY ?? 'default (three per connection)'}, buyers' connections to each ${connectionsPerServer}, PostgreSQL\n`,
  )
  const results = []
  for (const kind of ['reserved', 'generalAdmission', 'bestSeats']) {
    const cpuBefore = serverCpuMs()
    const clientBefore = clientCpuMs()
    const machineBefore = machineBusyMs()
    const databaseBefore = await databaseCpuMs(client, database)
    const transactionsBefore = await databaseTransactions(client, database)
    // this script's own lag: a response read late is timed late, as if the server were slower
    const lag = monitorEventLoopDelay({ resolution: 10 })
    lag.enable()
    const startedAt = performance.now()
    const result = await onsale(urls, tokens, kind)
    const raceSeconds = (performance.now() - startedAt) / 1000
    lag.disable()
    const serverCpuSeconds = (serverCpuMs() - cpuBefore) / 1000
    const clientCpuSeconds = (clientCpuMs() - clientBefore) / 1000
    const machineCpuSeconds = (machineBusyMs() - machineBefore) / 1000
    const databaseAfter = await databaseCpuMs(client, database)
    // the racing servers' connections report their counts once idle for 10 s
    await pause(11_000)
    const transactions = (await databaseTransactions(client, database)) - transactionsBefore
    let databaseMs = 0
    for (const [pid, ms] of databaseAfter) databaseMs += ms - (databaseBefore.get(pid) ?? 0)
    results.push({
      ...result,
      serverCpuSeconds,
      clientCpuSeconds,
      databaseCpuSeconds: databaseMs / 1000,
      machineCpuSeconds,
      raceSeconds,
      transactions,
      clientLagP99: lag.percentile(99) / 1e6,
      clientLagMax: lag.max / 1e6,
    })
  }
  const { rows: counts } = await client.query(
    `select (select count(*) from seats where performance_id = 700101 and status = 'sold')::int as seats,
       (select count(distinct seat_id) from transaction_seats where performance_id = 700101)::int as distinct_seats,
       (select sold from ga_quotas where performance_id = 700102) as ga,
       (select count(*) from seats where performance_id = 700110 and status = 'sold')::int as best,
       (select count(distinct seat_id) from transaction_seats where performance_id = 700110)::int as distinct_best`,
  )
  await measurePerBuyer({
    client,
    databaseUrl: dbUrl(database),
    port: firstPort + processes,
    request,
  })
  await client.end()
  for (const r of results) {
    if (Object.keys(r.failures).length) console.log(`${r.kind}: failed requests`, r.failures)
  }
  const errors = new Map()
  for (let n = 0; n < processes; n++) {
    for (const line of readFileSync(join(work, `server-${n}.log`), 'utf8').split('\n')) {
      if (!line.startsWith('{')) continue
      const entry = JSON.parse(line)
      const what = entry.err?.message ?? entry.msg
      if (entry.level >= 50) errors.set(what, (errors.get(what) ?? 0) + 1)
    }
  }
  if (errors.size) console.log('server errors', Object.fromEntries(errors))
  if (memberCount > 0) reportRace(results, counts[0])
} catch (error) {
  console.error('bench:onsale failed:', error)
  process.exitCode = 1
} finally {
  stopServers()
  await pause(500)
  await admin.query(`drop database if exists "${database}" with (force)`).catch(() => {})
  await admin.end().catch(() => {})
  rmSync(work, { recursive: true, force: true })
  for (const pool of pools.values()) await pool.destroy().catch(() => {})
}
