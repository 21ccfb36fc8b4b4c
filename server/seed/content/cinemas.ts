// The three Citytix cinemas (venues of kind `cinema`) and their houses (ids 501+), each with
// the seat layout every show in it copies.
import type { LocalizedText } from '../../db/schema'
import { addressName } from './addresses'
import { t } from './text'

export interface HouseLayout {
  rows: number
  seatsPerRow: number
  /** Seat numbers with an aisle on their left. */
  aislesBefore: number[]
  /** Seat numbers of the back row kept for wheelchairs. */
  wheelchairSeats: number[]
}

export interface House {
  id: number
  name: LocalizedText
  layout: HouseLayout
  /** Shows a day. */
  showsPerDay: number
}

export interface Cinema {
  id: string
  name: LocalizedText
  address: LocalizedText
  district: string
  phone: string
  latitude: number
  longitude: number
  /** Regular price of an evening show, HKD. */
  regularPriceHkd: number
  serviceFeeCents: number
  houses: House[]
}

/** "Causeway Bay House 1": houses are listed on their own, so each names its cinema. */
const house = (
  id: number,
  place: [string, string, string],
  number: number,
  chineseNumber: string,
  layout: HouseLayout,
  showsPerDay: number,
): House => ({
  id,
  name: t(
    `${place[0]} House ${number}`,
    `${place[1]}${chineseNumber}號影院`,
    `${place[2]}${chineseNumber}号影院`,
  ),
  layout,
  showsPerDay,
})

const causewayBay: [string, string, string] = ['Causeway Bay', '銅鑼灣', '铜锣湾']
const tsimShaTsui: [string, string, string] = ['Tsim Sha Tsui', '尖沙咀', '尖沙咀']
const shaTin: [string, string, string] = ['Sha Tin', '沙田', '沙田']

export const cinemas: Cinema[] = [
  {
    id: 'cinema-causeway-bay',
    name: t('Citytix Cinema Causeway Bay', 'Citytix 戲院（銅鑼灣）', 'Citytix 影院（铜锣湾）'),
    address: t(
      '10/F, Lee Garden Plaza, 28 Hysan Avenue, Causeway Bay, Hong Kong',
      '香港銅鑼灣希慎道28號利園廣場10樓',
      '香港铜锣湾希慎道28号利园广场10楼',
    ),
    district: 'HK-HKI-WC',
    phone: '+852 3165 1301',
    latitude: 22.2784,
    longitude: 114.1847,
    regularPriceHkd: 110,
    serviceFeeCents: 8_00,
    houses: [
      house(
        501,
        causewayBay,
        1,
        '一',
        { rows: 10, seatsPerRow: 15, aislesBefore: [4, 13], wheelchairSeats: [1, 2] },
        5,
      ),
      house(
        502,
        causewayBay,
        2,
        '二',
        { rows: 8, seatsPerRow: 14, aislesBefore: [4, 12], wheelchairSeats: [1, 2] },
        5,
      ),
      house(
        503,
        causewayBay,
        3,
        '三',
        { rows: 8, seatsPerRow: 10, aislesBefore: [6], wheelchairSeats: [1] },
        6,
      ),
    ],
  },
  {
    id: 'cinema-tsim-sha-tsui',
    name: t('Citytix Cinema Tsim Sha Tsui', 'Citytix 戲院（尖沙咀）', 'Citytix 影院（尖沙咀）'),
    address: t(
      '3/F, Harbour Crest, 25 Canton Road, Tsim Sha Tsui, Kowloon',
      '九龍尖沙咀廣東道25號海港薈3樓',
      '九龙尖沙咀广东道25号海港荟3楼',
    ),
    district: 'HK-KLN-YTM',
    phone: '+852 3165 1302',
    latitude: 22.2962,
    longitude: 114.1686,
    regularPriceHkd: 120,
    serviceFeeCents: 8_00,
    houses: [
      house(
        504,
        tsimShaTsui,
        1,
        '一',
        { rows: 8, seatsPerRow: 16, aislesBefore: [5, 13], wheelchairSeats: [1, 2] },
        5,
      ),
      house(
        505,
        tsimShaTsui,
        2,
        '二',
        { rows: 8, seatsPerRow: 12, aislesBefore: [7], wheelchairSeats: [1] },
        4,
      ),
    ],
  },
  {
    id: 'cinema-sha-tin',
    name: t('Citytix Cinema Sha Tin', 'Citytix 戲院（沙田）', 'Citytix 影院（沙田）'),
    address: t(
      'Level 5, Shing Mun Arcade, 18 Sha Tin Centre Street, Sha Tin, New Territories',
      '新界沙田沙田正街18號城門薈5樓',
      '新界沙田沙田正街18号城门荟5楼',
    ),
    district: 'HK-NT-ST',
    phone: '+852 3165 1303',
    latitude: 22.3817,
    longitude: 114.1878,
    regularPriceHkd: 95,
    serviceFeeCents: 6_00,
    houses: [
      house(
        506,
        shaTin,
        1,
        '一',
        { rows: 10, seatsPerRow: 14, aislesBefore: [4, 12], wheelchairSeats: [1, 2] },
        4,
      ),
      house(
        507,
        shaTin,
        2,
        '二',
        { rows: 8, seatsPerRow: 11, aislesBefore: [4], wheelchairSeats: [1] },
        5,
      ),
    ],
  },
]

export const seatsIn = (layout: HouseLayout) => layout.rows * layout.seatsPerRow

export function cinemaVenueRows() {
  return cinemas.map((cinema) => ({
    id: cinema.id,
    kind: 'cinema' as const,
    name: cinema.name,
    address: cinema.address,
    district: addressName(cinema.district),
    region: 'hongKong' as const,
    phone: cinema.phone,
    capacity: cinema.houses.reduce((sum, h) => sum + seatsIn(h.layout), 0),
    latitude: cinema.latitude,
    longitude: cinema.longitude,
  }))
}

export function cinemaHouseRows() {
  return cinemas.flatMap((cinema) =>
    cinema.houses.map((h) => ({
      id: h.id,
      venue_id: cinema.id,
      name: h.name,
      wheelchair_spaces: h.layout.wheelchairSeats.length,
    })),
  )
}
