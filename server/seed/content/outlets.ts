// Where tickets are sold and collected: box offices (ids 1–40) at civic centres, town halls,
// theatres and stadiums, with partner outlets in Macau and the Mainland, and self-service kiosks
// (ids 101–160) in MTR stations and shopping centres.
import type { LocalizedText, Region } from '../../db/schema'
import { addressName } from './addresses'
import { t } from './text'

export interface OutletRow {
  id: number
  kind: 'boxOffice' | 'kiosk'
  name: LocalizedText
  address: LocalizedText
  district: LocalizedText
  region: Region
  opening_hours: LocalizedText
  phone: string | null
  sort: number
}

const daily = (opens: string, closes: string) =>
  t(`Daily ${opens}-${closes}`, `每日 ${opens}-${closes}`, `每天 ${opens}-${closes}`)

const regionOf = (district: string): Region =>
  district.startsWith('HK') ? 'hongKong' : district.startsWith('MO') ? 'macau' : 'mainland'

/** [id, name (en, zh-Hant, zh-Hans), address (en, zh-Hant, zh-Hans), district code, hours, phone] */
type BoxOffice = [
  number,
  [string, string, string],
  [string, string, string],
  string,
  LocalizedText,
  string,
]

const venueHours = daily('10:00', '21:30')

const boxOffices: BoxOffice[] = [
  [
    1,
    ['Hong Kong City Hall', '香港大會堂', '香港大会堂'],
    ['5 Edinburgh Place, Central, Hong Kong', '香港中環愛丁堡廣場5號', '香港中环爱丁堡广场5号'],
    'HK-HKI-CW',
    venueHours,
    '+852 2921 2840',
  ],
  [
    2,
    ['Hong Kong Cultural Centre', '香港文化中心', '香港文化中心'],
    [
      '10 Salisbury Road, Tsim Sha Tsui, Kowloon',
      '九龍尖沙咀梳士巴利道10號',
      '九龙尖沙咀梳士巴利道10号',
    ],
    'HK-KLN-YTM',
    venueHours,
    '+852 2734 2009',
  ],
  [
    3,
    ['Sha Tin Town Hall', '沙田大會堂', '沙田大会堂'],
    ['1 Yuen Wo Road, Sha Tin, New Territories', '新界沙田源禾路1號', '新界沙田源禾路1号'],
    'HK-NT-ST',
    venueHours,
    '+852 2694 2509',
  ],
  [
    4,
    ['Tsuen Wan Town Hall', '荃灣大會堂', '荃湾大会堂'],
    ['72 Tai Ho Road, Tsuen Wan, New Territories', '新界荃灣大河道72號', '新界荃湾大河道72号'],
    'HK-NT-TW',
    venueHours,
    '+852 2414 0144',
  ],
  [
    5,
    ['Kwai Tsing Theatre', '葵青劇院', '葵青剧院'],
    ['12 Hing Ning Road, Kwai Chung, New Territories', '新界葵涌興寧路12號', '新界葵涌兴宁路12号'],
    'HK-NT-KWT',
    venueHours,
    '+852 2408 0128',
  ],
  [
    6,
    ['Tuen Mun Town Hall', '屯門大會堂', '屯门大会堂'],
    ['3 Tuen Hi Road, Tuen Mun, New Territories', '新界屯門屯喜路3號', '新界屯门屯喜路3号'],
    'HK-NT-TM',
    venueHours,
    '+852 2450 4202',
  ],
  [
    7,
    ['Yuen Long Theatre', '元朗劇院', '元朗剧院'],
    [
      '9 Yuen Long Tai Yuk Road, Yuen Long, New Territories',
      '新界元朗體育路9號',
      '新界元朗体育路9号',
    ],
    'HK-NT-YL',
    venueHours,
    '+852 2476 1029',
  ],
  [
    8,
    ['Sheung Wan Civic Centre', '上環文娛中心', '上环文娱中心'],
    [
      '5/F, Sheung Wan Municipal Services Building, 345 Queen’s Road Central, Sheung Wan, Hong Kong',
      '香港上環皇后大道中345號上環市政大廈5樓',
      '香港上环皇后大道中345号上环市政大厦5楼',
    ],
    'HK-HKI-CW',
    venueHours,
    '+852 2853 2678',
  ],
  [
    9,
    ['Ko Shan Theatre', '高山劇場', '高山剧场'],
    ['77 Ko Shan Road, Hung Hom, Kowloon', '九龍紅磡高山道77號', '九龙红磡高山道77号'],
    'HK-KLN-KC',
    venueHours,
    '+852 2740 9222',
  ],
  [
    10,
    ['Hong Kong Coliseum', '香港體育館', '香港体育馆'],
    ['9 Cheong Wan Road, Hung Hom, Kowloon', '九龍紅磡暢運道9號', '九龙红磡畅运道9号'],
    'HK-KLN-KC',
    daily('10:00', '20:00'),
    '+852 2355 7233',
  ],
  [
    11,
    ['Queen Elizabeth Stadium', '伊利沙伯體育館', '伊利沙伯体育馆'],
    ['18 Oi Kwan Road, Wan Chai, Hong Kong', '香港灣仔愛群道18號', '香港湾仔爱群道18号'],
    'HK-HKI-WC',
    daily('10:00', '20:00'),
    '+852 2591 1346',
  ],
  [
    12,
    ['Xiqu Centre', '戲曲中心', '戏曲中心'],
    [
      '88 Austin Road West, West Kowloon Cultural District, Kowloon',
      '九龍西九文化區柯士甸道西88號',
      '九龙西九文化区柯士甸道西88号',
    ],
    'HK-KLN-YTM',
    daily('10:00', '20:00'),
    '+852 2200 0217',
  ],
  [
    13,
    ['Sai Wan Ho Civic Centre', '西灣河文娛中心', '西湾河文娱中心'],
    [
      '111 Shau Kei Wan Road, Sai Wan Ho, Hong Kong',
      '香港西灣河筲箕灣道111號',
      '香港西湾河筲箕湾道111号',
    ],
    'HK-HKI-E',
    venueHours,
    '+852 2568 5643',
  ],
  [
    14,
    ['Ngau Chi Wan Civic Centre', '牛池灣文娛中心', '牛池湾文娱中心'],
    [
      '2/F, Ngau Chi Wan Municipal Services Building, 11 Clear Water Bay Road, Kowloon',
      '九龍清水灣道11號牛池灣市政大廈2樓',
      '九龙清水湾道11号牛池湾市政大厦2楼',
    ],
    'HK-KLN-WTS',
    venueHours,
    '+852 2325 1970',
  ],
  [
    15,
    ['Tai Po Civic Centre', '大埔文娛中心', '大埔文娱中心'],
    ['12 On Pong Road, Tai Po, New Territories', '新界大埔安邦路12號', '新界大埔安邦路12号'],
    'HK-NT-TP',
    venueHours,
    '+852 2665 4477',
  ],
  [
    16,
    ['North District Town Hall', '北區大會堂', '北区大会堂'],
    ['2 Lung Wan Street, Sheung Shui, New Territories', '新界上水龍運街2號', '新界上水龙运街2号'],
    'HK-NT-N',
    venueHours,
    '+852 2672 6723',
  ],
  [
    17,
    ['Hong Kong Arts Centre', '香港藝術中心', '香港艺术中心'],
    ['2 Harbour Road, Wan Chai, Hong Kong', '香港灣仔港灣道2號', '香港湾仔港湾道2号'],
    'HK-HKI-WC',
    daily('10:00', '20:00'),
    '+852 2582 0200',
  ],
  [
    18,
    ['Hong Kong Academy for Performing Arts', '香港演藝學院', '香港演艺学院'],
    ['1 Gloucester Road, Wan Chai, Hong Kong', '香港灣仔告士打道1號', '香港湾仔告士打道1号'],
    'HK-HKI-WC',
    daily('12:00', '20:00'),
    '+852 2584 8514',
  ],
  [
    19,
    ['Hong Kong Film Archive', '香港電影資料館', '香港电影资料馆'],
    ['50 Lei King Road, Sai Wan Ho, Hong Kong', '香港西灣河鯉景道50號', '香港西湾河鲤景道50号'],
    'HK-HKI-E',
    daily('10:00', '20:00'),
    '+852 2739 2139',
  ],
  [
    20,
    ['Kai Tak Stadium', '啟德主場館', '启德主场馆'],
    [
      'Kai Tak Sports Park, 38 Shing Kai Road, Kowloon City, Kowloon',
      '九龍九龍城承啟道38號啟德體育園',
      '九龙九龙城承启道38号启德体育园',
    ],
    'HK-KLN-KC',
    daily('11:00', '20:00'),
    '+852 2301 8800',
  ],
  [
    21,
    ['Tom Lee Music, Tsim Sha Tsui', '通利琴行（尖沙咀）', '通利琴行（尖沙咀）'],
    [
      '1-9 Cameron Lane, Tsim Sha Tsui, Kowloon',
      '九龍尖沙咀金巴利街1-9號',
      '九龙尖沙咀金巴利街1-9号',
    ],
    'HK-KLN-YTM',
    daily('10:30', '20:30'),
    '+852 2723 9932',
  ],
  [
    22,
    ['Tom Lee Music, Sha Tin', '通利琴行（沙田）', '通利琴行（沙田）'],
    [
      'Shop 8, Level 3, New Town Plaza Phase 1, Sha Tin, New Territories',
      '新界沙田新城市廣場一期3樓8號舖',
      '新界沙田新城市广场一期3楼8号铺',
    ],
    'HK-NT-ST',
    daily('10:30', '21:00'),
    '+852 2602 3829',
  ],
  [
    23,
    ['Macao Cultural Centre', '澳門文化中心', '澳门文化中心'],
    ['Avenida Xian Xing Hai, NAPE, Macau', '澳門新口岸冼星海大馬路', '澳门新口岸冼星海大马路'],
    'MO-PEN',
    daily('10:00', '19:00'),
    '+853 2870 0699',
  ],
  [
    24,
    ['Dom Pedro V Theatre', '崗頂劇院', '岗顶剧院'],
    ['Largo de Santo Agostinho, Macau', '澳門崗頂前地', '澳门岗顶前地'],
    'MO-PEN',
    daily('10:00', '18:00'),
    '+853 2893 9646',
  ],
  [
    25,
    ['Cotai Arena', '路氹綜藝館', '路氹综艺馆'],
    [
      'Estrada da Baía de Nossa Senhora da Esperança, Cotai, Macau',
      '澳門路氹城望德聖母灣大馬路',
      '澳门路氹城望德圣母湾大马路',
    ],
    'MO-TAI',
    daily('11:00', '21:00'),
    '+853 2882 8818',
  ],
  [
    26,
    ['Shenzhen Poly Theatre', '深圳保利劇院', '深圳保利剧院'],
    [
      'Junction of Houhai Binlu and Haide 3rd Road, Nanshan District, Shenzhen',
      '深圳市南山區後海濱路與海德三道交匯處',
      '深圳市南山区后海滨路与海德三道交汇处',
    ],
    'CN-GD-SZ-NS',
    daily('10:00', '20:00'),
    '+86 755 8637 1498',
  ],
  [
    27,
    ['Guangzhou Opera House', '廣州大劇院', '广州大剧院'],
    [
      '1 Zhujiang West Road, Tianhe District, Guangzhou',
      '廣州市天河區珠江西路1號',
      '广州市天河区珠江西路1号',
    ],
    'CN-GD-GZ-TH',
    daily('10:00', '20:00'),
    '+86 20 3839 2888',
  ],
]

/** [id, place (en, zh-Hant, zh-Hans), address (en, zh-Hant, zh-Hans), district code, hours] */
type Kiosk = [number, [string, string, string], [string, string, string], string, LocalizedText]

const stationHours = daily('07:00', '23:00')
const mallHours = daily('10:00', '22:00')

/** A kiosk in an MTR station's concourse, by an exit. */
const station = (
  id: number,
  [en, zhHant, zhHans]: [string, string, string],
  exit: string,
  district: string,
): Kiosk => [
  id,
  [`${en} Station`, `${zhHant}站`, `${zhHans}站`],
  [
    `Concourse near Exit ${exit}, ${en} Station`,
    `${zhHant}站大堂（近${exit}出口）`,
    `${zhHans}站大堂（近${exit}出口）`,
  ],
  district,
  stationHours,
]

const kiosks: Kiosk[] = [
  station(101, ['Admiralty', '金鐘', '金钟'], 'A', 'HK-HKI-CW'),
  station(102, ['Central', '中環', '中环'], 'K', 'HK-HKI-CW'),
  station(103, ['Hong Kong', '香港', '香港'], 'E1', 'HK-HKI-CW'),
  station(104, ['Causeway Bay', '銅鑼灣', '铜锣湾'], 'F', 'HK-HKI-WC'),
  station(105, ['Quarry Bay', '鰂魚涌', '鲗鱼涌'], 'A', 'HK-HKI-E'),
  station(106, ['Wong Chuk Hang', '黃竹坑', '黄竹坑'], 'B', 'HK-HKI-S'),
  station(107, ['Tsim Sha Tsui', '尖沙咀', '尖沙咀'], 'B1', 'HK-KLN-YTM'),
  station(108, ['Mong Kok', '旺角', '旺角'], 'E2', 'HK-KLN-YTM'),
  station(109, ['Sham Shui Po', '深水埗', '深水埗'], 'C2', 'HK-KLN-SSP'),
  station(110, ['Kowloon Tong', '九龍塘', '九龙塘'], 'C', 'HK-KLN-KC'),
  station(111, ['Diamond Hill', '鑽石山', '钻石山'], 'C2', 'HK-KLN-WTS'),
  station(112, ['Kwun Tong', '觀塘', '观塘'], 'A2', 'HK-KLN-KT'),
  station(113, ['Tsuen Wan', '荃灣', '荃湾'], 'B1', 'HK-NT-TW'),
  station(114, ['Kwai Fong', '葵芳', '葵芳'], 'C', 'HK-NT-KWT'),
  station(115, ['Tuen Mun', '屯門', '屯门'], 'C1', 'HK-NT-TM'),
  station(116, ['Yuen Long', '元朗', '元朗'], 'G1', 'HK-NT-YL'),
  station(117, ['Sheung Shui', '上水', '上水'], 'A3', 'HK-NT-N'),
  station(118, ['Tai Po Market', '大埔墟', '大埔墟'], 'A2', 'HK-NT-TP'),
  station(119, ['Sha Tin', '沙田', '沙田'], 'A1', 'HK-NT-ST'),
  station(120, ['Tseung Kwan O', '將軍澳', '将军澳'], 'A1', 'HK-NT-SK'),
  station(121, ['Tung Chung', '東涌', '东涌'], 'B', 'HK-NT-IS'),
  [
    122,
    ['Kai Tak Sports Park', '啟德體育園', '启德体育园'],
    ['38 Shing Kai Road, Kowloon City, Kowloon', '九龍九龍城承啟道38號', '九龙九龙城承启道38号'],
    'HK-KLN-KC',
    daily('08:00', '22:00'),
  ],
  [
    123,
    ['Telford Plaza', '德福廣場', '德福广场'],
    [
      'Level 1, Telford Plaza I, 33 Wai Yip Street, Kowloon Bay, Kowloon',
      '九龍九龍灣偉業街33號德福廣場一期1樓',
      '九龙九龙湾伟业街33号德福广场一期1楼',
    ],
    'HK-KLN-KT',
    mallHours,
  ],
  [
    124,
    ['Festival Walk', '又一城', '又一城'],
    [
      'UG/F, Festival Walk, 80 Tat Chee Avenue, Kowloon Tong, Kowloon',
      '九龍九龍塘達之路80號又一城UG層',
      '九龙九龙塘达之路80号又一城UG层',
    ],
    'HK-KLN-SSP',
    mallHours,
  ],
  [
    125,
    ['New Town Plaza', '新城市廣場', '新城市广场'],
    [
      'Level 3, New Town Plaza Phase 1, 18 Sha Tin Centre Street, Sha Tin, New Territories',
      '新界沙田沙田正街18號新城市廣場一期3樓',
      '新界沙田沙田正街18号新城市广场一期3楼',
    ],
    'HK-NT-ST',
    mallHours,
  ],
  [
    126,
    ['Citywalk', '荃新天地', '荃新天地'],
    [
      'G/F, Citywalk, 1 Yeung Uk Road, Tsuen Wan, New Territories',
      '新界荃灣楊屋道1號荃新天地地下',
      '新界荃湾杨屋道1号荃新天地地下',
    ],
    'HK-NT-TW',
    mallHours,
  ],
  [
    127,
    ['Cityplaza', '太古城中心', '太古城中心'],
    [
      'Level 1, Cityplaza, 18 Taikoo Shing Road, Quarry Bay, Hong Kong',
      '香港鰂魚涌太古城道18號太古城中心1樓',
      '香港鲗鱼涌太古城道18号太古城中心1楼',
    ],
    'HK-HKI-E',
    mallHours,
  ],
  [
    128,
    ['Times Square', '時代廣場', '时代广场'],
    [
      'Basement 1, Times Square, 1 Matheson Street, Causeway Bay, Hong Kong',
      '香港銅鑼灣勿地臣街1號時代廣場地庫1樓',
      '香港铜锣湾勿地臣街1号时代广场地库1楼',
    ],
    'HK-HKI-WC',
    mallHours,
  ],
  [
    129,
    ['Olympian City', '奧海城', '奥海城'],
    [
      'G/F, Olympian City 2, 18 Hoi Ting Road, Tai Kok Tsui, Kowloon',
      '九龍大角咀海庭道18號奧海城二期地下',
      '九龙大角咀海庭道18号奥海城二期地下',
    ],
    'HK-KLN-YTM',
    mallHours,
  ],
  [
    130,
    ['East Point City', '東港城', '东港城'],
    [
      'Level 1, East Point City, 8 Chung Wa Road, Tseung Kwan O, New Territories',
      '新界將軍澳重華路8號東港城1樓',
      '新界将军澳重华路8号东港城1楼',
    ],
    'HK-NT-SK',
    mallHours,
  ],
  [
    131,
    ['V City', 'V city', 'V city'],
    [
      'Level 2, V City, 1 Tuen Shun Street, Tuen Mun, New Territories',
      '新界屯門屯順街1號V city 2樓',
      '新界屯门屯顺街1号V city 2楼',
    ],
    'HK-NT-TM',
    mallHours,
  ],
  [
    132,
    ['YOHO Mall', '形點', '形点'],
    [
      'Level 1, YOHO Mall I, 9 Yuen Lung Street, Yuen Long, New Territories',
      '新界元朗元龍街9號形點I 1樓',
      '新界元朗元龙街9号形点I 1楼',
    ],
    'HK-NT-YL',
    mallHours,
  ],
  [
    133,
    ['Macau Outer Harbour Ferry Terminal', '澳門外港客運碼頭', '澳门外港客运码头'],
    [
      'Departure Hall, Outer Harbour Ferry Terminal, Avenida da Amizade, Macau',
      '澳門友誼大馬路外港客運碼頭離境大堂',
      '澳门友谊大马路外港客运码头离境大堂',
    ],
    'MO-PEN',
    daily('08:00', '22:00'),
  ],
]

/** Box offices first (ids 1–40), then kiosks (ids 101–160). */
export function outletRows(): OutletRow[] {
  const offices = boxOffices.map(([id, name, address, district, hours, phone], index) => ({
    id,
    kind: 'boxOffice' as const,
    name: t(`${name[0]} Box Office`, `${name[1]}售票處`, `${name[2]}售票处`),
    address: t(...address),
    district: addressName(district),
    region: regionOf(district),
    opening_hours: hours,
    phone,
    sort: index + 1,
  }))
  const machines = kiosks.map(([id, place, address, district, hours], index) => ({
    id,
    kind: 'kiosk' as const,
    name: t(`${place[0]} Kiosk`, `${place[1]}自助售票機`, `${place[2]}自助售票机`),
    address: t(...address),
    district: addressName(district),
    region: regionOf(district),
    opening_hours: hours,
    phone: null,
    sort: index + 1,
  }))
  return [...offices, ...machines]
}
