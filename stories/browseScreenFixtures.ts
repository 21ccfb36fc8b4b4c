// Contract-shaped answers (openapi.yaml schemas) for the browsing screens' stories, with
// posters drawn as inline SVG so stories render the same offline and in screenshots.
import type { Schemas } from '../app/api/queries'

function picture(from: string, to: string, line: string, width = 600, height = 800) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#g)"/><text x="40" y="${height - 60}" font-family="sans-serif" font-size="48" font-weight="700" fill="#fff">${line}</text></svg>`
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}

export const text = (en: string, zhHant: string, zhHans: string): Schemas['LocalizedText'] => ({
  en,
  'zh-Hant': zhHant,
  'zh-Hans': zhHans,
})

export const coliseum: Schemas['VenueRef'] = {
  id: 'hkc',
  name: text('Hong Kong Coliseum', '香港體育館', '香港体育馆'),
}
export const concertHall: Schemas['VenueRef'] = {
  id: 'hkcc-concert-hall',
  name: text('Hong Kong Cultural Centre Concert Hall', '香港文化中心音樂廳', '香港文化中心音乐厅'),
}

export const storyEvents: Schemas['EventSummary'][] = [
  {
    id: 8001,
    title: text(
      'Jasper Lam "Neon Harbour" Concert Tour',
      '林子朗「霓虹海港」巡迴演唱會',
      '林子朗“霓虹海港”巡回演唱会',
    ),
    presenter: text(
      'Starlight Live Productions Ltd',
      '星光現場製作有限公司',
      '星光现场制作有限公司',
    ),
    category: 'popConcert',
    imageUrl: picture('#5b1436', '#c2185b', 'Neon Harbour'),
    venue: coliseum,
    region: 'hongKong',
    firstShow: '2026-12-11T20:15:00+08:00',
    lastShow: '2026-12-20T20:15:00+08:00',
    priceFrom: 480,
    priceTo: 1280,
    onSaleAt: '2026-11-02T10:00:00+08:00',
    status: 'onSale',
    likes: 1_830_000,
    dailyRecommendation: true,
  },
  {
    id: 8020,
    title: text(
      'Hong Kong Philharmonic: New Year Celebration',
      '港樂：新年音樂會',
      '港乐：新年音乐会',
    ),
    category: 'music',
    imageUrl: picture('#0b4f3c', '#1f9d6b', 'HK Phil'),
    venue: concertHall,
    region: 'hongKong',
    firstShow: '2026-12-31T20:00:00+08:00',
    lastShow: '2026-12-31T20:00:00+08:00',
    priceFrom: 280,
    priceTo: 880,
    status: 'onSale',
    likes: 1240,
    dailyRecommendation: false,
  },
  {
    id: 8030,
    title: text('Princess Changping (Cantonese opera)', '粵劇《帝女花》', '粤剧《帝女花》'),
    category: 'chineseOpera',
    imageUrl: picture('#7a2e00', '#d86b1f', '帝女花'),
    venue: concertHall,
    region: 'hongKong',
    firstShow: '2027-01-15T19:30:00+08:00',
    lastShow: '2027-01-18T19:30:00+08:00',
    priceFrom: 180,
    priceTo: 480,
    onSaleAt: '2026-12-01T10:00:00+08:00',
    status: 'comingSoon',
    likes: 356,
    dailyRecommendation: false,
  },
]

export const storyEventList: Schemas['EventList'] = { data: storyEvents, total: 3 }
export const emptyEventList: Schemas['EventList'] = { data: [], total: 0 }

export const storyBanners: Schemas['BannerList'] = {
  data: [
    {
      id: 1,
      title: text(
        'Jasper Lam "Neon Harbour" Concert Tour',
        '林子朗「霓虹海港」巡迴演唱會',
        '林子朗“霓虹海港”巡回演唱会',
      ),
      imageUrl: picture('#5b1436', '#c2185b', 'Neon Harbour · 11–20 Dec', 1200, 400),
      linkUrl: '/Event/8001',
      startsAt: '2026-11-13T00:00:00+08:00',
      endsAt: '2026-12-17T00:00:00+08:00',
    },
    {
      id: 2,
      title: text('Princess Changping', '粵劇《帝女花》', '粤剧《帝女花》'),
      imageUrl: picture('#7a2e00', '#d86b1f', '帝女花 · 15–18 Jan', 1200, 400),
      linkUrl: '/Event/8030',
      startsAt: '2026-11-13T00:00:00+08:00',
      endsAt: '2027-01-18T00:00:00+08:00',
    },
  ],
}

export const storyCategories: Schemas['CategoryList'] = {
  data: [
    { code: 'popConcert', name: text('Pop concert', '流行音樂會', '流行音乐会'), eventCount: 7 },
    { code: 'music', name: text('Music', '音樂', '音乐'), eventCount: 11 },
    { code: 'chineseOpera', name: text('Chinese opera', '戲曲', '戏曲'), eventCount: 6 },
    { code: 'sports', name: text('Sports', '體育', '体育'), eventCount: 6 },
  ],
}

export const storyPresenters: Schemas['BrandedPresenterList'] = {
  data: [
    {
      id: 11,
      name: text(
        'Leisure and Cultural Services Department',
        '康樂及文化事務署',
        '康乐及文化事务署',
      ),
      logoUrl: picture('#1b3a6b', '#3f7fd1', 'LCSD', 400, 200),
      linkUrl: '/Events.html?presenter=11',
    },
    {
      id: 13,
      name: text('Hong Kong Philharmonic Orchestra', '香港管弦樂團', '香港管弦乐团'),
      logoUrl: picture('#0b4f3c', '#1f9d6b', 'HK Phil', 400, 200),
      linkUrl: '/Events.html?presenter=13',
    },
  ],
}

export const storyPopups: Schemas['PopupEventList'] = {
  data: [
    {
      id: 1,
      eventId: 8030,
      title: text(
        'Princess Changping: on sale 1 December',
        '《帝女花》12月1日開售',
        '《帝女花》12月1日开售',
      ),
      imageUrl: picture('#7a2e00', '#d86b1f', '帝女花', 600, 400),
    },
  ],
}

export const storyNews: Schemas['NewsList'] = {
  data: [
    {
      id: 11,
      title: text('Weekly system maintenance', '每週系統維護', '每周系统维护'),
      body: text(
        'Online booking is unavailable every Wednesday from 00:00 to 02:00 (Hong Kong time).\n\nE-tickets you already have stay valid.',
        '系統逢星期三香港時間00:00至02:00進行維護，期間暫停網上訂票。\n\n你已持有的電子門票仍然有效。',
        '系统每周三香港时间00:00至02:00进行维护，期间暂停网上订票。\n\n你已持有的电子票仍然有效。',
      ),
      publishedAt: '2026-11-22T09:00:00+08:00',
      linkUrl: '/Help.html',
    },
  ],
}

export const storyEvent: Schemas['EventDetail'] = {
  ...(storyEvents[0] as Schemas['EventSummary']),
  description: text(
    'Ten years after his first single, Jasper Lam comes home to the Coliseum with his biggest production yet.\n\nPlease note:\n- Running time about 2 hours 30 minutes without an interval\n- Suitable for ages 3 and above',
    '出道十年，林子朗帶着歷來最大型的製作重返紅館。\n\n注意事項：\n- 節目全長約2小時30分鐘，不設中場休息\n- 適合3歲或以上人士觀看',
    '出道十年，林子朗带着历来最大型的制作重返红馆。\n\n注意事项：\n- 节目全长约2小时30分钟，不设中场休息\n- 适合3岁或以上人士观看',
  ),
  performances: [
    {
      id: 800101,
      startsAt: '2026-12-11T20:15:00+08:00',
      seating: 'reserved',
      status: 'available',
      priceZoneIds: [80011, 80012],
    },
    {
      id: 800102,
      startsAt: '2026-12-12T20:15:00+08:00',
      seating: 'reserved',
      status: 'soldOut',
      priceZoneIds: [80011, 80012],
    },
  ],
  priceZones: [
    { id: 80011, name: text('Zone A', 'A區', 'A区'), price: 1280 },
    {
      id: 80012,
      name: text('Zone B', 'B區', 'B区'),
      price: 480,
      concession: text(
        'Full-time students and senior citizens aged 60 or above',
        '全日制學生及60歲或以上長者',
        '全日制学生及60岁或以上长者',
      ),
    },
  ],
  seatPlanImageUrl: picture('#444', '#888', 'Seating plan', 800, 500),
  maxTicketsPerTransaction: 4,
  fees: { servicePerTicket: 18, handlingPerTransaction: 12 },
}

const coliseumVenue: Schemas['Venue'] = {
  id: 'hkc',
  name: coliseum.name,
  address: text('9 Cheong Wan Road, Hung Hom, Kowloon', '九龍紅磡暢運道9號', '九龙红磡畅运道9号'),
  district: text('Kowloon City', '九龍城區', '九龙城区'),
  region: 'hongKong',
  phone: '+852 2355 7234',
  capacity: 12500,
  latitude: 22.3017,
  longitude: 114.1823,
}

export const storyVenue: Schemas['VenueDetail'] = {
  ...coliseumVenue,
  events: storyEvents.slice(0, 1),
}

export const storyVenues: Schemas['VenueList'] = {
  data: [
    coliseumVenue,
    {
      id: 'hkcc-concert-hall',
      name: concertHall.name,
      address: text(
        '10 Salisbury Road, Tsim Sha Tsui, Kowloon',
        '九龍尖沙咀梳士巴利道10號',
        '九龙尖沙咀梳士巴利道10号',
      ),
      district: text('Yau Tsim Mong', '油尖旺區', '油尖旺区'),
      region: 'hongKong',
      phone: '+852 2734 2009',
    },
  ],
}
