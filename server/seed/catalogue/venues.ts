// Venues of the demo catalogue, with their addresses, phones and map positions, and the seat
// plans of the halls and theatres that sell reserved seats. Plans are the halls' shapes at a
// demo's scale (a few hundred seats each), not their full capacities. Cinemas are seeded with
// the cinema data, not here.
import { type SeatSection, text, type VenueSeed } from './types'

// theatres skip I and O so they are not read as 1 and 0
const rowLetters = 'ABCDEFGHJKLMNPQRSTUVWXYZ'

/** `count` rows from letter `first`, each split into blocks by `blocks(rowIndex)`. */
function rows(count: number, blocks: (row: number) => number[], first = 'A') {
  const start = rowLetters.indexOf(first)
  return Array.from({ length: count }, (_, i) => ({
    name: rowLetters[start + i] as string,
    blocks: blocks(i),
  }))
}

/** Stalls that widen towards the back: side blocks and a centre block. */
const widening =
  (side: number, centre: number, every = 3) =>
  (row: number) => [
    side + Math.floor(row / (every * 2)),
    centre + Math.floor(row / every),
    side + Math.floor(row / (every * 2)),
  ]

const stalls = text('Stalls', '池座', '池座')
const circle = text('Circle', '樓座', '楼座')
const balcony = text('Balcony', '樓座', '楼座')
const gallery = text('Gallery', '頂層樓座', '顶层楼座')

const section = (
  id: string,
  name: SeatSection['name'],
  sectionRows: SeatSection['rows'],
  extra: Partial<SeatSection> = {},
): SeatSection => ({ id, name, rows: sectionRows, ...extra })

const hkcc = {
  address: text(
    '10 Salisbury Road, Tsim Sha Tsui, Kowloon',
    '九龍尖沙咀梳士巴利道10號',
    '九龙尖沙咀梳士巴利道10号',
  ),
  district: text('Yau Tsim Mong', '油尖旺區', '油尖旺区'),
  region: 'hongKong',
  phone: '+852 2734 2009',
  latitude: 22.2937,
  longitude: 114.1702,
} as const

const cityHall = {
  address: text(
    '5 Edinburgh Place, Central, Hong Kong',
    '香港中環愛丁堡廣場5號',
    '香港中环爱丁堡广场5号',
  ),
  district: text('Central and Western', '中西區', '中西区'),
  region: 'hongKong',
  phone: '+852 2921 2840',
  latitude: 22.2819,
  longitude: 114.1617,
} as const

const xiqu = {
  address: text(
    'Xiqu Centre, 88 Austin Road West, West Kowloon Cultural District, Kowloon',
    '九龍西九文化區柯士甸道西88號戲曲中心',
    '九龙西九文化区柯士甸道西88号戏曲中心',
  ),
  district: text('Yau Tsim Mong', '油尖旺區', '油尖旺区'),
  region: 'hongKong',
  phone: '+852 2200 0217',
  latitude: 22.3042,
  longitude: 114.1659,
} as const

const kaiTak = {
  address: text(
    'Kai Tak Sports Park, 38 Shing Kai Road, Kowloon City, Kowloon',
    '九龍九龍城承啟道38號啟德體育園',
    '九龙九龙城承启道38号启德体育园',
  ),
  district: text('Kowloon City', '九龍城區', '九龙城区'),
  region: 'hongKong',
  phone: '+852 3655 2000',
} as const

export const venues: readonly VenueSeed[] = [
  {
    id: 'hkc',
    name: text('Hong Kong Coliseum', '香港體育館', '香港体育馆'),
    address: text('9 Cheong Wan Road, Hung Hom, Kowloon', '九龍紅磡暢運道9號', '九龙红磡畅运道9号'),
    district: text('Kowloon City', '九龍城區', '九龙城区'),
    region: 'hongKong',
    phone: '+852 2355 7234',
    capacity: 12500,
    latitude: 22.3017,
    longitude: 114.1823,
    seating: 'generalAdmission',
  },
  {
    id: 'hkcc-concert-hall',
    name: text(
      'Hong Kong Cultural Centre Concert Hall',
      '香港文化中心音樂廳',
      '香港文化中心音乐厅',
    ),
    ...hkcc,
    capacity: 2019,
    seating: 'reserved',
    sections: [
      section('stalls', stalls, rows(13, widening(6, 14)), {
        wheelchairRow: 'N',
        blocked: { row: 'M', seats: [15, 16, 17] },
      }),
      section(
        'circle',
        circle,
        rows(7, () => [8, 18, 8]),
      ),
      section(
        'choir',
        text('Choir', '合唱席', '合唱席'),
        rows(4, () => [22]),
      ),
    ],
  },
  {
    id: 'hkcc-grand-theatre',
    name: text(
      'Hong Kong Cultural Centre Grand Theatre',
      '香港文化中心大劇院',
      '香港文化中心大剧院',
    ),
    ...hkcc,
    capacity: 1734,
    seating: 'reserved',
    sections: [
      section('stalls', stalls, rows(15, widening(6, 16)), {
        wheelchairRow: 'Q',
        blocked: { row: 'P', seats: [16, 17, 18, 19] },
      }),
      section(
        'circle',
        circle,
        rows(6, () => [7, 18, 7]),
      ),
      section(
        'gallery',
        gallery,
        rows(4, () => [8, 18, 8]),
      ),
    ],
  },
  {
    id: 'kai-tak-stadium',
    name: text('Kai Tak Stadium', '啟德主場館', '启德主场馆'),
    ...kaiTak,
    capacity: 50000,
    latitude: 22.3229,
    longitude: 114.2006,
    seating: 'generalAdmission',
  },
  {
    id: 'kai-tak-arena',
    name: text('Kai Tak Arena', '啟德體藝館', '启德体艺馆'),
    ...kaiTak,
    capacity: 10000,
    latitude: 22.3247,
    longitude: 114.2021,
    seating: 'generalAdmission',
  },
  {
    id: 'awe-arena',
    name: text('AsiaWorld-Arena', '亞洲國際博覽館 Arena', '亚洲国际博览馆 Arena'),
    address: text(
      'AsiaWorld-Expo, Hong Kong International Airport, Lantau',
      '大嶼山香港國際機場亞洲國際博覽館',
      '大屿山香港国际机场亚洲国际博览馆',
    ),
    district: text('Islands', '離島區', '离岛区'),
    region: 'hongKong',
    phone: '+852 3606 8888',
    capacity: 14000,
    latitude: 22.3225,
    longitude: 113.9427,
    seating: 'generalAdmission',
  },
  {
    id: 'qes',
    name: text('Queen Elizabeth Stadium', '伊利沙伯體育館', '伊利沙伯体育馆'),
    address: text(
      '18 Oi Kwan Road, Wan Chai, Hong Kong',
      '香港灣仔愛群道18號',
      '香港湾仔爱群道18号',
    ),
    district: text('Wan Chai', '灣仔區', '湾仔区'),
    region: 'hongKong',
    phone: '+852 2591 1346',
    capacity: 3500,
    latitude: 22.2735,
    longitude: 114.1787,
    seating: 'generalAdmission',
  },
  {
    id: 'hkch-concert-hall',
    name: text('Hong Kong City Hall Concert Hall', '香港大會堂音樂廳', '香港大会堂音乐厅'),
    ...cityHall,
    capacity: 1430,
    seating: 'reserved',
    sections: [
      section('stalls', stalls, rows(14, widening(5, 16)), {
        wheelchairRow: 'P',
        blocked: { row: 'N', seats: [14, 15] },
      }),
      section(
        'balcony',
        balcony,
        rows(7, () => [6, 16, 6]),
      ),
    ],
  },
  {
    id: 'hkch-theatre',
    name: text('Hong Kong City Hall Theatre', '香港大會堂劇院', '香港大会堂剧院'),
    ...cityHall,
    capacity: 463,
    seating: 'reserved',
    sections: [
      section('stalls', stalls, rows(12, widening(4, 14, 4)), { wheelchairRow: 'M' }),
      section(
        'balcony',
        balcony,
        rows(5, () => [4, 14, 4]),
      ),
    ],
  },
  {
    id: 'xiqu-grand-theatre',
    name: text('Xiqu Centre Grand Theatre', '戲曲中心大劇院', '戏曲中心大剧院'),
    ...xiqu,
    capacity: 1073,
    seating: 'reserved',
    sections: [
      section('stalls', stalls, rows(14, widening(6, 16)), {
        wheelchairRow: 'P',
        blocked: { row: 'N', seats: [15, 16, 17] },
      }),
      section(
        'circle-1',
        text('Circle 1', '一樓座', '一楼座'),
        rows(6, () => [7, 18, 7]),
      ),
      section(
        'circle-2',
        text('Circle 2', '二樓座', '二楼座'),
        rows(5, () => [7, 18, 7]),
      ),
    ],
  },
  {
    id: 'xiqu-tea-house',
    name: text('Xiqu Centre Tea House Theatre', '戲曲中心茶館劇場', '戏曲中心茶馆剧场'),
    ...xiqu,
    capacity: 200,
    seating: 'reserved',
    sections: [
      section(
        'stalls',
        text('Tea tables', '茶座', '茶座'),
        rows(8, () => [4, 10, 4]),
        {
          wheelchairRow: 'H',
        },
      ),
      section(
        'balcony',
        balcony,
        rows(3, () => [18]),
      ),
    ],
  },
  {
    id: 'sttm',
    name: text('Sha Tin Town Hall Auditorium', '沙田大會堂演奏廳', '沙田大会堂演奏厅'),
    address: text(
      '1 Yuen Wo Road, Sha Tin, New Territories',
      '新界沙田源禾路1號',
      '新界沙田源禾路1号',
    ),
    district: text('Sha Tin', '沙田區', '沙田区'),
    region: 'hongKong',
    phone: '+852 2694 2509',
    capacity: 1372,
    latitude: 22.3817,
    longitude: 114.1878,
    seating: 'reserved',
    sections: [
      section('stalls', stalls, rows(14, widening(5, 16)), { wheelchairRow: 'P' }),
      section(
        'balcony',
        balcony,
        rows(7, () => [7, 16, 7]),
      ),
    ],
  },
  {
    id: 'ktt',
    name: text('Kwai Tsing Theatre Auditorium', '葵青劇院演藝廳', '葵青剧院演艺厅'),
    address: text(
      '12 Hing Ning Road, Kwai Chung, New Territories',
      '新界葵涌興寧路12號',
      '新界葵涌兴宁路12号',
    ),
    district: text('Kwai Tsing', '葵青區', '葵青区'),
    region: 'hongKong',
    phone: '+852 2408 0128',
    capacity: 898,
    latitude: 22.3578,
    longitude: 114.1289,
    seating: 'reserved',
    sections: [
      section('stalls', stalls, rows(13, widening(5, 14)), { wheelchairRow: 'N' }),
      section(
        'balcony',
        balcony,
        rows(6, () => [6, 14, 6]),
      ),
    ],
  },
  {
    id: 'hkapa-lyric',
    name: text(
      'Hong Kong Academy for Performing Arts Lyric Theatre',
      '香港演藝學院歌劇院',
      '香港演艺学院歌剧院',
    ),
    address: text(
      '1 Gloucester Road, Wan Chai, Hong Kong',
      '香港灣仔告士打道1號',
      '香港湾仔告士打道1号',
    ),
    district: text('Wan Chai', '灣仔區', '湾仔区'),
    region: 'hongKong',
    phone: '+852 2584 8514',
    capacity: 1181,
    latitude: 22.2801,
    longitude: 114.1712,
    seating: 'reserved',
    sections: [
      section('stalls', stalls, rows(13, widening(5, 16)), { wheelchairRow: 'N' }),
      section(
        'circle',
        circle,
        rows(5, () => [6, 18, 6]),
      ),
      section(
        'gallery',
        gallery,
        rows(4, () => [6, 18, 6]),
      ),
    ],
  },
  {
    id: 'wkcd-freespace',
    name: text('Freespace, West Kowloon', '西九自由空間', '西九自由空间'),
    address: text(
      'Freespace, 18 Museum Drive, West Kowloon Cultural District, Kowloon',
      '九龍西九文化區博物館道18號自由空間',
      '九龙西九文化区博物馆道18号自由空间',
    ),
    district: text('Yau Tsim Mong', '油尖旺區', '油尖旺区'),
    region: 'hongKong',
    phone: '+852 2200 0217',
    capacity: 1150,
    latitude: 22.3012,
    longitude: 114.1583,
    seating: 'generalAdmission',
  },
  {
    id: 'hkcec',
    name: text(
      'Hong Kong Convention and Exhibition Centre',
      '香港會議展覽中心',
      '香港会议展览中心',
    ),
    address: text('1 Expo Drive, Wan Chai, Hong Kong', '香港灣仔博覽道1號', '香港湾仔博览道1号'),
    district: text('Wan Chai', '灣仔區', '湾仔区'),
    region: 'hongKong',
    phone: '+852 2582 8888',
    capacity: 3000,
    latitude: 22.2833,
    longitude: 114.1733,
    seating: 'generalAdmission',
  },
  {
    id: 'galaxy-arena',
    name: text('Galaxy Arena', '銀河綜藝館', '银河综艺馆'),
    address: text(
      'Galaxy Macau, Estrada da Baía de Nossa Senhora da Esperança, Cotai, Macao',
      '澳門路氹城望德聖母灣大馬路銀河綜合度假城',
      '澳门路氹城望德圣母湾大马路银河综合度假城',
    ),
    district: text('Cotai', '路氹城', '路氹城'),
    region: 'macau',
    phone: '+853 2888 0888',
    capacity: 16000,
    latitude: 22.1479,
    longitude: 113.5545,
    seating: 'generalAdmission',
  },
  {
    id: 'macao-cc',
    name: text(
      'Macao Cultural Centre Grand Auditorium',
      '澳門文化中心綜合劇院',
      '澳门文化中心综合剧院',
    ),
    address: text(
      'Avenida Xian Xing Hai, NAPE, Macao',
      '澳門新口岸冼星海大馬路',
      '澳门新口岸冼星海大马路',
    ),
    district: text('NAPE', '新口岸', '新口岸'),
    region: 'macau',
    phone: '+853 2870 0699',
    capacity: 1076,
    latitude: 22.1866,
    longitude: 113.5515,
    seating: 'reserved',
    sections: [
      section('stalls', stalls, rows(14, widening(5, 16)), { wheelchairRow: 'P' }),
      section(
        'balcony',
        balcony,
        rows(6, () => [6, 16, 6]),
      ),
    ],
  },
  {
    id: 'shenzhen-bay',
    name: text('Shenzhen Bay Sports Centre', '深圳灣體育中心', '深圳湾体育中心'),
    address: text(
      '3001 Binhai Avenue, Nanshan District, Shenzhen',
      '深圳市南山區濱海大道3001號',
      '深圳市南山区滨海大道3001号',
    ),
    district: text('Nanshan, Shenzhen', '深圳南山區', '深圳南山区'),
    region: 'mainland',
    phone: '+86 755 8630 1000',
    capacity: 13000,
    latitude: 22.5176,
    longitude: 113.9433,
    seating: 'generalAdmission',
  },
  {
    id: 'gz-opera-house',
    name: text('Guangzhou Opera House', '廣州大劇院', '广州大剧院'),
    address: text(
      '1 Zhujiang West Road, Tianhe District, Guangzhou',
      '廣州市天河區珠江西路1號',
      '广州市天河区珠江西路1号',
    ),
    district: text('Tianhe, Guangzhou', '廣州天河區', '广州天河区'),
    region: 'mainland',
    phone: '+86 20 3839 2888',
    capacity: 1804,
    latitude: 23.1163,
    longitude: 113.3244,
    seating: 'reserved',
    sections: [
      section('stalls', stalls, rows(16, widening(6, 16)), {
        wheelchairRow: 'R',
        blocked: { row: 'Q', seats: [16, 17, 18] },
      }),
      section(
        'circle-1',
        text('Circle 1', '一樓座', '一楼座'),
        rows(6, () => [8, 18, 8]),
      ),
      section(
        'circle-2',
        text('Circle 2', '二樓座', '二楼座'),
        rows(5, () => [8, 18, 8]),
      ),
    ],
  },
  {
    id: 'sg-indoor-stadium',
    name: text('Singapore Indoor Stadium', '新加坡室內體育館', '新加坡室内体育馆'),
    address: text(
      '2 Stadium Walk, Singapore 397691',
      '新加坡體育場道2號（郵區397691）',
      '新加坡体育场道2号（邮区397691）',
    ),
    district: text('Kallang, Singapore', '新加坡加冷', '新加坡加冷'),
    region: 'others',
    phone: '+65 6344 2660',
    capacity: 12000,
    latitude: 1.3006,
    longitude: 103.8746,
    seating: 'generalAdmission',
  },
]

export function venueById(id: string): VenueSeed {
  const venue = venues.find((candidate) => candidate.id === id)
  if (!venue) throw new Error(`seed: no venue ${id}`)
  return venue
}
