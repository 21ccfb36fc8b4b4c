// Mailing addresses for demo members. The address hierarchy (`address_nodes`) is seeded by the
// content work; an address here is matched to it by country and district name, so members always
// carry codes the registration form knows. When the hierarchy is empty (tests with a small
// catalogue), Hong Kong addresses fall back to the content seed's code pattern (HK, HK-ALL, HK-KLN,
// HK-KLN-YTM); Macau and Mainland addresses are used only when the hierarchy has them.
import type { Kysely } from 'kysely'
import type { DeliveryRegion } from '../../../domain/delivery'
import type { DB } from '../../db/schema'

export interface MailingAddress {
  country: string
  province: string
  area: string
  district: string
  street: string
  building: string
}

export interface HomeAddress {
  region: DeliveryRegion
  /** The building without a flat; a member's address puts their flat before it. */
  address: MailingAddress
  /** The whole address on one line with the flat, as a delivery label shows it (English). */
  oneLine(flat: string): string
}

interface Place {
  region: DeliveryRegion
  country: string
  district: string
  area: string
  /** Codes used when the hierarchy is empty; only Hong Kong has them. */
  codes?: { province: string; area: string; district: string }
  street: string
  building: string
}

const hk = (areaCode: string, districtCode: string) => ({
  province: 'HK-ALL',
  area: `HK-${areaCode}`,
  district: `HK-${areaCode}-${districtCode}`,
})
const island = 'Hong Kong Island'
const kowloon = 'Kowloon'
const newTerritories = 'New Territories'

function hongKong(
  area: string,
  district: string,
  codes: [string, string],
  street: string,
  building: string,
): Place {
  return {
    region: 'hongKong',
    country: 'Hong Kong',
    area,
    district,
    codes: hk(...codes),
    street,
    building,
  }
}

/** Real streets and estates in every district, so addresses read as Hong Kong ones. */
const places: Place[] = [
  hongKong(island, 'Central and Western', ['HKI', 'CW'], '1 Po Shan Road', 'Po Shan Mansions'),
  hongKong(
    island,
    'Central and Western',
    ['HKI', 'CW'],
    "345 Queen's Road West",
    'Island Crest Tower 1',
  ),
  hongKong(island, 'Wan Chai', ['HKI', 'WC'], '11 Sun Chun Street', 'Tai Hang Terrace'),
  hongKong(island, 'Wan Chai', ['HKI', 'WC'], "200 Queen's Road East", 'J Residence'),
  hongKong(
    island,
    'Eastern',
    ['HKI', 'E'],
    '18 Tai Koo Shing Road',
    'Kam Din Terrace, Taikoo Shing',
  ),
  hongKong(island, 'Eastern', ['HKI', 'E'], '38 Kornhill Road', 'Kornhill Block F'),
  hongKong(island, 'Eastern', ['HKI', 'E'], '100 Shing Tai Road', 'Island Resort Tower 3'),
  hongKong(island, 'Southern', ['HKI', 'S'], '5 South Horizons Drive', 'South Horizons Block 12'),
  hongKong(island, 'Southern', ['HKI', 'S'], '4 Chi Fu Road', 'Chi Fu Fa Yuen Block B'),
  hongKong(kowloon, 'Yau Tsim Mong', ['KLN', 'YTM'], '26 Kimberley Road', 'Kimberley Mansion'),
  hongKong(
    kowloon,
    'Yau Tsim Mong',
    ['KLN', 'YTM'],
    '18 Hoi Ting Road',
    'Island Harbourview Tower 5',
  ),
  hongKong(kowloon, 'Sham Shui Po', ['KLN', 'SSP'], '5 Broadway', 'Mei Foo Sun Chuen Stage 4'),
  hongKong(kowloon, 'Sham Shui Po', ['KLN', 'SSP'], '100 Cheung Sha Wan Road', 'Chi Yuen Building'),
  hongKong(kowloon, 'Kowloon City', ['KLN', 'KC'], '8 Tak On Street', 'Whampoa Garden Site 3'),
  hongKong(kowloon, 'Kowloon City', ['KLN', 'KC'], '18 Farm Road', 'Kowloon City Plaza Court'),
  hongKong(kowloon, 'Wong Tai Sin', ['KLN', 'WTS'], '8 Lung Cheung Road', 'Lung Poon Court'),
  hongKong(kowloon, 'Wong Tai Sin', ['KLN', 'WTS'], '3 Tsz Wan Shan Road', 'Tsz Oi Court'),
  hongKong(kowloon, 'Kwun Tong', ['KLN', 'KT'], '9 Kai Tin Road', 'Laguna City Phase 2'),
  hongKong(kowloon, 'Kwun Tong', ['KLN', 'KT'], '77 Hip Wo Street', 'Amoy Gardens Block E'),
  hongKong(
    newTerritories,
    'Kwai Tsing',
    ['NT', 'KWT'],
    '1 Tsing King Road',
    'Tsing Yi Garden Block 3',
  ),
  hongKong(newTerritories, 'Tsuen Wan', ['NT', 'TW'], '1 Tai Ho Road', 'Riviera Gardens Block 5'),
  hongKong(
    newTerritories,
    'Tsuen Wan',
    ['NT', 'TW'],
    '88 Tsuen King Circuit',
    'Belvedere Garden Phase 3',
  ),
  hongKong(
    newTerritories,
    'Tuen Mun',
    ['NT', 'TM'],
    '2 Tuen Hi Road',
    'Tuen Mun Town Plaza Tower 5',
  ),
  hongKong(newTerritories, 'Yuen Long', ['NT', 'YL'], '8 Long Yat Road', 'Yoho Town Block 2'),
  hongKong(
    newTerritories,
    'Yuen Long',
    ['NT', 'YL'],
    '1 Tin Shui Road',
    'Kingswood Villas Phase 1',
  ),
  hongKong(newTerritories, 'North', ['NT', 'N'], '3 Fanling Station Road', 'Flora Plaza Tower 2'),
  hongKong(newTerritories, 'Tai Po', ['NT', 'TP'], '20 On Chee Road', 'Tai Po Centre Block 8'),
  hongKong(newTerritories, 'Sha Tin', ['NT', 'ST'], '1 Yuen Wo Road', 'Sha Tin Centre Block 2'),
  hongKong(newTerritories, 'Sha Tin', ['NT', 'ST'], '8 Ma On Shan Road', 'Sunshine City Block 5'),
  hongKong(newTerritories, 'Sai Kung', ['NT', 'SK'], '1 Tong Yin Street', 'Metro Town Tower 2'),
  hongKong(
    newTerritories,
    'Islands',
    ['NT', 'IS'],
    '5 Tung Chung Waterfront Road',
    'Coastal Skyline Tower 2',
  ),
  {
    region: 'macau',
    country: 'Macau',
    area: 'Macau Peninsula',
    district: 'Cathedral Parish',
    street: 'Avenida da Praia Grande 429',
    building: 'Edifício Centro Comercial Praia Grande',
  },
  {
    region: 'macau',
    country: 'Macau',
    area: 'Taipa',
    district: 'Our Lady of Carmel Parish',
    street: 'Rua de Seng Tou 305',
    building: 'Nova City Phase 3',
  },
  {
    region: 'mainland',
    country: 'Mainland China',
    area: 'Shenzhen',
    district: 'Futian',
    street: '6011 Yitian Road',
    building: 'Excellence Century Centre Tower 2',
  },
  {
    region: 'mainland',
    country: 'Mainland China',
    area: 'Guangzhou',
    district: 'Tianhe',
    street: '208 Tianhe Road',
    building: 'Tianhe City Garden Tower 2',
  },
]

/** Names compared without case, punctuation or a trailing "district"; Macao is Macau. */
function key(name: string): string {
  const plain = name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/\bmacao\b/g, 'macau')
    .replace(/\b(mainland|district|sar)\b/g, '')
    .replace(/[^a-z]/g, '')
  return plain === 'prc' ? 'china' : plain
}

/** Every address a member can have: its codes found in the hierarchy, or the fallback codes. */
export async function loadHomeAddresses(db: Kysely<DB>): Promise<HomeAddress[]> {
  const nodes = await db
    .selectFrom('address_nodes')
    .select(['code', 'parent_code', 'name'])
    .orderBy('code')
    .execute()
  const byCode = new Map(nodes.map((node) => [node.code, node]))
  const parents = new Set(nodes.map((node) => node.parent_code))
  // each leaf's path from its country, keyed by country and district name
  const leaves = new Map<string, string[]>()
  for (const node of nodes) {
    if (parents.has(node.code)) continue
    const path: string[] = []
    for (let at: typeof node | undefined = node; at; at = byCode.get(at.parent_code ?? '')) {
      path.unshift(at.code)
    }
    const country = byCode.get(path[0] ?? '')
    if (path.length !== 4 || !country) continue
    leaves.set(`${key(country.name.en)}|${key(node.name.en)}`, path)
  }
  const found = places.flatMap((place) => {
    const path = leaves.get(`${key(place.country)}|${key(place.district)}`)
    if (path) return [home(place, path as [string, string, string, string])]
    if (nodes.length === 0 && place.codes) {
      const { province, area, district } = place.codes
      return [home(place, ['HK', province, area, district])]
    }
    return []
  })
  if (found.some((address) => address.region === 'hongKong')) return found
  // a hierarchy that names no district we know: keep the pattern rather than fail the seed
  return places.flatMap((place) =>
    place.codes
      ? [home(place, ['HK', place.codes.province, place.codes.area, place.codes.district])]
      : [],
  )
}

function home(place: Place, [country, province, area, district]: [string, string, string, string]) {
  return {
    region: place.region,
    address: { country, province, area, district, street: place.street, building: place.building },
    oneLine: (flat: string) =>
      [
        `${flat}, ${place.building}`,
        place.street,
        place.district === place.area ? place.district : `${place.district}, ${place.area}`,
        ...(place.region === 'mainland' ? ['China'] : place.region === 'macau' ? ['Macau'] : []),
      ].join(', '),
  } satisfies HomeAddress
}
