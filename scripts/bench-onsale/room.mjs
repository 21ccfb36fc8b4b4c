// The waiting-room run for one queued performance (the bench's parent side). The room is a row
// written straight into the database, its opening far off; the crowd processes (crowd.mjs) join
// it over the API and keep their streams open; then the opening is moved to two seconds from
// now, which the servers read on their next tick, as the bench's way to open the sale the
// moment everyone is in. The run stops once the sale has sold out, every late arrival has come
// and everyone waiting has had 15 s to hear it, or when nobody is left waiting or buying.
import { fork } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { capacity, gaCapacity, shows, zoneId } from './catalogue.mjs'
import { pause, percentile, request } from './http.mjs'
import { cpuMs, rssBytes } from './proc.mjs'
import { shuffleUniformity } from './shuffle.mjs'

// members per crowd process: well under a process's socket limit, and one event loop each
const perCrowd = 5000

async function createRoom(client, performanceId, settings) {
  const seed = randomBytes(32).toString('hex')
  await client.query(
    `insert into waiting_rooms (performance_id, opens_at, pre_queue_at, admission_per_minute,
       rate_per_minute, active_cap, pass_minutes, seed, seed_hash)
     values ($1, now() + interval '1 day', now() - interval '1 minute', $2::int, $2::int, $3, 10, $4, $5)`,
    [
      performanceId,
      settings.admissionPerMinute,
      settings.activeCap,
      seed,
      createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex'),
    ],
  )
  return seed
}

/** Waits until every server process has read the room (its next tick). */
async function roomSeen(urls, performanceId) {
  for (const base of urls) {
    for (let tries = 0; ; tries++) {
      const answer = await request(base, undefined, 'GET', `/api/waitingRoom/${performanceId}.do`)
      if (answer.status === 200) break
      if (tries > 100) throw new Error(`${base} did not read the room of ${performanceId}`)
      await pause(200)
    }
  }
}

export async function runRoom({ kind, urls, pids, members, late, client, settings }) {
  const performanceId = kind === 'reserved' ? shows.roomReserved : shows.roomGeneralAdmission
  const goal = kind === 'reserved' ? capacity : gaCapacity
  const seed = await createRoom(client, performanceId, settings)
  await roomSeen(urls, performanceId)
  const serverCpu = () => pids.reduce((sum, pid) => sum + cpuMs(pid), 0)
  const serverRss = () => pids.reduce((sum, pid) => sum + rssBytes(pid), 0)
  const rssBefore = serverRss()
  const cpuBefore = serverCpu()

  // the crowd: members and late arrivals dealt out over the processes, streams first
  const everyone = [
    ...members.map((m, n) => ({ ...m, n, streamed: n < settings.streams })),
    ...late.map((m, n) => ({
      ...m,
      n: members.length + n,
      late: true,
      streamed: members.length + n < settings.streams,
    })),
  ]
  const crowdCount = Math.max(1, Math.ceil(everyone.length / perCrowd))
  const crowds = []
  for (let c = 0; c < crowdCount; c++) {
    const share = everyone.filter((_, n) => n % crowdCount === c)
    const child = fork(new URL('./crowd.mjs', import.meta.url), {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    })
    crowds.push({ child, messages: [], waiting: Number.POSITIVE_INFINITY, buying: 0 })
    child.send({
      type: 'start',
      urls,
      performanceId,
      kind,
      zoneId,
      thinkMin: settings.thinkMin,
      thinkMax: settings.thinkMax,
      lateSeconds: settings.lateSeconds,
      joinConcurrency: settings.joinConcurrency,
      members: share.filter((m) => !m.late),
      late: share.filter((m) => m.late),
    })
  }
  let taken = 0
  let soldOutAt = 0
  let sold = 0
  const waitFor = (type) =>
    Promise.all(
      crowds.map(
        (crowd) =>
          new Promise((resolve, reject) => {
            crowd.child.once('exit', (code) => reject(new Error(`a crowd process ended (${code})`)))
            const check = () => {
              const found = crowd.messages.find((m) => m.type === type)
              if (found) resolve(found)
              else crowd.wake = check
            }
            check()
          }),
      ),
    )
  for (const crowd of crowds) {
    crowd.child.on('message', (message) => {
      if (message.type === 'hold') {
        taken += message.count
        if (taken >= goal && !soldOutAt) soldOutAt = message.at
        return
      }
      if (message.type === 'sold') {
        sold += message.count
        return
      }
      if (message.type === 'progress') {
        crowd.waiting = message.waiting
        crowd.buying = message.buying
        return
      }
      crowd.messages.push(message)
      crowd.wake?.()
    })
  }

  const joinStarted = performance.now()
  const joined = await waitFor('joined')
  const joinSeconds = (performance.now() - joinStarted) / 1000
  const joinedCount = joined.reduce((sum, m) => sum + m.joined, 0)
  const streamsOpen = joined.reduce((sum, m) => sum + m.streamsOpen, 0)
  const cpuJoined = serverCpu()
  // the heap settles after the joins' garbage; then what waiting costs the servers
  await pause(3000)
  const rssWaiting = serverRss()
  const cpuWaitingStart = serverCpu()
  await pause(5000)
  const cpuWaiting = serverCpu() - cpuWaitingStart

  await client.query(
    `update waiting_rooms set opens_at = now() + interval '2 seconds' where performance_id = $1`,
    [performanceId],
  )
  const opensAt = Date.now() + 2000
  for (const crowd of crowds) crowd.child.send({ type: 'open', opensAt })
  const cpuOpen = serverCpu()
  const deadline = opensAt + settings.timeoutSeconds * 1000
  for (;;) {
    await pause(500)
    const now = Date.now()
    const waiting = crowds.reduce((sum, c) => sum + c.waiting, 0)
    const busy = crowds.reduce((sum, c) => sum + c.buying, 0)
    const lateDone = now > opensAt + settings.lateSeconds * 1000 + 12_000
    if (soldOutAt && now > soldOutAt + 15_000 && lateDone) break
    if (now > opensAt + 5000 && waiting === 0 && busy === 0) break
    if (now > deadline) break
  }
  const saleSeconds = (Date.now() - opensAt) / 1000
  for (const crowd of crowds) crowd.child.send({ type: 'stop' })
  await waitFor('finished')
  const cpuSale = serverCpu() - cpuOpen

  const { rows: roomRows } = await client.query(
    'select group_size, serving, joined, seed from waiting_rooms where performance_id = $1',
    [performanceId],
  )
  const room = roomRows[0]
  const { rows: log } = await client.query(
    `select extract(epoch from at) * 1000 as at, from_serving, to_serving, rate_per_minute
     from waiting_room_admissions where performance_id = $1 order by to_serving`,
    [performanceId],
  )
  const rows = log.map((r) => [Number(r.at), r.from_serving, r.to_serving])
  for (const crowd of crowds) {
    crowd.child.send({
      type: 'log',
      rows,
      groupSize: room.group_size,
      seed: room.seed,
      finalServing: room.serving,
    })
  }
  const results = await waitFor('result')
  for (const crowd of crowds) crowd.child.kill()

  // the published shuffle, checked as a member would: the seed matches the hash shown before
  const published = await request(
    urls[0],
    undefined,
    'GET',
    `/api/waitingRoom/${performanceId}/shuffle.do`,
  )
  const seedChecks =
    published.status === 200 &&
    published.body.seed === seed &&
    published.body.entryIds.length === room.group_size &&
    createHash('sha256').update(Buffer.from(published.body.seed, 'hex')).digest('hex') ===
      published.body.seedHash
  const uniformity = shuffleUniformity(room.group_size, room.seed)
  // the log's ranges follow one another without overlap: no position let in twice
  let overlaps = 0
  for (let i = 1; i < rows.length; i++)
    if (rows[i][1] < rows[i - 1][2]) overlaps += rows[i - 1][2] - rows[i][1]
  const { rows: soldRows } = await client.query(
    `select (select count(*) from seats where performance_id = $1 and status = 'sold')::int as seats,
       (select coalesce(sum(sold), 0) from ga_quotas where performance_id = $1)::int as ga,
       (select count(*) from (select seat_id from transaction_seats where performance_id = $1 and seat_id is not null
          group by seat_id having count(*) > 1) twice)::int as seats_twice`,
    [performanceId],
  )
  const soldRow = soldRows[0]

  const all = (key) => results.flatMap((r) => r.samples[key])
  const streamDelays = results.flatMap((r) => r.streamDelays)
  const pollDelays = results.flatMap((r) => r.pollDelays)
  // waiting members told "sold out": from the moment capacity was taken (or their joining, if
  // later); one never told counts as never
  const notices = results.flatMap((r) => r.notices)
  const noticeDelays = soldOutAt
    ? notices.map(([toldAt, joinedAt]) =>
        toldAt ? toldAt - Math.max(soldOutAt, joinedAt) : Number.POSITIVE_INFINITY,
      )
    : []
  const firstPayAt = Math.min(...results.map((r) => r.firstPayAt || Number.POSITIVE_INFINITY))
  const lastPayAt = Math.max(...results.map((r) => r.lastPayAt))
  const bought = results.reduce((sum, r) => sum + r.bought, 0)
  const admitted = room.serving
  const admissionSpan = rows.length > 1 ? (rows.at(-1)[0] - rows[0][0]) / 1000 : 0
  const failures = {}
  for (const r of results)
    for (const [k, v] of Object.entries(r.failures)) failures[k] = (failures[k] ?? 0) + v
  return {
    kind,
    joined: joinedCount,
    streamsOpen,
    streamsDropped: results.reduce((sum, r) => sum + r.streamsDropped, 0),
    joinSeconds,
    joinP99Ms: percentile(all('join'), 99),
    joinCpuPerMemberMs: (cpuJoined - cpuBefore) / Math.max(1, joinedCount),
    memoryPerWaiterBytes: (rssWaiting - rssBefore) / Math.max(1, joinedCount),
    waitingCpuPerSecondMs: cpuWaiting / 5,
    saleCpuSeconds: cpuSale / 1000,
    roomCpuPerBuyerMs: cpuSale / Math.max(1, bought),
    admitted,
    groupSize: room.group_size,
    admissionRatePerMinuteMax: Math.max(0, ...log.map((r) => Number(r.rate_per_minute))),
    admittedPerSecond: admissionSpan > 0 ? admitted / admissionSpan : 0,
    bought,
    buyersPerSecond: bought > 1 ? (bought - 1) / ((lastPayAt - firstPayAt) / 1000) : 0,
    soldOutSeconds: soldOutAt ? (soldOutAt - opensAt) / 1000 : Number.NaN,
    saleSeconds,
    plan: { p50: percentile(all('plan'), 50), p99: percentile(all('plan'), 99) },
    hold: {
      p50: percentile(all('hold'), 50),
      p99: percentile(all('hold'), 99),
      n: all('hold').length,
    },
    checkout: { p50: percentile(all('checkout'), 50), p99: percentile(all('checkout'), 99) },
    payment: { p50: percentile(all('payment'), 50), p99: percentile(all('payment'), 99) },
    positionDelayP50Ms: percentile(streamDelays, 50),
    positionDelayP99Ms: percentile(streamDelays, 99),
    positionDelaySamples: streamDelays.length,
    pollDelayP99Ms: percentile(pollDelays, 99),
    pollDelaySamples: pollDelays.length,
    outOfOrder: results.reduce((sum, r) => sum + r.outOfOrder + r.neverLetIn, 0),
    admittedTwice:
      overlaps +
      uniformity.duplicates +
      results.reduce((sum, r) => sum + r.passesTwice + r.boughtTwice, 0),
    shufflePValue: uniformity.pValue,
    seedChecks,
    sold: kind === 'reserved' ? soldRow.seats : soldRow.ga,
    soldByPayments: sold,
    seatsSoldTwice: soldRow.seats_twice,
    waitingAtSoldOut: noticeDelays.length,
    soldOutNoticeP99Ms: percentile(noticeDelays, 99),
    toldSoldOutWithin10s: noticeDelays.filter((ms) => ms <= 10_000).length,
    failures,
  }
}
