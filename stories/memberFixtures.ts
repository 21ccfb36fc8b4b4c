// Contract-shaped answers (openapi.yaml schemas) for the member and account screens' stories:
// Chan Tai Man (the seed's member001) with some of everything, around the stories' still clock.
import type { Schemas } from '../app/api/queries'
import { hongKongInstant } from '../domain/hongKongTime'
import { coliseum, concertHall, storyEvents, text } from './browseScreenFixtures'

/** The stories' clock: Tuesday 1 December 2026, 10 am in Hong Kong. */
export const memberStoryNow = hongKongInstant(2026, 12, 1, 10, 0)

const neonHarbour = text(
  'Jasper Lam "Neon Harbour" Concert Tour',
  '林子朗「霓虹海港」巡迴演唱會',
  '林子朗“霓虹海港”巡回演唱会',
)
const newYear = text(
  'Hong Kong Philharmonic: New Year Celebration',
  '港樂：新年音樂會',
  '港乐：新年音乐会',
)
const changping = text('Princess Changping (Cantonese opera)', '粵劇《帝女花》', '粤剧《帝女花》')

// --- login and account ---

export const storyProviders: Schemas['SocialLoginProviders'] = {
  providers: ['google', 'apple', 'facebook', 'wechat'],
}

export const storyLoginResult: Schemas['LoginResult'] = {
  token: 'story-token',
  expiresAt: '2026-12-01T12:00:00+08:00',
  member: { memberId: 1, loginId: 'member001', title: 'Mr', displayName: 'Chan Tai Man' },
}

/** The bot check's picture: a code drawn as SVG, the same in every run. */
export const storyBotCheck = {
  captchaId: 'story-captcha',
  expiresAt: '2026-12-01T10:05:00+08:00',
  image: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="56" viewBox="0 0 160 56"><rect width="160" height="56" fill="#f4f1ea"/><path d="M4 40 C40 8 90 52 156 14" stroke="#8a7f6a" stroke-width="2" fill="none"/><text x="20" y="38" font-family="monospace" font-size="28" font-weight="700" fill="#222" letter-spacing="6">K7P2Q</text></svg>',
  )}`,
}

const sha = (en: string, zhHant: string, zhHans: string, code: string): Schemas['AddressNode'] => ({
  code,
  name: text(en, zhHant, zhHans),
})

/** Hong Kong, with the seed's codes, and one other country. */
export const storyAddresses: Schemas['AddressList'] = {
  data: [
    {
      ...sha('Hong Kong', '香港', '香港', 'HK'),
      children: [
        {
          ...sha('Hong Kong', '香港', '香港', 'HK-ALL'),
          children: [
            {
              ...sha('Hong Kong Island', '香港島', '香港岛', 'HK-HKI'),
              children: [
                sha('Central and Western', '中西區', '中西区', 'HK-HKI-CW'),
                sha('Wan Chai', '灣仔', '湾仔', 'HK-HKI-WC'),
              ],
            },
            {
              ...sha('New Territories', '新界', '新界', 'HK-NT'),
              children: [
                sha('Sha Tin', '沙田', '沙田', 'HK-NT-ST'),
                sha('Tai Po', '大埔', '大埔', 'HK-NT-TP'),
              ],
            },
          ],
        },
      ],
    },
    {
      ...sha('Macau', '澳門', '澳门', 'MO'),
      children: [
        {
          ...sha('Macau', '澳門', '澳门', 'MO-ALL'),
          children: [
            {
              ...sha('Macau Peninsula', '澳門半島', '澳门半岛', 'MO-MAC'),
              children: [sha('Sé', '大堂區', '大堂区', 'MO-MAC-SE')],
            },
          ],
        },
      ],
    },
  ],
}

export const storyMemberInfo: Schemas['MemberInfo'] = {
  memberId: 1,
  email: 'member001@demo.citytix.hk',
  title: 'Mr',
  firstName: 'Tai Man',
  lastName: 'Chan',
  birthday: { month: 5, day: 18 },
  address: {
    country: 'HK',
    province: 'HK-ALL',
    area: 'HK-NT',
    district: 'HK-NT-ST',
    street: '18 Sha Tin Centre Street',
    building: 'Flat 12B, Block 3, Shatin Plaza',
  },
  mobile: { areaCode: '852', number: '91234567' },
  interests: ['popConcert', 'music'],
  optOutDirectMarketing: false,
  gender: 'male',
  cardLayout: 'comfortable',
  activated: true,
}

// --- points ---

export const storyBalance: Schemas['PointsBalance'] = {
  balance: 1_240,
  totalBought: 1_500,
  nextExpiry: { date: '2026-12-31', points: 200 },
}
export const emptyBalance: Schemas['PointsBalance'] = { balance: 0, totalBought: 0 }

export const storyExpiration: Schemas['PointsExpiration'] = {
  data: [
    { expiryDate: '2026-12-31', points: 200 },
    { expiryDate: '2027-03-15', points: 40 },
    { expiryDate: '2027-10-20', points: 1_000 },
  ],
}
export const emptyExpiration: Schemas['PointsExpiration'] = { data: [] }

const topUps: Schemas['PointHistoryEntry'][] = [
  {
    id: 31,
    at: '2026-10-20T14:05:00+08:00',
    type: 'topUp',
    points: 1_000,
    paymentAmount: 960,
    expiryDate: '2027-10-20',
    txnNo: 'P2610200031',
    description: text('Bought 1,000 points', '購買1,000積分', '购买1,000积分'),
  },
  {
    id: 12,
    at: '2026-03-15T09:30:00+08:00',
    type: 'topUp',
    points: 500,
    paymentAmount: 485,
    expiryDate: '2027-03-15',
    txnNo: 'P2603150012',
    description: text('Bought 500 points', '購買500積分', '购买500积分'),
  },
]

export const storyPointHistory: Schemas['PointHistory'] = {
  data: [
    {
      id: 40,
      at: '2026-11-12T20:00:00+08:00',
      type: 'payment',
      points: -560,
      txnNo: 'T2611120040',
      description: text(
        'Wish list: Princess Changping (Cantonese opera)',
        '願望清單：粵劇《帝女花》',
        '愿望清单：粤剧《帝女花》',
      ),
    },
    topUps[0] as Schemas['PointHistoryEntry'],
    {
      id: 20,
      at: '2026-06-02T11:00:00+08:00',
      type: 'refund',
      points: 300,
      expiryDate: '2027-06-02',
      txnNo: 'T2605280019',
      description: text('Refund of a cancelled show', '取消演出退款', '取消演出退款'),
    },
    topUps[1] as Schemas['PointHistoryEntry'],
  ],
  pointsTotal: 1_240,
}
export const storyTopUps: Schemas['PointHistory'] = { data: topUps, pointsTotal: 1_500 }
export const emptyPointHistory: Schemas['PointHistory'] = { data: [], pointsTotal: 0 }

export const storyPointPackages: Schemas['PointPackageList'] = {
  data: [
    { id: 1, points: 100, price: 100 },
    { id: 2, points: 300, price: 295 },
    { id: 3, points: 500, price: 485 },
    { id: 4, points: 1_000, price: 960 },
  ],
}

export const storyConfig: Schemas['Config'] = {
  specificPeriodGray: null,
  showWishList: true,
  customerServiceChatUrl: null,
  maintenance: null,
}

export const storyPointsPurchase: Schemas['PointsPurchase'] = {
  txnNo: 'P2612010044',
  points: 300,
  paymentAmount: 295,
  balance: 1_540,
  purchasedAt: '2026-12-01T10:00:00+08:00',
}

// --- wish list ---

const wish = (
  id: number,
  fields: Partial<Schemas['WishListEntry']> &
    Pick<Schemas['WishListEntry'], 'status' | 'event' | 'performanceStartsAt'>,
): Schemas['WishListEntry'] => ({
  id,
  sequence: id,
  ticketType: text('Standard', '標準', '标准'),
  venue: concertHall,
  quantity: 1,
  unitPrice: 480,
  deliveryFee: 0,
  total: 480,
  pointsPaid: 0,
  ...fields,
})

export const storyWishList: Schemas['WishList'] = {
  ticketLimit: 4,
  data: [
    wish(1, {
      status: 'added',
      event: newYear,
      performanceStartsAt: '2026-12-31T20:00:00+08:00',
      quantity: 2,
      unitPrice: 580,
      total: 1_160,
    }),
    wish(2, {
      status: 'pointsNotPaid',
      event: neonHarbour,
      venue: coliseum,
      performanceStartsAt: '2026-12-04T20:15:00+08:00',
      ticketType: text('Zone A', 'A區', 'A区'),
      unitPrice: 1_280,
      deliveryFee: 40,
      total: 1_320,
      seatInfo: 'Block A3, Row K, Seat 21',
      result: text(
        'Matched. Your points did not cover it: pay by 3 December 2026, 10 am.',
        '已配對。你的積分不足以支付：請於2026年12月3日上午10時前付款。',
        '已配对。你的积分不足以支付：请于2026年12月3日上午10时前付款。',
      ),
    }),
    wish(3, {
      status: 'bought',
      event: changping,
      performanceStartsAt: '2026-11-20T19:30:00+08:00',
      ticketType: text('Concession', '優惠', '优惠'),
      quantity: 2,
      unitPrice: 280,
      total: 560,
      pointsPaid: 560,
      seatInfo: 'Stalls, Row F, Seats 11–12',
      result: text('Matched and paid with points.', '已配對並以積分付款。', '已配对并以积分付款。'),
    }),
    wish(4, {
      status: 'notMatched',
      event: neonHarbour,
      venue: coliseum,
      performanceStartsAt: '2026-11-28T20:15:00+08:00',
      result: text(
        'Not matched: every seat was taken.',
        '未能配對：座位已全部售出。',
        '未能配对：座位已全部售出。',
      ),
    }),
    wish(5, {
      status: 'cancelled',
      event: changping,
      performanceStartsAt: '2027-01-16T19:30:00+08:00',
      ticketType: text('Concession', '優惠', '优惠'),
      unitPrice: 280,
      total: 280,
    }),
  ],
}
export const emptyWishList: Schemas['WishList'] = { ticketLimit: 4, data: [] }

/** The events a wish can be for (the wish form's first choice). */
export const storyWishEvents: Schemas['EventList'] = {
  data: storyEvents,
  total: storyEvents.length,
}

// --- transactions ---

export const storyTransactions: Schemas['TransactionList'] = {
  data: [
    {
      txnNo: 'T2611280051',
      purchasedAt: '2026-11-28T21:42:00+08:00',
      event: neonHarbour,
      showStartsAt: '2026-12-20T20:15:00+08:00',
      venue: coliseum.name,
      ticketCount: 2,
      grandTotal: 2_632,
      status: 'complete',
    },
    {
      txnNo: 'T2611120040',
      purchasedAt: '2026-11-12T20:00:00+08:00',
      event: changping,
      showStartsAt: '2026-11-20T19:30:00+08:00',
      venue: concertHall.name,
      ticketCount: 2,
      grandTotal: 560,
      status: 'complete',
    },
  ],
}
export const emptyTransactions: Schemas['TransactionList'] = { data: [] }

export const storyTransaction: Schemas['Transaction'] = {
  ...(storyTransactions.data[0] as Schemas['TransactionSummary']),
  confirmationNo: 'CFM-8001-2051',
  seats: [
    {
      section: 'A3',
      sectionName: text('Block A3', 'A3 座', 'A3 座'),
      row: 'K',
      seat: '21',
      priceZone: text('Zone A', 'A區', 'A区'),
      price: 1_280,
    },
    {
      section: 'A3',
      sectionName: text('Block A3', 'A3 座', 'A3 座'),
      row: 'K',
      seat: '22',
      priceZone: text('Zone A', 'A區', 'A区'),
      price: 1_280,
    },
  ],
  charges: {
    ticketTotal: 2_560,
    serviceFee: 32,
    handlingFee: 40,
    deliveryFee: 0,
    discount: 0,
    grandTotal: 2_632,
  },
  collectionMethod: 'eTicket',
  paymentMethod: 'visa',
  cardNumber: '4242 **** **** 4242',
  name: 'Chan Tai Man',
  contactPhone: '+852 9123 4567',
}

/** The receipt of the same purchase, with each ticket's code for its QR. */
export const storyReceipt: Schemas['Transaction'] = {
  ...storyTransaction,
  eTickets: [
    { seat: 'Block A3, row K, seat 21', code: 'CTX1.T2611280051.1.9f3a6c2e' },
    { seat: 'Block A3, row K, seat 22', code: 'CTX1.T2611280051.2.4b7d01aa' },
  ],
}

/** A delivered purchase whose show is four days away: too late to change the delivery. */
export const storyDeliveredTransaction: Schemas['Transaction'] = {
  ...storyTransaction,
  txnNo: 'T2611150033',
  showStartsAt: '2026-12-05T20:00:00+08:00',
  event: newYear,
  venue: concertHall.name,
  collectionMethod: 'delivery',
  waybillNo: 'WB26111500331',
  deliveryAddress: 'Flat 12B, Block 3, Shatin Plaza, 18 Sha Tin Centre Street, Sha Tin',
  trackingNo: 'HKP0033151126',
  charges: { ...storyTransaction.charges, deliveryFee: 40, grandTotal: 2_672 },
}

// --- inbox and favourites ---

export const storyNotices: Schemas['PersonalNoticeList'] = {
  data: [
    {
      id: 3,
      title: text(
        'Your e-tickets for "Neon Harbour" are ready',
        '你的「霓虹海港」電子門票已備妥',
        '你的“霓虹海港”电子票已备妥',
      ),
      body: text(
        'Your 2 e-tickets for 20 December 2026 are in your transaction details. Show the QR codes at the door.',
        '你於2026年12月20日的2張電子門票已在交易詳情內。入場時請出示二維碼。',
        '你于2026年12月20日的2张电子票已在交易详情内。入场时请出示二维码。',
      ),
      sentAt: '2026-11-28T21:45:00+08:00',
      read: false,
    },
    {
      id: 2,
      title: text('Points expiring on 31 December', '積分將於12月31日到期', '积分将于12月31日到期'),
      body: text(
        '200 of your points expire on 31 December 2026. Use them for a wish or a purchase before then.',
        '你有200積分將於2026年12月31日到期，請於到期前使用。',
        '你有200积分将于2026年12月31日到期，请于到期前使用。',
      ),
      sentAt: '2026-11-15T09:00:00+08:00',
      read: false,
    },
    {
      id: 1,
      title: text('Welcome to Citytix', '歡迎加入Citytix', '欢迎加入Citytix'),
      body: text(
        'Thank you for registering. Keep your favourite events and follow your purchases here.',
        '多謝你的登記。你可在此收藏喜愛的節目及查看購票紀錄。',
        '感谢你的注册。你可以在这里收藏喜爱的节目并查看购票记录。',
      ),
      sentAt: '2026-09-20T12:00:00+08:00',
      read: true,
    },
  ],
}
export const emptyNotices: Schemas['PersonalNoticeList'] = { data: [] }

// --- change requests ---

export const txnChangeRequestPage: Schemas['HelpPage'] = {
  page: 'TxnChangeRequest',
  title: text('Transaction change request', '更改交易申請', '更改交易申请'),
  updatedAt: '2026-10-01',
  sections: [
    {
      anchor: 'what',
      heading: text('What you can change', '可更改的資料', '可更改的信息'),
      body: text(
        'You can ask us to change the contact name, the contact number or the address of a transaction. The event, performance, seats and number of tickets cannot be changed.',
        '你可申請更改交易的聯絡人姓名、聯絡電話或地址。節目、場次、座位及門票數目均不可更改。',
        '你可以申请更改交易的联系人姓名、联系电话或地址。节目、场次、座位及门票数目均不可更改。',
      ),
    },
  ],
}

export const deliveryChangeRequestPage: Schemas['HelpPage'] = {
  page: 'DeliveryChangeRequest',
  title: text('Delivery change request', '更改送遞申請', '更改配送申请'),
  updatedAt: '2026-10-01',
  sections: [
    {
      anchor: 'when',
      heading: text('When you can ask', '申請期限', '申请期限'),
      body: text(
        'Delivery changes are accepted up to 7 working days before the show. Working days are Monday to Friday, except public holidays.',
        '更改送遞申請須於演出前7個工作天或之前提出。工作天指星期一至五，公眾假期除外。',
        '更改配送申请须在演出前7个工作日或之前提出。工作日指周一至周五，公众假期除外。',
      ),
    },
  ],
}
