// Wish lists: ranked wishes for coming performances, at most `wishListMaxTickets` tickets per
// member across all their wishes, in every status. A matched wish names its seats (seat_info),
// which the seed sells to nobody else, but writes no hold (holds belong to selling, with their
// own rows); a bought one is a transaction paid by points; a failed payment took the points and
// gave them back.
import { deliveryTerms } from '../../../domain/delivery'
import { wishListMaxTickets } from '../../../domain/wishList'
import type { WishListStatus } from '../../../domain/wishListStatus'
import type { LocalizedText } from '../../db/schema'
import type { Performance, Zone } from './catalogue'
import type { Inventory, Ticket } from './inventory'
import type { DemoMember } from './people'
import type { Spend } from './points'
import type { CollectionMethod, Purchase, Purchases } from './purchases'
import type { Random } from './random'
import { wishPaymentText, wishRefundText, wishResults } from './texts'

export interface Wish {
  member: DemoMember
  sequence: number
  performance: Performance
  zone: Zone
  quantity: number
  delivery: CollectionMethod
  deliveryFeeCents: number
  status: WishListStatus
  tickets: Ticket[] | null
  seatInfo: string | null
  pointsPaid: number
  result: LocalizedText | null
  createdAt: Date
  /** when it was matched, not matched or cancelled */
  decidedAt: Date | null
  /** when a payment was tried (bought or failed) */
  paidAt: Date
  purchase: Purchase | null
  /** points a payment would take now (matched, not yet paid) */
  dueToPay: number
  /** pay by then, says the result (matched, not yet paid) */
  deadline: Date | null
}

const hourMs = 3_600_000
const dayMs = 24 * hourMs
/** Statuses that come with seats. */
const seated: WishListStatus[] = ['matched', 'bought', 'pointsNotPaid', 'paymentFailed']
/** member001 shows one of each of the most telling statuses. */
const showcaseStatuses: WishListStatus[] = ['bought', 'pointsNotPaid', 'matching', 'notMatched']

/** How many tickets each wish asks for: 1–4 wishes, the total within the limit. */
function quantities(random: Random, wishes: number): number[] {
  const result = Array.from({ length: wishes }, () => 1)
  let spare = wishListMaxTickets - wishes
  for (let i = 0; i < wishes && spare > 0; i++) {
    const more = random.int(0, Math.min(1, spare))
    result[i] = (result[i] ?? 1) + more
    spare -= more
  }
  return result
}

/** The show for member001's unpaid wish: the first whose dearest seat is HK$500 to HK$900. */
function showcaseUnpaid(soon: Performance[], fallback: Performance): Performance {
  const dearest = (p: Performance) => Math.max(...p.zones.map((z) => z.priceCents))
  return soon.find((p) => dearest(p) >= 500_00 && dearest(p) <= 900_00) ?? fallback
}

export class WishLists {
  readonly all: Wish[] = []

  constructor(
    private readonly random: Random,
    private readonly inventory: Inventory,
    private readonly purchases: Purchases,
    private readonly now: Date,
  ) {}

  /** The member's wishes, and the points payments they made. */
  plan(member: DemoMember, upcoming: Performance[], showcase: boolean): Spend[] {
    const soon = upcoming.filter((p) => +p.startsAt > +this.now + 3 * dayMs)
    if (soon.length === 0) return []
    const count = showcase ? showcaseStatuses.length : this.random.int(1, 4)
    const sizes = showcase ? showcaseStatuses.map(() => 1) : quantities(this.random, count)
    const spends: Spend[] = []
    sizes.forEach((quantity, index) => {
      const status: WishListStatus = showcase
        ? (showcaseStatuses[index] as WishListStatus)
        : this.random.weighted({
            added: 14,
            matching: 20,
            matched: 12,
            notMatched: 12,
            bought: 16,
            pointsNotPaid: 10,
            cancelled: 8,
            paymentFailed: 8,
          })
      const picked = this.random.pick(soon)
      // member001's unpaid wish must stay unpaid after the ledger (settle) yet be payable once
      // a 1,000-point package is bought: a show whose dearest seat costs HK$500 to HK$900
      const performance =
        showcase && status === 'pointsNotPaid' ? showcaseUnpaid(soon, picked) : picked
      const zones = performance.zones
      // an unpaid wish is for the dearest seats: that is why the points ran short
      const zone = status === 'pointsNotPaid' ? (zones.at(-1) as Zone) : this.random.pick(zones)
      const wish = this.decide(member, index + 1, performance, zone, quantity, status)
      this.all.push(wish)
      const spend = this.spendOf(wish)
      if (spend) spends.push(spend)
    })
    return spends
  }

  /** After the ledger: a wish waiting for points the member has is simply matched. */
  settle(member: DemoMember, balance: number) {
    for (const wish of this.all) {
      if (wish.member !== member || wish.status !== 'pointsNotPaid') continue
      if (balance < wish.dueToPay) continue
      wish.status = 'matched'
      wish.result = wishResults.matched(wish.deadline as Date)
    }
  }

  private decide(
    member: DemoMember,
    sequence: number,
    performance: Performance,
    zone: Zone,
    quantity: number,
    wanted: WishListStatus,
  ): Wish {
    const latest = Math.min(+this.now, +performance.startsAt - 2 * dayMs)
    const createdAt =
      wanted === 'added'
        ? new Date(latest - this.random.int(2, 140) * hourMs)
        : new Date(latest - this.random.int(12, 50) * dayMs)
    // decided at least six hours ago, so a failed payment's refund is in the past too
    const decidedAt = new Date(
      Math.min(
        +createdAt + this.random.int(3, 10) * dayMs,
        +this.now - this.random.int(6, 30) * hourMs,
      ),
    )
    const paidAt = new Date(+decidedAt + this.random.int(5, 90) * 60_000)
    const delivery = this.deliveryOf(member, paidAt, performance)
    const deliveryFeeCents =
      delivery === 'delivery' ? deliveryTerms[member.home.region].feeFromHkd * 100 : 0
    let status = wanted
    let tickets: Ticket[] | null = null
    if (seated.includes(status)) {
      tickets = this.inventory.take(performance, zone, quantity) ?? null
      // nothing left to match with: the ballot could not match it
      if (!tickets) status = 'notMatched'
    }
    const deadline = new Date(+this.now + this.random.int(2, 4) * dayMs)
    const dueToPay = Math.ceil(
      (zone.priceCents * quantity +
        performance.serviceFeeCents * quantity +
        performance.handlingFeeCents +
        deliveryFeeCents) /
        100,
    )
    const wish: Wish = {
      member,
      sequence,
      performance,
      zone,
      quantity,
      delivery,
      deliveryFeeCents,
      status,
      tickets,
      seatInfo:
        tickets && performance.seating === 'reserved'
          ? tickets.map((ticket) => ticket.seat?.seatId).join(', ')
          : null,
      pointsPaid: 0,
      result: null,
      createdAt,
      decidedAt: status === 'added' || status === 'matching' ? null : decidedAt,
      paidAt,
      purchase: null,
      dueToPay,
      deadline: null,
    }
    switch (status) {
      case 'bought': {
        const purchase = this.purchases.record({
          member,
          performance,
          tickets: tickets as Ticket[],
          at: paidAt,
          collection: delivery,
          payment: 'points',
        })
        wish.purchase = purchase
        wish.pointsPaid = Math.ceil(purchase.grandTotalCents / 100)
        wish.result = wishResults.bought(wish.pointsPaid)
        break
      }
      case 'matched':
      case 'pointsNotPaid':
      case 'paymentFailed':
        wish.deadline = deadline
        wish.result =
          status === 'matched'
            ? wishResults.matched(deadline)
            : status === 'pointsNotPaid'
              ? wishResults.pointsNotPaid
              : wishResults.paymentFailed
        break
      case 'notMatched':
        wish.result = wishResults.notMatched
        break
      case 'cancelled':
        wish.result = wishResults.cancelled(decidedAt)
        break
      default:
        break
    }
    return wish
  }

  private spendOf(wish: Wish): Spend | undefined {
    const event = wish.performance.title
    if (wish.status === 'bought' && wish.purchase) {
      return {
        at: wish.purchase.purchasedAt,
        points: wish.pointsPaid,
        txnNo: wish.purchase.txnNo,
        description: wishPaymentText(event),
      }
    }
    if (wish.status === 'paymentFailed' && wish.decidedAt) {
      return {
        at: wish.paidAt,
        points: wish.dueToPay,
        txnNo: null,
        description: wishPaymentText(event),
        refund: { afterMs: this.random.int(1, 3) * hourMs, description: wishRefundText(event) },
      }
    }
    return undefined
  }

  private deliveryOf(member: DemoMember, at: Date, performance: Performance): CollectionMethod {
    const choice = this.random.weighted({ eTicket: 65, delivery: 15, boxOffice: 10, kiosk: 10 })
    if (choice === 'delivery' && !this.purchases.canDeliver(member, at, performance))
      return 'eTicket'
    return choice
  }
}
