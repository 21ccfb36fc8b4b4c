// One crowd process of the waiting-room run (forked by room.mjs): its share of the members join
// the room over the API, each keeps a Server-Sent Events stream open (or, past the bench's
// stream count, polls its status every `pollSeconds` as the page's fallback does), and each one
// let in buys with its pass: seat plan, 3–10 s of thought, hold, checkout, payment. The crowd is
// split over processes because a process may hold only so many sockets (ulimit -n) and one
// event loop reading every stream would time the answers late.
//
// It keeps what each member saw and when (wall clock, as the server's admission log writes it);
// once the run stops, the parent sends the log, and the crowd turns what was seen into delays.
import http from 'node:http'
import { closePools, pause, request } from './http.mjs'
import { chooseSeats } from './seats.mjs'
import { positionOf } from './shuffle.mjs'

let job
let stopped = false
const people = []
const buying = new Set()
const samples = { plan: [], hold: [], checkout: [], payment: [], join: [] }
const failures = new Map()
const fail = (what) => failures.set(what, (failures.get(what) ?? 0) + 1)
let streamsOpen = 0
let streamsDropped = 0
let firstPayAt = 0
let lastPayAt = 0
let bought = 0
let tickets = 0

const send = (message) => process.send?.(message)

/** What one status told a member: kept as [wall ms, state, place] when it changed. */
function seen(person, status) {
  const at = Date.now()
  const last = person.updates.at(-1)
  if (!last || last[1] !== status.state || last[2] !== status.place) {
    person.updates.push([at, status.state, status.place])
  }
  person.number = status.entryNumber
  person.pollSeconds = status.pollSeconds
  if (status.state === 'soldOut') person.soldOutSeenAt ||= at
  if (status.state === 'yourTurn' && status.pass) {
    person.passes.add(status.pass.token)
    if (!person.buying) {
      person.buying = true
      const buy = buyer(person, status.pass.token)
      buying.add(buy)
      buy.finally(() => buying.delete(buy))
    }
  }
}

async function join(person) {
  const started = Date.now()
  const answer = await request(
    person.base,
    person.token,
    'POST',
    `/api/waitingRoom/${job.performanceId}/entry.do`,
    {},
  )
  samples.join.push(answer.ms)
  if (answer.status !== 200) {
    fail(`join ${answer.status}`)
    person.failed = true
    return
  }
  person.joinedAt = started
  person.streamKey = answer.body.streamKey
  seen(person, answer.body)
  if (person.streamed) await listen(person)
  else poll(person)
}

/** The member's status stream; resolves once its first event came (or it failed). */
function listen(person) {
  return new Promise((resolve) => {
    const url = new URL(`/api/waitingRoom/stream/${person.streamKey}.do?locale=en_US`, person.base)
    const req = http.get(
      url,
      {
        agent: false,
        headers: { authorization: `Bearer ${person.token}`, accept: 'text/event-stream' },
      },
      (res) => {
        if (res.statusCode !== 200) {
          fail(`stream ${res.statusCode}`)
          res.resume()
          resolve()
          return
        }
        streamsOpen++
        res.setEncoding('utf8')
        let buffer = ''
        res.on('data', (chunk) => {
          buffer += chunk
          let end = buffer.indexOf('\n\n')
          while (end >= 0) {
            const block = buffer.slice(0, end)
            buffer = buffer.slice(end + 2)
            const data = block.split('\n').find((line) => line.startsWith('data: '))
            if (data) {
              seen(person, JSON.parse(data.slice(6)))
              resolve()
            }
            end = buffer.indexOf('\n\n')
          }
        })
        res.on('close', () => {
          streamsOpen--
          resolve()
          // the stream ends at the member's turn; anything else is a dropped stream: poll
          if (!stopped && !person.buying) {
            streamsDropped++
            person.dropped = true
            poll(person)
          }
        })
      },
    )
    person.request = req
    req.on('error', () => {
      fail('stream error')
      resolve()
    })
  })
}

/** The page's fallback: the status again every `pollSeconds`, until the member's turn. */
async function poll(person) {
  while (!stopped && !person.buying) {
    await pause((person.pollSeconds ?? 10) * 1000)
    if (stopped || person.buying) return
    const answer = await request(
      person.base,
      person.token,
      'GET',
      `/api/waitingRoom/${job.performanceId}/entry.do`,
    )
    if (answer.status === 200) seen(person, answer.body)
    else fail(`status ${answer.status}`)
  }
}

/** A member let in: plan, think, hold (again on a refusal), checkout and pay, with the pass. */
async function buyer(person, pass) {
  const headers = { 'x-waiting-room-pass': pass }
  const { base, token } = person
  const wanted = 1 + (person.n % 4)
  const reserved = job.kind === 'reserved'
  for (let attempt = 0; attempt < 12; attempt++) {
    let body
    if (reserved) {
      const plan = await request(
        base,
        token,
        'GET',
        `/api/performance/${job.performanceId}/seatPlan.do`,
        undefined,
        headers,
      )
      samples.plan.push(plan.ms)
      if (plan.status !== 200) {
        fail(`plan ${plan.status}`)
        await pause(500)
        continue
      }
      const choice = chooseSeats(plan.body, wanted)
      // nothing left that fits: this buyer leaves
      if (!choice) break
      body = { performanceId: job.performanceId, seatIds: choice }
    } else {
      body = {
        performanceId: job.performanceId,
        quantities: [{ priceZoneId: job.zoneId, quantity: Math.max(1, wanted - attempt) }],
      }
    }
    if (attempt === 0) await pause(job.thinkMin + Math.random() * (job.thinkMax - job.thinkMin))
    const held = await request(base, token, 'POST', '/api/basket/hold.do', body, headers)
    samples.hold.push(held.ms)
    if (held.status === 409) {
      await pause(500)
      continue
    }
    if (held.status !== 201) {
      fail(`hold ${held.status} ${held.body?.code ?? ''}`)
      break
    }
    const count = reserved ? body.seatIds.length : body.quantities[0].quantity
    send({ type: 'hold', at: Date.now(), count })
    const preview = await request(
      base,
      token,
      'POST',
      '/api/checkout.do',
      { collectionMethod: 'eTicket', paymentMethod: 'visa' },
      headers,
    )
    samples.checkout.push(preview.ms)
    if (preview.status !== 200) {
      fail(`checkout ${preview.status} ${preview.body?.code ?? ''}`)
      break
    }
    const paid = await request(
      base,
      token,
      'POST',
      '/api/payment.do',
      { previewId: preview.body.previewId, cardToken: 'tok_visa_4242' },
      headers,
    )
    samples.payment.push(paid.ms)
    if (paid.status !== 200) {
      fail(`pay ${paid.status} ${paid.body?.code ?? ''}`)
      break
    }
    const at = Date.now()
    firstPayAt ||= at
    lastPayAt = at
    bought++
    tickets += paid.body.ticketCount
    person.bought = (person.bought ?? 0) + 1
    send({ type: 'sold', at, count: paid.body.ticketCount })
    break
  }
  person.done = true
}

/** Runs `work` on every item, `limit` at a time. */
async function eachLimited(items, limit, work) {
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await work(items[next++])
    }),
  )
}

function progress() {
  let waiting = 0
  for (const person of people) {
    if (person.failed || person.done || person.soldOutSeenAt) continue
    if (person.joinedAt || person.late) waiting++
  }
  send({ type: 'progress', waiting, buying: buying.size })
}

/** What each member saw, turned into the run's figures with the admission log. */
function results({ rows, groupSize, seed, finalServing }) {
  const atByServing = new Map(rows.map(([at, , to]) => [to, at]))
  // the log row that let position p in: the first whose `to` reaches p
  const admittedBy = (p) => {
    let lo = 0
    let hi = rows.length - 1
    let found
    while (lo <= hi) {
      const mid = (lo + hi) >> 1
      if (rows[mid][2] >= p) {
        found = rows[mid]
        hi = mid - 1
      } else lo = mid + 1
    }
    return found && found[1] < p ? found : undefined
  }
  const streamDelays = []
  const pollDelays = []
  let outOfOrder = 0
  let neverLetIn = 0
  let passesTwice = 0
  let boughtTwice = 0
  const notices = []
  for (const person of people) {
    if (!person.joinedAt) continue
    const position = positionOf(person.number, { groupSize, seed })
    const delays = person.streamed && !person.dropped ? streamDelays : pollDelays
    let toldTurn = false
    for (const [at, state, place] of person.updates) {
      if (state === 'waiting' && place !== null) {
        const movedAt = atByServing.get(position - place)
        if (movedAt !== undefined) delays.push(at - movedAt)
      } else if (state === 'yourTurn' && !toldTurn) {
        toldTurn = true
        const row = admittedBy(position)
        if (!row || row[0] > at) outOfOrder++
        else delays.push(at - row[0])
      }
    }
    if (!toldTurn && position <= finalServing) neverLetIn++
    if (person.passes.size > 1) passesTwice++
    if ((person.bought ?? 0) > 1) boughtTwice++
    if (!toldTurn) notices.push([person.soldOutSeenAt ?? 0, person.joinedAt])
  }
  return {
    streamDelays,
    pollDelays,
    outOfOrder,
    neverLetIn,
    passesTwice,
    boughtTwice,
    notices,
    samples,
    failures: Object.fromEntries(failures),
    streamsDropped,
    bought,
    tickets,
    firstPayAt,
    lastPayAt,
  }
}

process.on('message', async (message) => {
  if (message.type === 'start') {
    job = message
    for (const member of [...job.members, ...job.late]) {
      people.push({
        ...member,
        base: job.urls[member.n % job.urls.length],
        late: member.late ?? false,
        updates: [],
        passes: new Set(),
      })
    }
    const early = people.filter((p) => !p.late)
    await eachLimited(early, job.joinConcurrency, join)
    send({ type: 'joined', joined: early.filter((p) => p.joinedAt).length, streamsOpen })
    setInterval(progress, 1000).unref()
  } else if (message.type === 'open') {
    for (const person of people.filter((p) => p.late)) {
      const at = message.opensAt + Math.random() * job.lateSeconds * 1000
      setTimeout(
        () => {
          if (!stopped) join(person).catch(() => fail('late join'))
        },
        Math.max(0, at - Date.now()),
      )
    }
  } else if (message.type === 'stop') {
    stopped = true
    for (const person of people) person.request?.destroy()
    await Promise.race([Promise.all(buying), pause(30_000)])
    send({ type: 'finished' })
  } else if (message.type === 'log') {
    // the parent ends this process once it has read the result
    send({ type: 'result', ...results(message) })
    await closePools()
  }
})

// the bench stopped (or failed): nothing is left to report to
process.on('disconnect', () => process.exit(0))
