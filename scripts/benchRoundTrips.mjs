// bench:onsale's per-buyer figures that hardly depend on the machine's load. One more server
// process reaches PostgreSQL through a proxy that counts the statements it sends (each is one
// round trip: node-postgres sends a statement as Parse…Sync, or as one simple Query, BEGIN and
// COMMIT included), and buyers go through seat plan → hold → checkout → payment one at a time:
// - round trips per request: the first buyer of each kind warms the process up (the ticket-code
//   secret), the second is counted; a request with an unknown token counts the session lookup
//   that a member's first request to a process makes (on PostgreSQL a process keeps the
//   sessions it has read: services/sessionCache.ts);
// - server CPU per buyer: the process's user + system time (/proc, Linux) over 150 more buyers
//   of each kind, one after another, so no buyer waits for another's locks; and per seat plan
//   alone (the reserved buyer's first request: 400 seats, by then mostly sold), over as many.
// BENCH_TIMED_BUYERS changes the 150 (more buyers, steadier figures on a busy machine);
// BENCH_SHOW_STATEMENTS=1 also prints the counted buyers' statements, request by request.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createServer, Socket } from 'node:net'
import { createMembers } from './bench-onsale/catalogue.mjs'
import { startServer } from './benchServer.mjs'

const reservedId = 700104
const gaId = 700105
// the reserved show: rows R1…R20 of 20 seats, no aisle, sold in pairs from the left
const rows = 20
const seatsPerRow = 20
const timedBuyers = Number(process.env.BENCH_TIMED_BUYERS ?? 150)
// pairs of seats from the left: 10 a row, 2 of them for the warm-up buyers
if (timedBuyers > (rows * seatsPerRow) / 2 - 2) throw new Error('BENCH_TIMED_BUYERS: at most 198')

/** A TCP proxy in front of PostgreSQL at `target` (a URL) counting the statements sent through. */
async function countingProxy(target) {
  let statements = 0
  // BENCH_SHOW_STATEMENTS=1: the text of each statement too (a Parse's or a simple Query's)
  const texts = []
  const keepTexts = Boolean(process.env.BENCH_SHOW_STATEMENTS)
  const sockets = new Set()
  const server = createServer((client) => {
    const upstream = new Socket()
    upstream.connect(Number(target.port || 5432), target.hostname)
    for (const socket of [client, upstream]) {
      sockets.add(socket)
      socket.on('close', () => sockets.delete(socket))
      socket.on('error', () => {})
    }
    client.on('close', () => upstream.destroy())
    upstream.on('close', () => client.destroy())
    upstream.pipe(client)
    let pending = Buffer.alloc(0)
    let started = false
    client.on('data', (chunk) => {
      upstream.write(chunk)
      pending = pending.length ? Buffer.concat([pending, chunk]) : chunk
      for (;;) {
        if (!started) {
          // the startup message has no type byte; an SSL or GSS request comes before another
          if (pending.length < 8 || pending.length < pending.readInt32BE(0)) break
          const code = pending.readInt32BE(4)
          started = code !== 80877103 && code !== 80877104
          pending = pending.subarray(pending.readInt32BE(0))
          continue
        }
        if (pending.length < 5 || pending.length < 1 + pending.readInt32BE(1)) break
        const type = String.fromCharCode(pending[0])
        if (type === 'Q' || type === 'S') statements++
        if (keepTexts && (type === 'Q' || type === 'P')) {
          const body = pending.subarray(5, 1 + pending.readInt32BE(1))
          // a Parse: the statement's name, then its text; a Query: its text
          const text = type === 'P' ? body.subarray(body.indexOf(0) + 1) : body
          texts.push(text.subarray(0, text.indexOf(0)).toString('utf8').replace(/\s+/g, ' '))
        }
        pending = pending.subarray(1 + pending.readInt32BE(1))
      }
    })
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: server.address().port,
    statements: () => statements,
    /** the statements' texts kept since the last call (BENCH_SHOW_STATEMENTS) */
    takeTexts: () => texts.splice(0),
    close() {
      for (const socket of sockets) socket.destroy()
      server.close()
    },
  }
}

/** Shows of the bench's event of their own, and members with a session each: the tokens. */
async function createShows(client, now, members) {
  const showAt = new Date(+now + 30 * 86_400_000)
  await client.query(
    `insert into performances (id, event_id, starts_at, seating) values
       ($1, 7001, $3, 'reserved'), ($2, 7001, $3, 'generalAdmission')`,
    [reservedId, gaId, showAt],
  )
  await client.query(
    `insert into seats (performance_id, seat_id, section_id, row_name, row_sort, seat_number,
       position, aisle_before, price_zone_id)
     select $1, 'R' || r || '-' || s, 'A', 'R' || r, r, s::text, s, false, 70011
     from generate_series(1, ${rows}) r, generate_series(1, ${seatsPerRow}) s`,
    [reservedId],
  )
  await client.query(
    `insert into ga_quotas (performance_id, price_zone_id, capacity) values ($1, 70011, $2)`,
    [gaId, rows * seatsPerRow],
  )
  const buyers = await createMembers(client, now, members, 'timed')
  return buyers.map((buyer) => buyer.token)
}

/** The built server on `port` with `databaseUrl`, as the bench starts its own; its pid. */
function startMeasuredServer(port, databaseUrl) {
  // BENCH_CPU_PROF=<folder>: a CPU profile of the measured server (node --cpu-prof)
  const folder = process.env.BENCH_CPU_PROF
  return startServer(
    port,
    {
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: '4',
      SEED_DEMO: 'off',
      DIST_DIR: '/nonexistent',
      BOT_CHECK: 'off',
      RATE_LIMIT_EXEMPT: '127.0.0.1',
      // nothing but the requests touches the database
      JOBS: 'off',
      // every plan read from the database, as a buyer's first plan after another's hold is:
      // the figures stay those of the plan's query (the race's servers keep plans briefly)
      SEAT_PLAN_CACHE_MS: '0',
    },
    { nodeArgs: folder ? ['--cpu-prof', '--cpu-prof-dir', folder] : [] },
  )
}

/** User + system CPU milliseconds the process `pid` has used so far. */
export function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  const ticks = Number(fields[11]) + Number(fields[12])
  return (ticks * 1000) / clockTicks()
}
let ticksPerSecond
/** Clock ticks a second, the unit of /proc's CPU times. */
export const clockTicks = () => {
  ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }))
  return ticksPerSecond
}

/**
 * Starts the measured server on `port`, buys with it and prints the round trips per request
 * and the server's CPU per buyer (also returned, by kind, with the CPU per seat plan).
 * `request` is the bench's.
 */
export async function measurePerBuyer({ client, databaseUrl, port, request }) {
  const tokens = await createShows(client, new Date(), 4 + 2 * timedBuyers)
  const proxy = await countingProxy(new URL(databaseUrl))
  const proxied = new URL(databaseUrl)
  proxied.hostname = '127.0.0.1'
  proxied.port = String(proxy.port)
  const pid = await startMeasuredServer(port, proxied.toString())
  const base = `http://127.0.0.1:${port}`
  const counted = async (token, method, path, body) => {
    const before = proxy.statements()
    proxy.takeTexts()
    const answer = await request(base, token, method, path, body)
    return { ...answer, statements: proxy.statements() - before, texts: proxy.takeTexts() }
  }
  // the nth pair of seats from the left, row by row
  const pair = (n) => {
    const row = 1 + Math.floor(n / (seatsPerRow / 2))
    const first = 1 + 2 * (n % (seatsPerRow / 2))
    return [`R${row}-${first}`, `R${row}-${first + 1}`]
  }
  const buy = async (token, kind, n) => {
    const steps = {}
    if (kind === 'reserved') {
      steps['seat plan'] = await counted(token, 'GET', `/api/performance/${reservedId}/seatPlan.do`)
    }
    steps.hold = await counted(
      token,
      'POST',
      '/api/basket/hold.do',
      kind === 'reserved'
        ? { performanceId: reservedId, seatIds: pair(n) }
        : { performanceId: gaId, quantities: [{ priceZoneId: 70011, quantity: 2 }] },
    )
    steps.checkout = await counted(token, 'POST', '/api/checkout.do', {
      collectionMethod: 'eTicket',
      paymentMethod: 'visa',
    })
    steps.payment = await counted(token, 'POST', '/api/payment.do', {
      previewId: steps.checkout.body?.previewId,
      cardToken: 'tok_visa_4242',
    })
    for (const [name, step] of Object.entries(steps)) {
      if (step.status >= 300) throw new Error(`per buyer: ${kind} ${name} answered ${step.status}`)
    }
    return steps
  }
  try {
    await buy(tokens[0], 'reserved', 0)
    const reserved = await buy(tokens[1], 'reserved', 1)
    await buy(tokens[2], 'generalAdmission')
    const ga = await buy(tokens[3], 'generalAdmission')
    const lookup = await counted('ctx_unknown', 'POST', '/api/basket/hold.do', {
      performanceId: gaId,
      quantities: [{ priceZoneId: 70011, quantity: 1 }],
    })
    const cpuPerBuyer = {}
    for (const [k, kind] of ['reserved', 'generalAdmission'].entries()) {
      const before = cpuMs(pid)
      for (let n = 0; n < timedBuyers; n++) {
        await buy(tokens[4 + k * timedBuyers + n], kind, 2 + n)
      }
      cpuPerBuyer[kind] = (cpuMs(pid) - before) / timedBuyers
    }
    const planBefore = cpuMs(pid)
    for (let n = 0; n < timedBuyers; n++) {
      await request(base, tokens[0], 'GET', `/api/performance/${reservedId}/seatPlan.do`)
    }
    const cpuPerPlan = (cpuMs(pid) - planBefore) / timedBuyers
    if (process.env.BENCH_SHOW_STATEMENTS) {
      for (const [kind, steps] of [
        ['reserved', reserved],
        ['general admission', ga],
      ]) {
        for (const [name, step] of Object.entries(steps)) {
          console.log(`\n${kind}, ${name}:`)
          for (const text of step.texts) console.log(`  ${text}`)
        }
      }
    }
    const sum = (steps) => Object.values(steps).reduce((total, step) => total + step.statements, 0)
    const table = ['seat plan', 'hold', 'checkout', 'payment'].map((name) => ({
      request: name,
      reserved: reserved[name]?.statements ?? '–',
      'general admission': ga[name]?.statements ?? '–',
    }))
    table.push({ request: 'one buyer', reserved: sum(reserved), 'general admission': sum(ga) })
    table.push({
      request: `session lookup alone (${lookup.status})`,
      reserved: lookup.statements,
      'general admission': lookup.statements,
    })
    console.log(
      '\ndatabase round trips per request (only the first member request to a process includes the session lookup)',
    )
    console.table(table)
    console.log(
      `server CPU per buyer, ${timedBuyers} buyers one at a time: reserved ${cpuPerBuyer.reserved.toFixed(1)} ms, general admission ${cpuPerBuyer.generalAdmission.toFixed(1)} ms; a seat plan alone ${cpuPerPlan.toFixed(1)} ms`,
    )
    return { cpuPerBuyer, cpuPerPlan }
  } finally {
    proxy.close()
  }
}
