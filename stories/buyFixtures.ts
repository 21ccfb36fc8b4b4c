// Contract-shaped answers (openapi.yaml schemas) for the event purchase's stories: a concert
// with reserved seats, a free-seating one, a member's basket, a checkout preview and a receipt.
// Times are set against the stories' held clock (purchaseStory.ts).
import type { Schemas } from '../app/api/queries'
import { fromNow } from './purchaseStory'
import { receiptCalendar } from './receiptCalendar'

export const text = (en: string, zhHant: string, zhHans: string): Schemas['LocalizedText'] => ({
  en,
  'zh-Hant': zhHant,
  'zh-Hans': zhHans,
})

/** A poster drawn as inline SVG, so stories render the same offline and in screenshots. */
export function picture(from: string, to: string, line: string, width = 600, height = 800) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#g)"/><text x="40" y="${height - 60}" font-family="sans-serif" font-size="48" font-weight="700" fill="#fff">${line}</text></svg>`
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}

const concertHall: Schemas['VenueRef'] = {
  id: 'hkcc-concert-hall',
  name: text('Hong Kong Cultural Centre Concert Hall', '香港文化中心音樂廳', '香港文化中心音乐厅'),
}
const freespace: Schemas['VenueRef'] = {
  id: 'wkcd-freespace',
  name: text('Freespace, West Kowloon', '西九文化區自由空間', '西九文化区自由空间'),
}

const stallsA = { id: 81011, name: text('Stalls A', '堂座甲區', '堂座甲区'), price: 880 }
const stallsB = { id: 81012, name: text('Stalls B', '堂座乙區', '堂座乙区'), price: 580 }
const circle = {
  id: 81013,
  name: text('Circle', '樓座', '楼座'),
  price: 380,
  concession: text(
    'Half price for full-time students and people aged 60 or above.',
    '全日制學生及60歲或以上人士半價。',
    '全日制学生及60岁或以上人士半价。',
  ),
}

/** Reserved seats: three performances, one of them sold out. */
export const concert: Schemas['EventDetail'] = {
  id: 8101,
  title: text(
    'Hong Kong Philharmonic: New Year Celebration',
    '港樂：新年音樂會',
    '港乐：新年音乐会',
  ),
  presenter: text('Hong Kong Philharmonic Orchestra', '香港管弦樂團', '香港管弦乐团'),
  category: 'music',
  imageUrl: picture('#0b4f3c', '#1f9d6b', 'HK Phil'),
  venue: concertHall,
  region: 'hongKong',
  firstShow: '2026-12-13T20:00:00+08:00',
  lastShow: '2026-12-14T20:00:00+08:00',
  priceFrom: 380,
  priceTo: 880,
  onSaleAt: '2026-11-01T10:00:00+08:00',
  status: 'onSale',
  likes: 4_210,
  dailyRecommendation: false,
  description: text(
    'Waltzes, polkas and a few surprises to welcome the new year.',
    '以圓舞曲、波爾卡和驚喜迎接新年。',
    '以圆舞曲、波尔卡和惊喜迎接新年。',
  ),
  performances: [
    {
      id: 810101,
      startsAt: '2026-12-13T20:00:00+08:00',
      seating: 'reserved',
      status: 'available',
      priceZoneIds: [81011, 81012, 81013],
    },
    {
      id: 810102,
      startsAt: '2026-12-14T15:00:00+08:00',
      seating: 'reserved',
      status: 'limited',
      priceZoneIds: [81011, 81012, 81013],
    },
    {
      id: 810103,
      startsAt: '2026-12-14T20:00:00+08:00',
      seating: 'reserved',
      status: 'soldOut',
      priceZoneIds: [81011, 81012, 81013],
    },
  ],
  priceZones: [stallsA, stallsB, circle],
  seatPlanImageUrl: picture('#444', '#888', 'Seating plan', 800, 500),
  maxTicketsPerTransaction: 6,
  fees: { servicePerTicket: 8, handlingPerTransaction: 20 },
}

/** Free seating, one performance (chosen for the buyer). */
export const jazzNight: Schemas['EventDetail'] = {
  ...concert,
  id: 8102,
  title: text('Harbourfront Jazz Night', '海濱爵士夜', '海滨爵士夜'),
  presenter: text('West Kowloon Cultural District', '西九文化區', '西九文化区'),
  imageUrl: picture('#1b3a6b', '#3f7fd1', 'Jazz Night'),
  venue: freespace,
  firstShow: '2026-12-19T19:30:00+08:00',
  lastShow: '2026-12-19T19:30:00+08:00',
  priceFrom: 240,
  priceTo: 480,
  performances: [
    {
      id: 810201,
      startsAt: '2026-12-19T19:30:00+08:00',
      seating: 'generalAdmission',
      status: 'available',
      priceZoneIds: [81021, 81022],
    },
  ],
  priceZones: [
    { id: 81021, name: text('Standing', '企位', '站位'), price: 480 },
    {
      id: 81022,
      name: text('Standing, concession', '企位（優惠）', '站位（优惠）'),
      price: 240,
      concession: text(
        'For full-time students and people aged 60 or above; show proof at the entrance.',
        '適用於全日制學生及60歲或以上人士，入場時須出示證明。',
        '适用于全日制学生及60岁或以上人士，入场时须出示证明。',
      ),
    },
  ],
  maxTicketsPerTransaction: 4,
}

/** Seats of a row, `sold` and `held` by number, an aisle before the numbers in `aisles`. */
function row(
  section: string,
  name: string,
  count: number,
  priceZoneId: number,
  { sold = [] as number[], held = [] as number[], aisles = [] as number[] } = {},
): Schemas['SeatRow'] {
  return {
    name,
    seats: Array.from({ length: count }, (_, i) => {
      const number = i + 1
      const status = sold.includes(number) ? 'sold' : held.includes(number) ? 'held' : 'available'
      return {
        id: `${section}-${name}-${number}`,
        number: String(number),
        status,
        priceZoneId,
        ...(aisles.includes(number) ? { aisleBefore: true } : {}),
      }
    }),
  }
}

export const concertSeatPlan: Schemas['SeatPlan'] = {
  performanceId: 810101,
  sections: [
    {
      id: 'stalls',
      name: text('Stalls', '堂座', '堂座'),
      rows: [
        row('stalls', 'A', 14, 81011, { sold: [5, 6, 7, 8, 9, 10], aisles: [4, 11] }),
        row('stalls', 'B', 14, 81011, { sold: [6, 7, 8], held: [9, 10], aisles: [4, 11] }),
        row('stalls', 'C', 14, 81011, { aisles: [4, 11] }),
        row('stalls', 'D', 14, 81012, { sold: [1, 2, 3], aisles: [4, 11] }),
        row('stalls', 'E', 14, 81012, { aisles: [4, 11] }),
      ],
    },
    {
      id: 'circle',
      name: text('Circle', '樓座', '楼座'),
      rows: [
        row('circle', 'F', 12, 81013, { sold: [1, 2, 11, 12] }),
        row('circle', 'G', 12, 81013),
      ],
    },
  ],
}

const heldTickets: Schemas['HeldTicket'][] = [
  {
    seatId: 'stalls-C-7',
    section: 'stalls',
    row: 'C',
    seat: '7',
    priceZone: stallsA.name,
    price: 880,
  },
  {
    seatId: 'stalls-C-8',
    section: 'stalls',
    row: 'C',
    seat: '8',
    priceZone: stallsA.name,
    price: 880,
  },
]

/** Two seats held for the first performance, running out in `secondsLeft`. */
export function heldSeats(secondsLeft: number): Schemas['Hold'] {
  return {
    id: 'H-20261201-0042',
    performanceId: 810101,
    event: concert.title,
    performanceStartsAt: '2026-12-13T20:00:00+08:00',
    venue: concertHall,
    tickets: heldTickets,
    subtotal: 1760,
    expiresAt: fromNow(secondsLeft),
  }
}

export const basketOf = (...holds: Schemas['Hold'][]): Schemas['Basket'] => ({
  holds,
  ticketTotal: holds.reduce((sum, hold) => sum + hold.subtotal, 0),
})

const charges: Schemas['Charges'] = {
  ticketTotal: 1760,
  serviceFee: 16,
  handlingFee: 20,
  deliveryFee: 0,
  discount: 0,
  grandTotal: 1796,
}

export const checkoutPreview: Schemas['TransactionPreview'] = {
  previewId: 'PV-20261201-0042',
  holds: [heldSeats(6 * 60 + 15)],
  collectionMethod: 'eTicket',
  paymentMethod: 'visa',
  charges,
  expiresAt: fromNow(6 * 60 + 15),
}

export const pointsBalance: Schemas['PointsBalance'] = { balance: 12_500, totalBought: 20_000 }

export const receipt: Schemas['Transaction'] = {
  txnNo: 'T2026120100418',
  purchasedAt: fromNow(60),
  event: concert.title,
  showStartsAt: '2026-12-13T20:00:00+08:00',
  venue: concertHall.name,
  ticketCount: 2,
  grandTotal: charges.grandTotal,
  status: 'complete',
  confirmationNo: 'CF-7X4Q-29KD',
  seats: heldTickets.map((ticket) => ({
    section: 'S',
    sectionName: text('Stalls', '堂座', '堂座'),
    row: ticket.row ?? '',
    seat: ticket.seat ?? '',
    priceZone: ticket.priceZone,
    price: ticket.price,
  })),
  charges,
  collectionMethod: 'eTicket',
  paymentMethod: 'visa',
  cardNumber: '4242 **** **** 4242',
  name: 'Chan Tai Man',
  contactPhone: '+852 9123 4567',
  eTickets: [
    { seat: 'Stalls, row C, seat 7', code: 'CTX1:T2026120100418:0001:P810101:9f3a7c21' },
    { seat: 'Stalls, row C, seat 8', code: 'CTX1:T2026120100418:0002:P810101:4be81d07' },
  ],
  calendar: receiptCalendar({
    txnNo: 'T2026120100418',
    start: '20261213T120000Z',
    end: '20261213T143000Z',
    summary: 'Hong Kong Philharmonic: New Year Celebration',
    location: 'Hong Kong Cultural Centre Concert Hall',
  }),
}

/** The same receipt as the server writes it for a visitor reading Traditional Chinese. */
export const receiptInTraditionalChinese: Schemas['Transaction'] = {
  ...receipt,
  eTickets: receipt.eTickets?.map((ticket, n) => ({
    ...ticket,
    seat: `堂座 C 排 ${7 + n} 號`,
  })),
}

/** The concert selling concessions on its first performance: students and seniors 65+ at half price in Stalls A. */
export const concessionConcert: Schemas['EventDetail'] = {
  ...concert,
  performances: concert.performances.map((performance) =>
    performance.id === 810101
      ? {
          ...performance,
          ticketTypePrices: [
            { priceZoneId: 81011, ticketType: 'student', price: 440, quota: 40 },
            { priceZoneId: 81011, ticketType: 'senior65', price: 440 },
          ],
        }
      : performance,
  ),
}

/** Two seats held, the second at the student price. */
export function heldConcessionSeats(secondsLeft: number): Schemas['Hold'] {
  const hold = heldSeats(secondsLeft)
  return {
    ...hold,
    tickets: hold.tickets.map((ticket, n) =>
      n === 1
        ? { ...ticket, ticketType: 'student', price: 440 }
        : { ...ticket, ticketType: 'standard' },
    ),
    subtotal: 1320,
  }
}

const concessionCharges: Schemas['Charges'] = { ...charges, ticketTotal: 1320, grandTotal: 1356 }

export const concessionPreview: Schemas['TransactionPreview'] = {
  ...checkoutPreview,
  previewId: 'PV-20261201-0043',
  holds: [heldConcessionSeats(6 * 60 + 15)],
  charges: concessionCharges,
}

/** A receipt of one standard and one student ticket, as the server writes it in English. */
export const concessionReceipt: Schemas['Transaction'] = {
  ...receipt,
  txnNo: 'T2026120100419',
  grandTotal: concessionCharges.grandTotal,
  charges: concessionCharges,
  seats: receipt.seats.map((seat, n) =>
    n === 1 ? { ...seat, ticketType: 'student', price: 440 } : { ...seat, ticketType: 'standard' },
  ),
  eTickets: receipt.eTickets?.map((ticket, n) => ({
    ...ticket,
    ticketType: n === 1 ? 'student' : 'standard',
    ticketTypeLine: n === 1 ? 'Full-time student — ID required at entry' : 'Standard',
  })),
}
