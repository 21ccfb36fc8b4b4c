// The demo members themselves: Hong Kong names (family name first when shown, some with an
// English name after a comma), a few from Macau and the Mainland with their own numbers,
// birthdays, addresses, interests and preferences.
import { type Interest, interests } from '../../../domain/forms/personalDetails'
import type { Locale } from '../../../domain/preferences'
import { demoEmail, demoMemberCount, type MemberState, stateOf } from './accounts'
import type { HomeAddress, MailingAddress } from './addresses'
import type { Random } from './random'

export interface DemoMember {
  /** 1 … 300, as in the email address */
  number: number
  email: string
  state: MemberState
  title: 'Mr' | 'Miss' | 'Mrs'
  firstName: string
  lastName: string
  gender: 'male' | 'female' | 'undisclosed'
  birthday: { month: number; day: number }
  address: MailingAddress
  home: HomeAddress
  flat: string
  mobile: { areaCode: string; number: string }
  interests: Interest[]
  optOutDirectMarketing: boolean
  newsletter: boolean
  cardLayout: 'compact' | 'comfortable'
  locale: Locale
  createdAt: Date
  /** Family name first, as receipts print it. */
  displayName: string
  /** The mobile as a receipt prints it: `+852 9123 4567`. */
  contactPhone: string
}

type Origin = 'hongKong' | 'macau' | 'mainland'

// repeated names are the common ones: Chan and Wong are everywhere
const hongKongFamilyNames = [
  ...['Chan', 'Chan', 'Chan', 'Wong', 'Wong', 'Wong', 'Lee', 'Lee', 'Cheung', 'Cheung'],
  ...['Lau', 'Lau', 'Ng', 'Ng', 'Leung', 'Leung', 'Ho', 'Lam', 'Lam', 'Tam', 'Yeung'],
  ...['Tsang', 'Chow', 'Chu', 'Ma', 'Lai', 'Fung', 'Kwok', 'Mak', 'Yip', 'Tang', 'Law'],
  ...['Siu', 'Lo', 'Choi', 'Kwan', 'Tse', 'Poon', 'Yuen', 'Hui', 'Ko', 'Ip', 'So', 'Wu'],
  ...['Tsui', 'Chiu', 'Li', 'Au Yeung', 'Szeto', 'Mok', 'Cheng', 'Kwong', 'Fong', 'Chung'],
]
const hongKongGivenNames = {
  male: [
    ...['Tai Man', 'Siu Ming', 'Ka Ho', 'Chi Keung', 'Wai Lun', 'Kwok Wing', 'Chun Kit'],
    ...['Ho Yin', 'Man Kit', 'Ka Lok', 'Tsz Hin', 'Hok Yin', 'Wing Kin', 'Chi Hung', 'Kin Fai'],
    ...['Yiu Wah', 'Tin Yau', 'Pak Hei', 'Long Hin', 'Chun Wai', 'Kam Chuen', 'Sai Kit'],
  ],
  female: [
    ...['Ka Yan', 'Wing Yan', 'Mei Ling', 'Siu Wai', 'Hoi Yan', 'Tsz Ching', 'Pui Yee'],
    ...['Wai Man', 'Suet Ying', 'Yuen Ting', 'Lok Yi', 'Hiu Tung', 'Sze Wing', 'Oi Ling'],
    ...['Ching Man', 'Shuk Fan', 'Mei Kuen', 'Hei Tung', 'Yan Ting', 'Man Yee', 'Ka Wai'],
  ],
}
const englishNames = {
  male: [
    ...['Kelvin', 'Raymond', 'Jacky', 'Eric', 'Alan', 'Kenneth', 'Derek', 'Ivan', 'Marco'],
    ...['Samuel', 'Terence', 'Wilson', 'Jason', 'Dickson', 'Edmond', 'Timothy', 'Justin'],
  ],
  female: [
    ...['Natalie', 'Michelle', 'Karen', 'Cindy', 'Winnie', 'Vivian', 'Joyce', 'Tiffany'],
    ...['Gloria', 'Queenie', 'Mandy', 'Ivy', 'Crystal', 'Charmaine', 'Fiona', 'Yvonne'],
  ],
}
// Macau spells Cantonese its own way (Leong, Vong, Sou, Iong)
const macauFamilyNames = ['Leong', 'Vong', 'Chan', 'Lei', 'Ho', 'Sou', 'Lam', 'Iong', 'Kuan']
const macauGivenNames = {
  male: ['Weng Kei', 'Chi Hou', 'Ka Ian', 'Man Io', 'Kin Fong'],
  female: ['Sio Wa', 'Hoi Lam', 'Ka Man', 'Mei Ieng', 'Wai San'],
}
const mainlandFamilyNames = ['Wang', 'Li', 'Zhang', 'Liu', 'Chen', 'Yang', 'Zhao', 'Huang', 'Zhou']
const mainlandGivenNames = {
  male: ['Wei', 'Hao', 'Jun', 'Haoran', 'Zihao', 'Yifan', 'Mingyu'],
  female: ['Fang', 'Na', 'Jing', 'Xin', 'Yuting', 'Zihan', 'Xiaomei'],
}
const mainlandMobilePrefixes = ['138', '139', '135', '186', '158', '150', '177', '189']
const daysInMonth = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
const yearMs = 365.25 * 86_400_000

/** A few members carry Macau or Mainland numbers; everyone else is a Hong Kong mobile. */
function originOf(number: number): Origin {
  if (number % 31 === 7) return 'macau'
  if (number % 47 === 11) return 'mainland'
  return 'hongKong'
}

export function makeMembers(random: Random, homes: HomeAddress[], now: Date): DemoMember[] {
  const usedMobiles = new Set<string>()
  const members: DemoMember[] = []
  for (let number = 1; number <= demoMemberCount; number++) {
    const origin = originOf(number)
    const gender = random.weighted({ female: 50, male: 45, undisclosed: 5 })
    const sex = gender === 'undisclosed' ? random.pick(['male', 'female'] as const) : gender
    const { firstName, lastName } = nameOf(random, origin, sex)
    const title = sex === 'male' ? 'Mr' : random.chance(0.6) ? 'Miss' : 'Mrs'
    const month = random.int(1, 12)
    const sameRegion = homes.filter((home) => home.region === origin)
    const home = random.pick(sameRegion.length > 0 ? sameRegion : homes)
    const flat = `Flat ${random.int(2, 38)}${random.pick(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'])}`
    let mobile: DemoMember['mobile']
    do mobile = mobileOf(random, origin)
    while (usedMobiles.has(`${mobile.areaCode}${mobile.number}`))
    usedMobiles.add(`${mobile.areaCode}${mobile.number}`)
    const optOutDirectMarketing = random.chance(0.15)
    const email = demoEmail(number)
    const state = stateOf(email)
    members.push({
      number,
      email,
      state,
      title,
      firstName,
      lastName,
      gender,
      birthday: { month, day: random.int(1, daysInMonth[month - 1] ?? 28) },
      address: { ...home.address, building: `${flat}, ${home.address.building}` },
      home,
      flat,
      mobile,
      interests: random.shuffle(interests).slice(0, random.int(0, 4)),
      optOutDirectMarketing,
      newsletter: !optOutDirectMarketing && random.chance(0.4),
      cardLayout: random.chance(0.25) ? 'compact' : 'comfortable',
      locale: localeOf(random, origin),
      // the unactivated account registered two days ago; the others have been members for years
      createdAt:
        state === 'pending'
          ? new Date(+now - 2 * 86_400_000 - random.int(0, 36_000_000))
          : new Date(+now - (1.5 + random.next() * 5.5) * yearMs),
      displayName: `${lastName} ${firstName}`,
      contactPhone: phoneOf(mobile),
    })
  }
  return showcase(members, homes)
}

function nameOf(random: Random, origin: Origin, sex: 'male' | 'female') {
  if (origin === 'mainland') {
    return {
      lastName: random.pick(mainlandFamilyNames),
      firstName: random.pick(mainlandGivenNames[sex]),
    }
  }
  if (origin === 'macau') {
    return { lastName: random.pick(macauFamilyNames), firstName: random.pick(macauGivenNames[sex]) }
  }
  const given = random.pick(hongKongGivenNames[sex])
  return {
    lastName: random.pick(hongKongFamilyNames),
    // "Cheung Wing Yan, Natalie": about a third give an English name too
    firstName: random.chance(0.35) ? `${given}, ${random.pick(englishNames[sex])}` : given,
  }
}

function mobileOf(random: Random, origin: Origin): DemoMember['mobile'] {
  if (origin === 'macau')
    return { areaCode: '853', number: `6${random.pick(['2', '6', '8'])}${random.digits(6)}` }
  if (origin === 'mainland') {
    return { areaCode: '86', number: `${random.pick(mainlandMobilePrefixes)}${random.digits(8)}` }
  }
  return { areaCode: '852', number: `${random.weighted({ 9: 5, 6: 3, 5: 2 })}${random.digits(7)}` }
}

function localeOf(random: Random, origin: Origin): Locale {
  if (origin === 'mainland') return random.chance(0.85) ? 'zh-Hans' : 'en'
  if (origin === 'macau') return random.chance(0.8) ? 'zh-Hant' : 'en'
  return random.weighted({ 'zh-Hant': 55, en: 38, 'zh-Hans': 7 })
}

function phoneOf({ areaCode, number }: DemoMember['mobile']): string {
  const groups =
    number.length === 11
      ? [number.slice(0, 3), number.slice(3, 7), number.slice(7)]
      : [number.slice(0, 4), number.slice(4)]
  return `+${areaCode} ${groups.join(' ')}`
}

/** member001 is the one the README sends people to: a familiar name and a full profile. */
function showcase(members: DemoMember[], homes: HomeAddress[]): DemoMember[] {
  const [first, ...rest] = members
  if (!first) return members
  const home =
    homes.find((h) => h.region === 'hongKong' && /Sha Tin Centre/.test(h.address.building)) ??
    first.home
  const mobile = { areaCode: '852', number: '91234567' }
  const taken = rest.some((m) => m.mobile.number === mobile.number)
  const chosen = taken ? first.mobile : mobile
  return [
    {
      ...first,
      title: 'Mr',
      firstName: 'Tai Man',
      lastName: 'Chan',
      gender: 'male',
      birthday: { month: 8, day: 18 },
      home,
      flat: 'Flat 15C',
      address: { ...home.address, building: `Flat 15C, ${home.address.building}` },
      mobile: chosen,
      interests: ['popConcert', 'chineseOpera', 'sports'],
      optOutDirectMarketing: false,
      newsletter: true,
      cardLayout: 'comfortable',
      locale: 'zh-Hant',
      displayName: 'Chan Tai Man',
      contactPhone: phoneOf(chosen),
    },
    ...rest,
  ]
}
