// Each member's inbox: what happened to their bookings, wishes and points, and notices sent to
// everyone, 3–10 over the last five months (so some are older than the inbox's three months).
// Older ones are mostly read; the newest are often not.
import { monthsBefore } from '../../../domain/history'
import { hongKongInstant, inHongKong } from '../../../domain/hongKongTime'
import { maintenanceWindow } from '../../../domain/hours'
import type { Ledger } from './points'
import type { Purchase } from './purchases'
import type { Random } from './random'
import { broadcasts, type NoticeText, notices } from './texts'
import type { Wish } from './wishList'

export interface Notice extends NoticeText {
  sentAt: Date
  read: boolean
}

const dayMs = 86_400_000
const minuteMs = 60_000
export const noticeMonths = 5
const fewest = 3
const most = 10
/** reminders of expiring points go out this long before */
const reminderDays = 45

/** A time of day in Hong Kong on the date `daysAgo` before now. */
function daysAgo(now: Date, days: number, hour: number): Date {
  const { year, month, day } = inHongKong(+now - days * dayMs)
  return hongKongInstant(year, month, day, hour)
}

/** The first maintenance day (a Wednesday) on or after the instant's Hong Kong date. */
function maintenanceDayFrom(at: Date): Date {
  for (let ahead = 0; ; ahead++) {
    const day = inHongKong(+at + ahead * dayMs)
    if (maintenanceWindow.days.includes(day.weekday)) {
      return hongKongInstant(day.year, day.month, day.day)
    }
  }
}

/** Notices sent to every member, at times relative to `now`. */
export function broadcastSchedule(now: Date): Notice[] {
  const sent = (days: number, hour: number, notice: NoticeText) => ({
    ...notice,
    sentAt: daysAgo(now, days, hour),
    read: false,
  })
  const earlier = daysAgo(now, 128, 10)
  const policyDate = daysAgo(now, 108, 0)
  return [
    {
      ...broadcasts.maintenance(maintenanceDayFrom(new Date(+earlier + 4 * dayMs))),
      sentAt: earlier,
      read: false,
    },
    sent(115, 11, broadcasts.privacyPolicy(new Date(+policyDate + 14 * dayMs))),
    sent(96, 15, broadcasts.phishing),
    sent(64, 12, broadcasts.cardLayout),
    sent(38, 9, broadcasts.typhoon),
    // the coming maintenance, announced a few days ahead
    {
      ...broadcasts.maintenance(maintenanceDayFrom(new Date(+now + dayMs))),
      sentAt: daysAgo(now, 2, 10),
      read: false,
    },
  ]
}

export function noticesFor(input: {
  purchases: Purchase[]
  wishes: Wish[]
  ledger: Ledger | undefined
  schedule: Notice[]
  random: Random
  now: Date
  showcase: boolean
}): Notice[] {
  const { random, now } = input
  const from = monthsBefore(now, noticeMonths)
  const own: Notice[] = []
  const add = (sentAt: Date, notice: NoticeText) => {
    if (sentAt >= from && sentAt <= now) own.push({ ...notice, sentAt, read: false })
  }

  for (const p of input.purchases) {
    const { title, startsAt } = p.performance
    add(
      new Date(+p.purchasedAt + random.int(1, 4) * minuteMs),
      notices.bookingConfirmed(title, startsAt, p.tickets.length, p.txnNo),
    )
    const beforeShow = (days: number) =>
      new Date(Math.max(+p.purchasedAt + 60 * minuteMs, +startsAt - days * dayMs))
    if (p.collection === 'eTicket')
      add(beforeShow(3), notices.eTicketReady(title, startsAt, p.txnNo))
    if (p.collection === 'boxOffice' || p.collection === 'kiosk') {
      add(beforeShow(5), notices.collect(title, startsAt, p.txnNo, p.collection))
    }
    if (p.dispatchedAt && p.trackingNo)
      add(p.dispatchedAt, notices.dispatched(title, startsAt, p.trackingNo))
  }

  for (const wish of input.wishes) {
    const { title, startsAt } = wish.performance
    const id = wish.tickets?.[0]?.seat?.section
    const section = id === undefined ? null : (wish.performance.sections.get(id) ?? id)
    const at = wish.decidedAt
    if (!at) continue
    if (wish.status === 'bought' && wish.purchase) {
      add(
        new Date(+wish.purchase.purchasedAt + minuteMs),
        notices.wishBought(title, startsAt, wish.pointsPaid, wish.purchase.txnNo),
      )
    } else if (wish.status === 'matched' || wish.status === 'pointsNotPaid') {
      add(
        at,
        notices.wishMatched(
          title,
          startsAt,
          wish.quantity,
          section,
          wish.deadline as Date,
          wish.status === 'matched',
        ),
      )
    } else if (wish.status === 'notMatched') {
      add(at, notices.wishNotMatched(title, startsAt))
    } else if (wish.status === 'paymentFailed') {
      add(new Date(+wish.paidAt + 5 * minuteMs), notices.wishPaymentFailed(title, startsAt))
    }
  }

  if (input.ledger) {
    for (const entry of input.ledger.entries) {
      if (entry.type === 'topUp' && entry.expiresOn) {
        add(new Date(+entry.at + minuteMs), notices.pointsAdded(entry.points, entry.expiresOn))
      }
    }
    for (const lot of [...input.ledger.expiring, ...input.ledger.expired]) {
      const expiresAt = Date.parse(`${lot.expiresOn}T00:00:00+08:00`)
      add(
        daysAgo(new Date(expiresAt), reminderDays, 9),
        notices.pointsExpiring(lot.points, lot.expiresOn),
      )
    }
  }

  // every member hears some of the general notices, at least enough to have three; member001
  // gets the first and the last, so the newest of their own fit beside them
  const chosen = input.showcase
    ? [input.schedule[0], input.schedule.at(-1)].filter((n) => n !== undefined)
    : input.schedule.filter(() => random.chance(0.5))
  for (const notice of random.shuffle(input.schedule)) {
    if (own.length + chosen.length >= fewest) break
    if (!chosen.includes(notice)) chosen.push(notice)
  }
  let inbox = [...own].sort((a, b) => +a.sentAt - +b.sentAt)
  while (inbox.length + chosen.length > most) {
    inbox.splice(input.showcase ? 0 : random.int(0, inbox.length - 1), 1)
  }
  inbox = [...inbox, ...chosen.map((notice) => ({ ...notice }))].sort(
    (a, b) => +a.sentAt - +b.sentAt,
  )

  return inbox.map((notice, index) => {
    const age = +now - +notice.sentAt
    const newest = inbox.length - index
    const read = input.showcase ? newest > 3 : random.chance(age > 30 * dayMs ? 0.9 : 0.35)
    return { ...notice, read }
  })
}
