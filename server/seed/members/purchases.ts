// The demo members' ticket purchases: a performance the catalogue has, tickets the inventory
// hands out, and every field of the spec's transaction record. Charges follow the event (service
// fee per ticket, handling fee per transaction) and domain/delivery (delivery fee by region);
// the grand total is tickets + fees − discount.
import type { components } from '../../../contract/schema.gen'
import { maskCardNumber } from '../../../domain/cardNumber'
import { deliveryTerms, isDeliveryAvailable } from '../../../domain/delivery'
import { hongKongInstant, inHongKong } from '../../../domain/hongKongTime'
import type { Performance } from './catalogue'
import type { Inventory, Ticket } from './inventory'
import type { Numbering } from './numbers'
import type { DemoMember } from './people'
import type { Random } from './random'

export type PaymentMethod = components['schemas']['PaymentMethod']
export type CollectionMethod = components['schemas']['CollectionMethod']

export interface Purchase {
  txnNo: string
  confirmationNo: string
  member: DemoMember
  performance: Performance
  purchasedAt: Date
  tickets: Ticket[]
  collection: CollectionMethod
  payment: PaymentMethod
  cardNumber: string
  deliveryAddress: string | null
  /** when the courier took the tickets; waybill and tracking exist from then */
  dispatchedAt: Date | null
  waybillNo: string | null
  trackingNo: string | null
  ticketTotalCents: number
  serviceFeeCents: number
  handlingFeeCents: number
  deliveryFeeCents: number
  discountCents: number
  grandTotalCents: number
}

const hourMs = 3_600_000
const dayMs = 24 * hourMs

const cardPayments = {
  visa: 35,
  mastercard: 25,
  amex: 8,
  unionPay: 7,
  jcb: 3,
} as const satisfies Partial<Record<PaymentMethod, number>>
const walletPayments = { alipayHk: 8, wechatPayHk: 6, fps: 8 } as const
/** How a card number of each scheme starts, and how long it is. */
const cardSchemes: Record<keyof typeof cardPayments, { prefixes: string[]; length: number }> = {
  visa: { prefixes: ['4921', '4518', '4966', '4035'], length: 16 },
  mastercard: { prefixes: ['5425', '5178', '5520', '5301'], length: 16 },
  amex: { prefixes: ['3712', '3486', '3766'], length: 15 },
  unionPay: { prefixes: ['6250', '6212', '6222'], length: 16 },
  jcb: { prefixes: ['3528', '3566'], length: 16 },
}

export class Purchases {
  readonly all: Purchase[] = []
  private readonly cards = new Map<string, string>()

  constructor(
    private readonly random: Random,
    private readonly inventory: Inventory,
    private readonly numbering: Numbering,
    private readonly now: Date,
  ) {}

  /**
   * A purchase of `count` tickets to the performance, some time between `from` and the show,
   * or undefined when the window is closed or the tickets are not there.
   */
  tryBuy(
    member: DemoMember,
    performance: Performance,
    from: Date,
    options: { count?: number; collection?: CollectionMethod } = {},
  ): Purchase | undefined {
    const at = this.purchaseTime(performance, from)
    if (!at) return undefined
    const count = Math.min(
      options.count ?? Number(this.random.weighted({ 1: 20, 2: 50, 3: 12, 4: 18 })),
      performance.maxTickets,
    )
    const collection = options.collection ?? this.collection(member, at, performance)
    if (collection === 'delivery' && !this.canDeliver(member, at, performance)) return undefined
    const zone = this.random.pick(performance.zones)
    const tickets = this.inventory.take(performance, zone, count)
    if (!tickets) return undefined
    const payment = this.random.weighted({ ...cardPayments, ...walletPayments })
    return this.record({ member, performance, tickets, at, collection, payment })
  }

  /** A purchase whose tickets are already chosen (a matched wish paid by points). */
  record(input: {
    member: DemoMember
    performance: Performance
    tickets: Ticket[]
    at: Date
    collection: CollectionMethod
    payment: PaymentMethod
  }): Purchase {
    const { member, performance, tickets, at, collection, payment } = input
    this.inventory.sell(tickets)
    const ticketTotalCents = tickets.reduce((sum, ticket) => sum + ticket.zone.priceCents, 0)
    const serviceFeeCents = performance.serviceFeeCents * tickets.length
    const handlingFeeCents = performance.handlingFeeCents
    const delivered = collection === 'delivery'
    const deliveryFeeCents = delivered ? deliveryTerms[member.home.region].feeFromHkd * 100 : 0
    const discountCents = this.discount(ticketTotalCents, payment)
    const dispatchedAt = delivered ? new Date(+at + this.random.int(20, 70) * hourMs) : null
    const dispatched = dispatchedAt !== null && dispatchedAt <= this.now
    const purchase: Purchase = {
      txnNo: this.numbering.dated('T', at),
      confirmationNo: this.numbering.confirmation(),
      member,
      performance,
      purchasedAt: at,
      tickets,
      collection,
      payment,
      cardNumber: this.cardNumber(member, payment),
      deliveryAddress: delivered ? member.home.oneLine(member.flat) : null,
      dispatchedAt: dispatched ? dispatchedAt : null,
      waybillNo: dispatched ? this.numbering.dated('WB', dispatchedAt) : null,
      trackingNo: dispatched ? this.numbering.tracking() : null,
      ticketTotalCents,
      serviceFeeCents,
      handlingFeeCents,
      deliveryFeeCents,
      discountCents,
      grandTotalCents:
        ticketTotalCents + serviceFeeCents + handlingFeeCents + deliveryFeeCents - discountCents,
    }
    this.all.push(purchase)
    return purchase
  }

  canDeliver(member: DemoMember, at: Date, performance: Performance): boolean {
    return isDeliveryAvailable(member.home.region, at, performance.startsAt)
  }

  /**
   * A daytime or evening moment (Hong Kong) after `from`, after the event went on sale, within
   * four months before the show and at least two hours before it; undefined when there is none.
   */
  private purchaseTime(performance: Performance, from: Date): Date | undefined {
    const earliest = Math.max(
      +from,
      +(performance.onSaleAt ?? 0),
      +performance.startsAt - 120 * dayMs,
    )
    const latest = Math.min(+this.now - 10 * 60_000, +performance.startsAt - 2 * hourMs)
    if (latest <= earliest) return undefined
    for (let attempt = 0; attempt < 5; attempt++) {
      const day = inHongKong(earliest + this.random.next() * (latest - earliest))
      const at = hongKongInstant(
        day.year,
        day.month,
        day.day,
        this.random.int(9, 23),
        this.random.int(0, 59),
        this.random.int(0, 59),
      )
      if (+at >= earliest && +at <= latest) return at
    }
    return new Date(earliest + this.random.next() * (latest - earliest))
  }

  private collection(member: DemoMember, at: Date, performance: Performance): CollectionMethod {
    const choice = this.random.weighted({ eTicket: 50, delivery: 20, boxOffice: 15, kiosk: 15 })
    if (choice === 'delivery' && !this.canDeliver(member, at, performance)) return 'eTicket'
    return choice
  }

  /** Now and then an offer: 10% off the tickets with some cards, or a HK$50 coupon. */
  private discount(ticketTotalCents: number, payment: PaymentMethod): number {
    if (payment === 'points' || !this.random.chance(0.15)) return 0
    if (payment in cardPayments && this.random.chance(0.6)) {
      return Math.floor(ticketTotalCents / 1000) * 100
    }
    return Math.min(5000, ticketTotalCents)
  }

  /** One card per scheme per member, masked as receipts show it; no card number otherwise. */
  private cardNumber(member: DemoMember, payment: PaymentMethod): string {
    if (!(payment in cardSchemes)) return ''
    const key = `${member.number}|${payment}`
    let masked = this.cards.get(key)
    if (!masked) {
      const scheme = cardSchemes[payment as keyof typeof cardSchemes]
      const prefix = this.random.pick(scheme.prefixes)
      masked = maskCardNumber(`${prefix}${this.random.digits(scheme.length - prefix.length)}`)
      this.cards.set(key, masked)
    }
    return masked
  }
}
