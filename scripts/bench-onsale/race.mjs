// The free-for-all stress, no room in front: every member races through the HTTP API at once
// for the race's reserved performance, then for its general-admission quota. Each looks at the
// seat plan, picks seats the seat rule allows, holds them, checks out and pays; a refused hold
// looks again after a short think. It measures the selling core's raw capacity: hold requests a
// second against pgbench's bare seat claim on the same database.
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { capacity, gaCapacity, shows, zoneId } from './catalogue.mjs'
import { pause, percentile, request } from './http.mjs'
import {
  cpuMs,
  databaseCpuBetween,
  databaseCpuMs,
  databaseTransactions,
  machineBusyMs,
} from './proc.mjs'
import { chooseSeats } from './seats.mjs'

async function race(urls, members, kind, thinkMs) {
  const think = (most = thinkMs) => pause(Math.random() * most)
  const performanceId = kind === 'reserved' ? shows.raceReserved : shows.raceGeneralAdmission
  const goal = kind === 'reserved' ? capacity : gaCapacity
  const holds = []
  const plans = []
  let refused = 0
  const failures = new Map()
  const fail = (what) => failures.set(what, (failures.get(what) ?? 0) + 1)
  const checkouts = []
  const payments = []
  let sold = 0
  let soldOutAt = 0
  let firstHold = Number.POSITIVE_INFINITY
  let lastHold = 0
  // the seat plan as the buyers' browsers would have it: fetched again when older than 0.5 s
  let plan
  let planAt = 0
  const started = performance.now()

  async function member({ token }, n) {
    const base = urls[n % urls.length]
    const wanted = 1 + (n % 4)
    await think()
    for (let attempt = 0; attempt < 12 && sold < goal; attempt++) {
      let body
      if (kind === 'reserved') {
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
            fail(`plan ${answer.status}`)
            plan = undefined
            await think(500)
            continue
          }
          plan = answer.body
        }
        // another member may have just dropped the shared plan
        if (!plan) continue
        const choice = chooseSeats(plan, wanted)
        if (!choice) return
        body = { performanceId, seatIds: choice }
      } else {
        body = {
          performanceId,
          quantities: [{ priceZoneId: zoneId, quantity: Math.max(1, wanted - attempt) }],
        }
      }
      const sent = performance.now()
      firstHold = Math.min(firstHold, sent)
      const held = await request(base, token, 'POST', '/api/basket/hold.do', body)
      lastHold = Math.max(lastHold, performance.now())
      holds.push(held.ms)
      if (held.status !== 201 && held.status !== 409) fail(`hold ${held.status}`)
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
        previewId: preview.body?.previewId,
        cardToken: 'tok_visa_4242',
      })
      payments.push(paid.ms)
      if (paid.status !== 200) fail(`pay ${paid.status}`)
      else {
        sold += paid.body.ticketCount
        if (sold >= goal) soldOutAt = performance.now()
      }
      return
    }
  }

  await Promise.all(members.map((m, n) => member(m, n)))
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

/** Both races, each with the CPU the servers, PostgreSQL, this script and the machine used. */
export async function runRaces({ urls, pids, members, thinkMs, client, database }) {
  const serverCpuMs = () => pids.reduce((sum, pid) => sum + cpuMs(pid), 0)
  const clientCpuMs = () => {
    const { user, system } = process.cpuUsage()
    return (user + system) / 1000
  }
  const results = []
  for (const kind of ['reserved', 'generalAdmission']) {
    const cpuBefore = serverCpuMs()
    const clientBefore = clientCpuMs()
    const machineBefore = machineBusyMs()
    const databaseBefore = await databaseCpuMs(client, database)
    const transactionsBefore = await databaseTransactions(client, database)
    // this script's own lag: a response read late is timed late, as if the server were slower
    const lag = monitorEventLoopDelay({ resolution: 10 })
    lag.enable()
    const startedAt = performance.now()
    const result = await race(urls, members, kind, thinkMs)
    const raceSeconds = (performance.now() - startedAt) / 1000
    lag.disable()
    const serverCpuSeconds = (serverCpuMs() - cpuBefore) / 1000
    const clientCpuSeconds = (clientCpuMs() - clientBefore) / 1000
    const machineCpuSeconds = (machineBusyMs() - machineBefore) / 1000
    const databaseAfter = await databaseCpuMs(client, database)
    // the racing servers' connections report their counts once idle for 10 s
    await pause(11_000)
    results.push({
      ...result,
      serverCpuSeconds,
      clientCpuSeconds,
      databaseCpuSeconds: databaseCpuBetween(databaseBefore, databaseAfter) / 1000,
      machineCpuSeconds,
      raceSeconds,
      transactions: (await databaseTransactions(client, database)) - transactionsBefore,
      clientLagP99: lag.percentile(99) / 1e6,
      clientLagMax: lag.max / 1e6,
    })
  }
  return results
}

/** What the races sold: seats, distinct seats in transactions, GA tickets. */
export async function raceSold(client) {
  const { rows } = await client.query(
    `select (select count(*) from seats where performance_id = $1 and status = 'sold')::int as seats,
       (select count(distinct seat_id) from transaction_seats where performance_id = $1)::int as distinct_seats,
       (select sold from ga_quotas where performance_id = $2) as ga`,
    [shows.raceReserved, shows.raceGeneralAdmission],
  )
  return rows[0]
}

/** The races' tables against pgbench's claim rate `tps`. */
export function reportRaces(results, sold, tps) {
  console.log(
    '\nfree-for-all stress (no waiting room): hold requests a second ÷ pgbench claiming two seats',
  )
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
    '(plan ms: as the buyers waited; database statements: transactions the bench database\n' +
      "counted, one per round trip; CPU: the racing servers, the bench database's backends, this\n" +
      "script, the whole machine's busy time, anything else running included; client lag: how\n" +
      "late this script's event loop ran, which delays the timing of every answer it reads)",
  )
  console.table(
    results.map((r) => ({
      performance: r.kind,
      plans: r.plans,
      'plan p99 ms': Math.round(r.planP99),
      holds: r.holdRequests,
      refused: r.refused,
      payments: r.payments,
      'database statements': r.transactions,
      'server CPU s': Number(r.serverCpuSeconds.toFixed(1)),
      'PostgreSQL CPU s': Number(r.databaseCpuSeconds.toFixed(1)),
      'bench client CPU s': Number(r.clientCpuSeconds.toFixed(1)),
      'machine CPU s': Number(r.machineCpuSeconds.toFixed(1)),
      'race s': Number(r.raceSeconds.toFixed(1)),
      'client lag p99 ms': Math.round(r.clientLagP99),
    })),
  )
  console.log(
    `race sold: ${sold.seats} reserved seats (${sold.distinct_seats} distinct in transactions), ${sold.ga} general admission (goal: exactly ${capacity} and ${gaCapacity})`,
  )
  for (const r of results) {
    if (Object.keys(r.failures).length) console.log(`${r.kind}: failed requests`, r.failures)
  }
}
