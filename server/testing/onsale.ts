// Buyers racing for one performance over real HTTP, as on a hot on-sale: each looks at the
// seat plan, picks seats near the front that the seat rule allows (so many pick the same ones),
// tries to hold them, and pays (or, now and then, gives the hold back and tries again) until
// it has bought once or nothing is left. Then what the database says must hold: exactly the
// capacity sold, no seat twice, every hold paid, given back or lapsed, every granted hold paid.
import { type Kysely, sql } from 'kysely'
import { checkSeatSelection, type SeatRow } from '../../domain/seats'
import type { DB } from '../db/schema'
import { testTokens } from '../services/payments/simulatedGateway'
import type { Buyer } from './buyers'

export interface RaceLog {
  granted: number
  paid: number
  released: number
  /** pay or checkout answers other than 200 for a hold the server had granted */
  failedPayments: string[]
  /** requests that got no answer at all (a killed server) */
  lost: number
  /** transactions the server answered as paid */
  paidTxnNos: string[]
  /** when a hold was last granted, paid or given back (buyers waiting on holds give up 3 s on) */
  lastProgress: number
}

const stalledAfterMs = 3_000
const stalled = (log: RaceLog) => Date.now() - log.lastProgress > stalledAfterMs

interface Options {
  /** where each buyer sends its requests: round robin over several servers */
  urls: string[]
  buyers: Buyer[]
  performanceId: number
  /** every n-th buyer gives its first hold back (0: none) */
  releaseEvery?: number
  /** every n-th buyer pays with points instead of a card (0: none; they need the points) */
  pointsEvery?: number
  /** stop starting new purchases once this is true (the crash test) */
  stop?: () => boolean
}

const random = (n: number) => Math.floor(Math.random() * n)
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function request(url: string, token: string, method: string, body?: unknown) {
  const answer = await fetch(url, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  const text = await answer.text()
  return { status: answer.status, body: text ? JSON.parse(text) : undefined }
}

/**
 * A request that a person sends again after "Server is busy" (503 SERVER_BUSY: no pooled
 * connection or a statement timed out on a loaded machine, and nothing was changed): a few
 * tries, a moment apart. Only the seat plan and the hold, which change nothing or are
 * refused whole; a payment is never repeated (the app never repeats a write by itself either).
 */
async function requestAgainWhenBusy(url: string, token: string, method: string, body?: unknown) {
  for (let attempt = 1; ; attempt++) {
    const answer = await request(url, token, method, body)
    if (answer.status !== 503 || answer.body?.code !== 'SERVER_BUSY' || attempt >= 5) return answer
    await pause(100 * attempt + random(100))
  }
}

interface PlanSeat {
  id: string
  status: string
}

/** Seats a buyer might ask for: the seat rule allows them on this plan, front rows first. */
function placements(rows: SeatRow[], count: number): string[][] {
  const found: string[][] = []
  for (const row of rows) {
    for (let start = 0; start + count <= row.seats.length; start++) {
      const ids = row.seats.slice(start, start + count).map((seat) => seat.id)
      if (checkSeatSelection(rows, ids).ok) found.push(ids)
    }
  }
  return found
}

async function buy(
  options: Options,
  log: RaceLog,
  buyer: Buyer,
  index: number,
  kind: 'reserved' | 'generalAdmission',
  zoneId: number,
) {
  const base = options.urls[index % options.urls.length] as string
  const api = (path: string) => `${base}${path}${path.includes('?') ? '&' : '?'}locale=en_US`
  const wanted = 1 + (index % 4)
  let gaveBack = false
  for (let attempt = 0; attempt < 200 && !options.stop?.(); attempt++) {
    let body: object
    if (kind === 'reserved') {
      const plan = await requestAgainWhenBusy(
        api(`/api/performance/${options.performanceId}/seatPlan.do`),
        buyer.token,
        'GET',
      )
      const rows: SeatRow[] = plan.body.sections.flatMap(
        (section: { rows: { name: string; seats: (PlanSeat & { aisleBefore?: boolean })[] }[] }) =>
          section.rows.map((row) => ({
            id: row.name,
            label: row.name,
            seats: row.seats.map((seat) => ({
              id: seat.id,
              label: seat.id,
              status: seat.status as never,
              ...(seat.aisleBefore ? { gapBefore: true } : {}),
            })),
          })),
      )
      const seats = rows.flatMap((row) => row.seats)
      if (!seats.some((seat) => seat.status === 'available')) {
        if (!seats.some((seat) => seat.status === 'held') || stalled(log)) return
        await pause(20)
        continue
      }
      let choice: string[] | undefined
      for (let count = wanted; count >= 1 && !choice; count--) {
        const options = placements(rows, count).slice(0, 3)
        choice = options[random(options.length)]
      }
      if (!choice) return
      body = { performanceId: options.performanceId, seatIds: choice }
    } else {
      // ask for fewer after each refusal; once one is refused, wait for holds to lapse or pay
      const quantity = Math.max(1, wanted - attempt)
      body = {
        performanceId: options.performanceId,
        quantities: [{ priceZoneId: zoneId, quantity }],
      }
    }
    const held = await requestAgainWhenBusy(api('/api/basket/hold.do'), buyer.token, 'POST', body)
    if (held.status === 409) {
      if (kind === 'generalAdmission' && wanted - attempt <= 1) {
        if (log.granted - log.paid - log.released - log.failedPayments.length <= 0) return
        if (stalled(log)) return
        await pause(20)
      }
      continue
    }
    if (held.status !== 201)
      throw new Error(`hold answered ${held.status} ${JSON.stringify(held.body)}`)
    log.granted++
    log.lastProgress = Date.now()
    const grantedTickets = held.body.tickets.length
    if (options.releaseEvery && index % options.releaseEvery === 0 && !gaveBack) {
      gaveBack = true
      await request(api(`/api/basket/hold/${held.body.id}.do`), buyer.token, 'DELETE')
      log.released++
      log.lastProgress = Date.now()
      continue
    }
    const byPoints = !!options.pointsEvery && index % options.pointsEvery === 1
    const preview = await request(api('/api/checkout.do'), buyer.token, 'POST', {
      collectionMethod: 'eTicket',
      paymentMethod: byPoints ? 'points' : 'visa',
    })
    if (preview.status !== 200) {
      log.failedPayments.push(`checkout ${preview.status} ${preview.body?.code}`)
      return
    }
    const paid = await request(api('/api/payment.do'), buyer.token, 'POST', {
      previewId: preview.body.previewId,
      // ignored when paying by points
      cardToken: testTokens.approve,
    })
    if (paid.status !== 200) {
      log.failedPayments.push(`pay ${paid.status} ${paid.body?.code}`)
      return
    }
    log.paid++
    log.lastProgress = Date.now()
    log.paidTxnNos.push(paid.body.txnNo)
    // the buyer paid for what it was told it holds, not less (another took some meanwhile)
    if (paid.body.ticketCount !== grantedTickets) {
      log.failedPayments.push(`paid ${paid.body.ticketCount} of ${grantedTickets} tickets held`)
    }
    return
  }
}

/** Every buyer at once; resolves when each has bought, given up, or lost its server. */
export async function race(
  options: Options,
  kind: 'reserved' | 'generalAdmission',
  zoneId = 0,
): Promise<RaceLog> {
  const log: RaceLog = {
    lastProgress: Date.now(),
    granted: 0,
    paid: 0,
    released: 0,
    failedPayments: [],
    lost: 0,
    paidTxnNos: [],
  }
  await Promise.all(
    options.buyers.map((buyer, index) =>
      buy(options, log, buyer, index, kind, zoneId).catch((error: Error) => {
        // a request that never got an answer (the server was killed under it)
        if (error.name === 'TypeError' || /fetch failed|ECONNRE|socket/i.test(error.message)) {
          log.lost++
          return
        }
        throw error
      }),
    ),
  )
  return log
}

/** What must be true of a performance after any run: the list of what is not. */
export async function invariantProblems(
  db: Kysely<DB>,
  performanceId: number,
  now: Date,
  expect: { capacity?: number; log?: RaceLog },
): Promise<string[]> {
  const problems: string[] = []
  const { rows } = await sql<{
    seating: string
    capacity: number
    sold_places: number
    tickets_sold: number
    seat_sales: number
    distinct_seats: number
    live_unpaid: number
    paid_holds_without_sale: number
  }>`
    select p.seating,
      case when p.seating = 'reserved'
        then (select count(*) from seats where performance_id = p.id)
        else (select coalesce(sum(capacity), 0) from ga_quotas where performance_id = p.id) end::int as capacity,
      case when p.seating = 'reserved'
        then (select count(*) from seats where performance_id = p.id and status = 'sold')
        else (select coalesce(sum(sold), 0) from ga_quotas where performance_id = p.id) end::int as sold_places,
      (select coalesce(sum(ticket_count), 0) from transactions where performance_id = p.id)::int as tickets_sold,
      (select count(*) from transaction_seats where performance_id = p.id and seat_id is not null)::int as seat_sales,
      (select count(distinct seat_id) from transaction_seats where performance_id = p.id)::int as distinct_seats,
      (select count(*) from holds where performance_id = p.id and status = 'held' and expires_at > ${now})::int as live_unpaid,
      (select count(*) from holds h where h.performance_id = p.id and h.status = 'paid'
        and not exists (select 1 from transactions t where t.txn_no = h.txn_no))::int as paid_holds_without_sale
    from performances p where p.id = ${performanceId}
  `.execute(db)
  const row = rows[0]
  if (!row) return ['no such performance']
  if (row.tickets_sold !== row.sold_places) {
    problems.push(`${row.tickets_sold} tickets in transactions but ${row.sold_places} places sold`)
  }
  if (expect.capacity !== undefined && row.sold_places !== expect.capacity) {
    problems.push(`${row.sold_places} sold of a capacity of ${expect.capacity}`)
  }
  if (row.sold_places > row.capacity) problems.push(`sold past capacity (${row.sold_places})`)
  if (row.seat_sales !== row.distinct_seats) problems.push('a seat was sold twice')
  if (row.seating === 'reserved' && row.seat_sales !== row.sold_places) {
    problems.push(`${row.seat_sales} seats in transactions but ${row.sold_places} marked sold`)
  }
  if (row.live_unpaid > 0)
    problems.push(`${row.live_unpaid} holds neither paid, given back nor lapsed`)
  if (row.paid_holds_without_sale > 0) problems.push('a hold marked paid has no transaction')
  if (expect.log) {
    if (expect.log.failedPayments.length > 0) {
      problems.push(`granted holds that could not be paid: ${expect.log.failedPayments.join(', ')}`)
    }
    const found = await db
      .selectFrom('transactions')
      .select('txn_no')
      .where('txn_no', 'in', expect.log.paidTxnNos.length ? expect.log.paidTxnNos : [''])
      .execute()
    if (found.length !== expect.log.paidTxnNos.length) {
      problems.push(`${expect.log.paidTxnNos.length - found.length} paid transactions lost`)
    }
  }
  return problems
}
