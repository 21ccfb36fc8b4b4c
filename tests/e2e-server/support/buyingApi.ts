// What the buying tests ask the real server directly: a member's session, a performance to buy
// for, a row of free seats on its plan, and the member's transaction record (read from the
// database), the way the app's own calls ask.
import { expect, type Page } from '@playwright/test'
import { demoMember, logIn as logInAs, type Session } from './memberSession'

export type { Session } from './memberSession'

/** Logs demo member number `member` in (memberSession.ts). */
export const logIn = (page: Page, member: number) => logInAs(page, demoMember(member))

export async function apiJson<T>(
  page: Page,
  path: string,
  options: { session?: Session; data?: unknown } = {},
): Promise<T> {
  const headers = options.session ? { ...options.session } : {}
  const answer =
    options.data === undefined
      ? await page.request.get(path, { headers })
      : await page.request.post(path, { headers, data: options.data })
  expect(answer.ok(), `${path}: ${answer.status()}`).toBe(true)
  return (await answer.json()) as T
}

interface Performance {
  id: number
  seating: 'reserved' | 'generalAdmission'
  status: 'available' | 'limited' | 'soldOut' | 'notOnSale'
  priceZoneIds: number[]
}
export interface BuyableShow {
  eventId: number
  performanceId: number
  /** the event's other performances on sale besides this one */
  choices: number
}

/**
 * The `nth` performance on sale of the given seating, across the events on sale, so tests
 * running side by side each buy for a show of their own.
 */
export async function showOnSale(
  page: Page,
  seating: Performance['seating'],
  nth: number,
): Promise<BuyableShow> {
  const list = await apiJson<{ data: { id: number; status: string }[] }>(
    page,
    '/data/utsvEventList.json?pageSize=100&locale=en_US',
  )
  let seen = 0
  for (const event of list.data.filter((item) => item.status === 'onSale')) {
    const detail = await apiJson<{ performances: Performance[] }>(
      page,
      `/api/event/${event.id}.do?locale=en_US`,
    )
    const buyable = detail.performances.filter(
      (p) => p.status === 'available' || p.status === 'limited',
    )
    for (const performance of buyable.filter((p) => p.seating === seating)) {
      if (seen++ === nth) {
        return { eventId: event.id, performanceId: performance.id, choices: buyable.length }
      }
    }
  }
  throw new Error(`fewer than ${nth + 1} ${seating} performances on sale`)
}

interface PlanSeat {
  id: string
  number: string
  status: string
  aisleBefore?: boolean
}
interface PlanRow {
  name: string
  seats: PlanSeat[]
}

export interface FreeRow {
  /** the row's place among the plan's rows with seats, top to bottom (for arrow keys) */
  index: number
  name: string
  /** where the first of the two seats is in its row, from 0 (for arrow keys) */
  position: number
  seatIds: [string, string]
  /** the row's seat numbers of those two seats */
  numbers: [string, string]
}

const free = (seat: PlanSeat | undefined) => seat?.status === 'available'

/**
 * Two free seats side by side whose sale strands no single free seat: on their left the row's
 * end, an aisle or a seat taken; on their right the same, or two free seats together.
 */
function pairIn(seats: PlanSeat[]): number | undefined {
  for (let i = 0; i + 1 < seats.length; i++) {
    const [left, first, second, right, beyond] = [-1, 0, 1, 2, 3].map((n) => seats[i + n])
    if (!free(first) || !free(second) || second?.aisleBefore) continue
    const leftClosed = !left || first?.aisleBefore || !free(left)
    const rightClosed =
      !right || right.aisleBefore || !free(right) || (free(beyond) && !beyond?.aisleBefore)
    if (leftClosed && rightClosed) return i
  }
  return undefined
}

/**
 * Two seats to buy together in the `nth` row that has such a pair (tests side by side take
 * different rows), found on the plan as the server has it now.
 */
export async function freeRow(page: Page, performanceId: number, nth: number): Promise<FreeRow> {
  const plan = await apiJson<{ sections: { rows: PlanRow[] }[] }>(
    page,
    `/api/performance/${performanceId}/seatPlan.do?locale=en_US`,
  )
  const rows = plan.sections.flatMap((section) => section.rows).filter((r) => r.seats.length > 0)
  let seen = 0
  for (const [index, row] of rows.entries()) {
    const position = pairIn(row.seats)
    if (position === undefined || seen++ !== nth) continue
    const [a, b] = [row.seats[position], row.seats[position + 1]] as [PlanSeat, PlanSeat]
    return { index, name: row.name, position, seatIds: [a.id, b.id], numbers: [a.number, b.number] }
  }
  throw new Error(`no row number ${nth + 1} with two seats to buy on the plan of ${performanceId}`)
}

export interface TransactionRecord {
  txnNo: string
  confirmationNo: string
  event: Record<string, string>
  seats: {
    section: string
    /** the section's or cinema house's name in each language, when it has one */
    sectionName?: Record<string, string>
    row: string
    seat: string
    price: number
  }[]
  charges: { ticketTotal: number; grandTotal: number }
  collectionMethod: string
  paymentMethod: string
  eTickets?: { seat: string; code: string }[]
}

/** The member's transaction as the database keeps it (the detail the history links to). */
export const transactionRecord = (page: Page, session: Session, txnNo: string) =>
  apiJson<TransactionRecord>(page, `/api/Member/TransactionDetail.do?txnNo=${txnNo}&locale=en_US`, {
    session,
  })

/** The receipt operation's answer: the record with each e-ticket's signed code. */
export const receiptRecord = (page: Page, session: Session, txnNo: string) =>
  apiJson<TransactionRecord>(page, `/api/receipt/${txnNo}.do?locale=en_US`, { session })

/** The door's check of a ticket code: its status and answer. */
export async function checkTicketCode(page: Page, code: string) {
  const answer = await page.request.post('/api/ticket/verify.do?locale=en_US', { data: { code } })
  return { status: answer.status(), body: (await answer.json()) as Record<string, unknown> }
}
