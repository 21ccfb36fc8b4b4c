// The receipt: the transaction record, a signed code for each e-ticket (the QR the door scans;
// ticketCodes.ts) and the show as a calendar file (ics.ts), in the request's language.
import type { Kysely } from 'kysely'
import type { components } from '../../../contract/schema.gen'
import type { Locale } from '../../../domain/preferences'
import { ticketSeatName } from '../../../domain/seatName'
import { standardTicketType, ticketTypeLine } from '../../../domain/ticketTypes'
import type { DB } from '../../db/schema'
import { i18nFor } from '../../i18n'
import { findTransactionAndShow } from '../transactions'
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
  const found = await findTransactionAndShow(db, memberId, txnNo)
  if (!found) return undefined
  const { transaction, show } = found
  const showKey = show.performanceId ? `P${show.performanceId}` : `C${show.cinemaShowId}`
  const { locale } = context
  const address = show.address
  const i18n = i18nFor(locale)
  const seatLabel = (seat: Transaction['seats'][number]) => ticketSeatName(i18n, seat)
  const typeLine = (seat: Transaction['seats'][number]) =>
    ticketTypeLine(seat.ticketType ?? standardTicketType, (descriptor) => i18n._(descriptor))
  const eTickets =
    transaction.collectionMethod === 'eTicket'
      ? transaction.seats.map((seat, n) => ({
          seat: seatLabel(seat),
          code: signTicketCode(context.secret, { txnNo, seq: n + 1, show: showKey }),
          ticketType: seat.ticketType ?? standardTicketType,
          ticketTypeLine: typeLine(seat),
        }))
      : undefined
  const calendar = calendarFile({
    uid: `${txnNo}@citytix`,
    title: transaction.event[locale],
    startsAt: new Date(transaction.showStartsAt),
    durationMinutes: show.durationMinutes ?? eventCalendarMinutes,
    location: [transaction.venue[locale], address?.[locale]].filter(Boolean).join(', '),
    description: [
      `${txnNo} · ${transaction.confirmationNo}`,
      ...transaction.seats.map(
        (seat) => `${seatLabel(seat)} · ${seat.priceZone[locale]} · ${typeLine(seat)}`,
      ),
    ].join('\n'),
    stamp: context.now,
  })
  return { ...transaction, ...(eTickets ? { eTickets } : {}), calendar }
}
