// Contract-shaped answers (openapi.yaml schemas) for the cinema's stories: a day's schedule of
// two films, one film's details, a house's seat plan, a bot-check picture, a booking's preview
// and its receipt. Times are set against the stories' held clock (purchaseStory.ts): today is
// 1 December 2026 and it is 10:00 in Hong Kong.
import type { Schemas } from '../app/api/queries'
import { picture, text } from './buyFixtures'
import { fromNow } from './purchaseStory'
import { receiptCalendar } from './receiptCalendar'

export const today = '2026-12-01'

const causewayBay1 = text('Causeway Bay House 1', '銅鑼灣一號影院', '铜锣湾一号影院')
const causewayBay2 = text('Causeway Bay House 2', '銅鑼灣二號影院', '铜锣湾二号影院')
const tsimShaTsui3 = text('Tsim Sha Tsui House 3', '尖沙咀三號影院', '尖沙咀三号影院')

const prices = (regular: number): Schemas['TicketClassPrice'][] => [
  { ticketClass: 'regular', price: regular },
  { ticketClass: 'concession', price: regular / 2 },
  { ticketClass: 'senior', price: regular / 2 },
  { ticketClass: 'studentChild', price: regular - 30 },
]

function show(
  id: number,
  time: string,
  houseId: number,
  house: Schemas['LocalizedText'],
  seatsAvailable: number,
): Schemas['CinemaShow'] {
  return {
    id,
    startsAt: `${today}T${time}:00+08:00`,
    houseId,
    house,
    prices: prices(110),
    serviceFee: 8,
    seatsAvailable,
    seatsSold: 96 - seatsAvailable,
  }
}

const harbourKeeper: Schemas['MovieSummary'] = {
  id: 3101,
  title: text('The Harbour Keeper', '守港人', '守港人'),
  rating: 'IIA',
  durationMinutes: 118,
  posterUrl: picture('#123a5c', '#2f7fb8', 'Harbour Keeper', 600, 900),
}

const midnightMongKok: Schemas['MovieSummary'] = {
  id: 3102,
  title: text('Midnight in Mong Kok', '旺角午夜', '旺角午夜'),
  rating: 'III',
  durationMinutes: 104,
  posterUrl: picture('#3b0d2e', '#a3215f', 'Mong Kok', 600, 900),
}

/** The show the seat stories book: the Category III film, tonight. */
export const lateShow = show(60021, '22:45', 503, tsimShaTsui3, 61)

export const schedule: Schemas['CinemaSchedule'] = {
  date: today,
  movies: [
    {
      movie: harbourKeeper,
      shows: [
        // 09:30 has started (it is 10:00); 16:40 is sold out
        show(60011, '09:30', 501, causewayBay1, 12),
        show(60012, '13:15', 501, causewayBay1, 42),
        show(60013, '16:40', 501, causewayBay1, 0),
        show(60014, '21:30', 501, causewayBay1, 1),
        show(60015, '19:00', 502, causewayBay2, 88),
      ],
    },
    { movie: midnightMongKok, shows: [lateShow] },
  ],
}

export const noSchedule: Schemas['CinemaSchedule'] = { date: '2026-12-05', movies: [] }

export const harbourKeeperDetails: Schemas['Movie'] = {
  ...harbourKeeper,
  synopsis: text(
    'A retired lighthouse keeper on Waglan Island takes in a runaway teenager the night a typhoon reaches Hong Kong.',
    '颱風襲港之夜，橫瀾島一名退休燈塔看守人收留了一名離家出走的少年。',
    '台风袭港之夜，横澜岛一名退休灯塔看守人收留了一名离家出走的少年。',
  ),
  language: text('Cantonese', '粵語', '粤语'),
  subtitles: text('Traditional Chinese and English', '繁體中文及英文', '繁体中文及英文'),
  director: text('Wong Ka Yan', '黃嘉欣', '黄嘉欣'),
  cast: [text('Leung Chi Wai', '梁志偉', '梁志伟'), text('Ho Wing Sze', '何詠詩', '何咏诗')],
  releaseDate: '2026-11-19',
}

export const midnightMongKokDetails: Schemas['Movie'] = {
  ...midnightMongKok,
  synopsis: text(
    'One night on Nathan Road, told by the taxi drivers who work it.',
    '彌敦道上的一夜，由開夜更的的士司機娓娓道來。',
    '弥敦道上的一夜，由开夜班的出租车司机娓娓道来。',
  ),
  language: text('Cantonese', '粵語', '粤语'),
  subtitles: text('Traditional Chinese and English', '繁體中文及英文', '繁体中文及英文'),
  director: text('Lau Siu Ming', '劉兆明', '刘兆明'),
  cast: [text('Chan Ka Lok', '陳家樂', '陈家乐')],
  releaseDate: '2026-11-26',
}

/** Seats of a row, `sold` by number, an aisle before seat 4 and seat 10. */
function row(name: string, sold: number[] = []): Schemas['SeatRow'] {
  return {
    name,
    seats: Array.from({ length: 12 }, (_, i) => {
      const number = i + 1
      return {
        id: `${name}-${number}`,
        number: String(number),
        status: sold.includes(number) ? 'sold' : 'available',
        ...(number === 4 || number === 10 ? { aisleBefore: true } : {}),
      }
    }),
  }
}

export const lateShowSeats: Schemas['CinemaSeatPlan'] = {
  showId: lateShow.id,
  house: tsimShaTsui3,
  rows: [
    row('A'),
    row('B', [5, 6]),
    row('C'),
    row('D', [4, 5, 6, 7, 8, 9]),
    row('E', [1, 2]),
    row('F'),
    row('G', [10, 11, 12]),
  ],
}

/** A picture of the code "K7P2Q", drawn inline. */
export const captcha: Schemas['Captcha'] = {
  captchaId: 'cap-story-1',
  image: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 150 50"><rect width="150" height="50" fill="#f4f1e8"/><path d="M5 35 Q40 10 75 30 T145 20" stroke="#8a8a8a" fill="none"/><text x="18" y="36" font-family="monospace" font-size="28" font-weight="700" fill="#222" letter-spacing="6">K7P2Q</text></svg>',
  )}`,
  expiresAt: fromNow(5 * 60),
}

export const booking: Schemas['CinemaBookingPreview'] = {
  bookingId: 'CB-20261201-0007',
  show: lateShow,
  movie: midnightMongKok,
  seats: ['C-6', 'C-7'],
  tickets: [
    { ticketClass: 'regular', quantity: 1, price: 110 },
    { ticketClass: 'senior', quantity: 1, price: 55 },
  ],
  serviceFee: 16,
  courierFee: 0,
  total: 181,
  expiresAt: fromNow(4 * 60 + 50),
}

export const bookingReceipt: Schemas['Transaction'] = {
  txnNo: 'T2026120100977',
  purchasedAt: fromNow(60),
  event: midnightMongKok.title,
  showStartsAt: lateShow.startsAt,
  venue: tsimShaTsui3,
  ticketCount: 2,
  grandTotal: 181,
  status: 'complete',
  confirmationNo: 'CF-M2K8-41PZ',
  // a cinema seat's section is its house, as the server writes it
  seats: [
    { row: 'C', seat: '6', priceZone: text('Regular', '標準', '标准'), price: 110 },
    { row: 'C', seat: '7', priceZone: text('Senior', '長者', '长者'), price: 55 },
  ].map((seat) => ({ ...seat, section: tsimShaTsui3.en, sectionName: tsimShaTsui3 })),
  charges: {
    ticketTotal: 165,
    serviceFee: 16,
    handlingFee: 0,
    deliveryFee: 0,
    discount: 0,
    grandTotal: 181,
  },
  collectionMethod: 'eTicket',
  paymentMethod: 'mastercard',
  cardNumber: '5555 **** **** 4444',
  name: 'Lee Siu Fong',
  contactPhone: '+852 6123 4567',
  eTickets: [
    {
      seat: 'Tsim Sha Tsui House 3, row C, seat 6',
      code: 'CTX1:T2026120100977:0001:C60021:51d0e9aa',
    },
    {
      seat: 'Tsim Sha Tsui House 3, row C, seat 7',
      code: 'CTX1:T2026120100977:0002:C60021:0c7f23b4',
    },
  ],
  calendar: receiptCalendar({
    txnNo: 'T2026120100977',
    start: '20261201T144500Z',
    end: '20261201T162900Z',
    summary: 'Midnight in Mong Kok',
    location: 'Tsim Sha Tsui House 3',
  }),
}
