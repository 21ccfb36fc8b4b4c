// The receipt: the transaction record, a signed code for each e-ticket (the QR the door scans;
// ticketCodes.ts) and the show as a calendar file (ics.ts), in the request's language.
import type { Kysely } from 'kysely'
import type { components } from '../../../app/api/schema.gen'
import type { Locale } from '../../../domain/preferences'
import type { DB } from '../../db/schema'
import { findTransaction } from '../transactions'
import { calendarFile } from './ics'
import { signTicketCode } from './ticketCodes'

type Transaction = components['schemas']['Transaction']

/** A show with no length of its own (concerts, plays) fills this much of the calendar. */
const eventCalendarMinutes = 120

export async function receipt(
  db: Kysely<DB>,
  memberId: number | null,
  txnNo: string,
  context: { locale: Locale; secret: string; now: Date },
): Promise<Transaction | undefined> {
  const transaction = await findTransaction(db, memberId, txnNo)
  if (!transaction) return undefined
  const show = await db
    .selectFrom('transactions as t')
    .leftJoin('performances as p', 'p.id', 't.performance_id')
    .leftJoin('events as e', 'e.id', 'p.event_id')
    .leftJoin('venues as v', 'v.id', 'e.venue_id')
    .leftJoin('cinema_shows as cs', 'cs.id', 't.cinema_show_id')
    .leftJoin('movies as m', 'm.id', 'cs.movie_id')
    .leftJoin('cinema_houses as ch', 'ch.id', 'cs.house_id')
    .leftJoin('venues as cv', 'cv.id', 'ch.venue_id')
    .select([
      't.performance_id',
      't.cinema_show_id',
      'm.duration_minutes',
      'v.address as venue_address',
      'cv.address as cinema_address',
    ])
    .where('t.txn_no', '=', txnNo)
    .executeTakeFirstOrThrow()
  const showKey = show.performance_id ? `P${show.performance_id}` : `C${show.cinema_show_id}`
  const { locale } = context
  const address = show.venue_address ?? show.cinema_address
  const seatLabel = (seat: Transaction['seats'][number]) =>
    [seat.section, seat.row, seat.seat].filter(Boolean).join(' ') || seat.priceZone[locale]
  const eTickets =
    transaction.collectionMethod === 'eTicket'
      ? transaction.seats.map((seat, n) => ({
          seat: seatLabel(seat),
          code: signTicketCode(context.secret, { txnNo, seq: n + 1, show: showKey }),
        }))
      : undefined
  const calendar = calendarFile({
    uid: `${txnNo}@citytix`,
    title: transaction.event[locale],
    startsAt: new Date(transaction.showStartsAt),
    durationMinutes: show.duration_minutes ?? eventCalendarMinutes,
    location: [transaction.venue[locale], address?.[locale]].filter(Boolean).join(', '),
    description: [
      `${txnNo} · ${transaction.confirmationNo}`,
      ...transaction.seats.map((seat) => `${seatLabel(seat)} · ${seat.priceZone[locale]}`),
    ].join('\n'),
    stamp: context.now,
  })
  return { ...transaction, ...(eTickets ? { eTickets } : {}), calendar }
}
