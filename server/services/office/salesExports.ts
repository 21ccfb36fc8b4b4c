// A performance's sales and attendee list as CSV (issue #35), produced a page of rows at a time
// so a large sale streams out instead of being built as one string. UTF-8 with a byte order
// mark (Excel then reads Chinese), CRLF lines, and every cell a spreadsheet would take for a
// formula (= + - @, tab, carriage return first) made text with a leading apostrophe.
import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { type Kysely, sql } from 'kysely'
import { notFound } from '../../../domain/domainError'
import { hongKongIsoString } from '../../../domain/hongKongTime'
import { fallbackLocale, type Locale } from '../../../domain/preferences'
import { ticketSeatName } from '../../../domain/seatName'
import { isTicketType, ticketTypeLabels } from '../../../domain/ticketTypes'
import type { DB, LocalizedText } from '../../db/schema'

/** rows read per statement: the stream's step */
const defaultPageSize = 500

/** One CSV cell: safe from formula injection, quoted when it holds a comma, quote or line break. */
export function csvCell(value: string | number): string {
  const text = String(value)
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

const csvLine = (cells: readonly (string | number)[]) => `${cells.map(csvCell).join(',')}\r\n`

const inLocale = (text: LocalizedText | null, locale: Locale) =>
  text ? (text[locale] ?? text[fallbackLocale]) : ''

/** "2026-12-01 19:30" in Hong Kong time. */
const hongKongMinute = (instant: Date) => hongKongIsoString(instant).slice(0, 16).replace('T', ' ')

const money = (cents: number) => (cents / 100).toFixed(2)

/** The performance's event, or NOT_FOUND: checked before the download's headers go out. */
export async function salesFileName(db: Kysely<DB>, performanceId: number, kind: string) {
  const row = await db
    .selectFrom('performances')
    .select('id')
    .where('id', '=', performanceId)
    .executeTakeFirst()
  if (!row) throw notFound()
  return `citytix-${performanceId}-${kind}.csv`
}

const salesHeader: readonly MessageDescriptor[] = [
  msg`Transaction`,
  msg`Date`,
  msg`Price zone`,
  msg`Ticket type`,
  msg`Seat`,
  msg`Price (HKD)`,
  msg`Payment`,
]

interface SaleLine {
  txn_no: string
  seq: number
  purchased_at: Date
  payment_method: string
  zone: LocalizedText | null
  section_name: LocalizedText | null
  row_name: string
  seat: string
  ticket_type: string | null
  price_cents: number
}

/** One line per ticket sold for the performance, in the order they were sold. */
export async function* salesCsv(
  db: Kysely<DB>,
  i18n: I18n,
  performanceId: number,
  pageSize = defaultPageSize,
): AsyncGenerator<string> {
  const locale = i18n.locale as Locale
  yield `\uFEFF${csvLine(salesHeader.map((title) => i18n._(title)))}`
  let after = { txnNo: '', seq: -1 }
  for (;;) {
    const { rows } = await sql<SaleLine>`
      select s.txn_no, s.seq, t.purchased_at, t.payment_method, z.name as zone,
        vs.name as section_name, s.row_name, s.seat, s.ticket_type, s.price_cents
      from transaction_seats s
        join transactions t on t.txn_no = s.txn_no
        join performances p on p.id = t.performance_id
        join events e on e.id = p.event_id
        left join price_zones z on z.id = s.price_zone_id
        left join venue_sections vs on vs.venue_id = e.venue_id and vs.section_id = s.section
      where t.performance_id = ${performanceId}
        and (s.txn_no, s.seq) > (${after.txnNo}, ${after.seq})
      order by s.txn_no, s.seq
      limit ${pageSize}
    `.execute(db)
    for (const row of rows) {
      const zone = row.zone ?? { en: '', 'zh-Hans': '', 'zh-Hant': '' }
      const type = isTicketType(row.ticket_type) ? row.ticket_type : 'standard'
      yield csvLine([
        row.txn_no,
        hongKongMinute(row.purchased_at),
        inLocale(row.zone, locale),
        i18n._(ticketTypeLabels[type]),
        ticketSeatName(i18n, {
          ...(row.section_name ? { sectionName: row.section_name } : {}),
          row: row.row_name,
          seat: row.seat,
          priceZone: zone,
        }),
        money(row.price_cents),
        row.payment_method,
      ])
    }
    const last = rows.at(-1)
    if (!last || rows.length < pageSize) return
    after = { txnNo: last.txn_no, seq: last.seq }
  }
}

const attendeeHeader: readonly MessageDescriptor[] = [
  msg`Name`,
  msg`Email`,
  msg`Transaction`,
  msg`Tickets`,
  msg`Seats`,
]

interface AttendeeLine {
  txn_no: string
  name: string
  email: string | null
  seats: { zone: LocalizedText | null; section: LocalizedText | null; row: string; seat: string }[]
}

/** One line per transaction: who bought (the member's name and email), and their seats. */
export async function* attendeesCsv(
  db: Kysely<DB>,
  i18n: I18n,
  performanceId: number,
  pageSize = defaultPageSize,
): AsyncGenerator<string> {
  yield `\uFEFF${csvLine(attendeeHeader.map((title) => i18n._(title)))}`
  let after = ''
  for (;;) {
    const { rows } = await sql<AttendeeLine>`
      select t.txn_no,
        coalesce(nullif(trim(m.first_name || ' ' || m.last_name), ''), t.name) as name,
        m.email,
        (select coalesce(json_agg(json_build_object('zone', z.name, 'section', vs.name,
            'row', s.row_name, 'seat', s.seat) order by s.seq), '[]')
          from transaction_seats s
            left join price_zones z on z.id = s.price_zone_id
            left join venue_sections vs on vs.venue_id = e.venue_id and vs.section_id = s.section
          where s.txn_no = t.txn_no) as seats
      from transactions t
        join performances p on p.id = t.performance_id
        join events e on e.id = p.event_id
        left join members m on m.id = t.member_id
      where t.performance_id = ${performanceId} and t.txn_no > ${after}
      order by t.txn_no
      limit ${pageSize}
    `.execute(db)
    for (const row of rows) {
      const seats = row.seats.map((seat) =>
        ticketSeatName(i18n, {
          ...(seat.section ? { sectionName: seat.section } : {}),
          row: seat.row,
          seat: seat.seat,
          priceZone: seat.zone ?? { en: '', 'zh-Hans': '', 'zh-Hant': '' },
        }),
      )
      yield csvLine([row.name, row.email ?? '', row.txn_no, seats.length, seats.join('; ')])
    }
    const last = rows.at(-1)
    if (!last || rows.length < pageSize) return
    after = last.txn_no
  }
}
