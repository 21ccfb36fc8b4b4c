// Concession wordings shared by several events, as the presenters print them.
import type { TicketType } from '../../../domain/ticketTypes'
import type { LocalizedText } from '../../db/schema'
import { text } from './types'

/** LCSD's standard concession for its cultural programmes. */
export const lcsdConcession = text(
  'Half-price tickets for senior citizens aged 60 or above, people with disabilities and the minder, full-time students and Comprehensive Social Security Assistance (CSSA) recipients (limited tickets for students and CSSA recipients).',
  '六十歲或以上長者、殘疾人士及看護人、全日制學生及綜合社會保障援助受惠人士可享半價優惠（學生及綜援受惠人士優惠票數量有限，先到先得）。',
  '六十岁或以上长者、残疾人士及看护人、全日制学生及综合社会保障援助受惠人士可享半价优惠（学生及综援受惠人士优惠票数量有限，先到先得）。',
)

export const seniorsStudentsConcession = text(
  'Half price for senior citizens aged 60 or above, people with disabilities and full-time students.',
  '六十歲或以上長者、殘疾人士及全日制學生可享半價優惠。',
  '六十岁或以上长者、残疾人士及全日制学生可享半价优惠。',
)

export const orchestraConcession = text(
  'Half-price tickets for full-time students, senior citizens aged 65 or above, people with disabilities and the minder, and CSSA recipients, in every zone while tickets last.',
  '全日制學生、六十五歲或以上長者、殘疾人士及看護人、綜援受惠人士可購買各區半價門票，售完即止。',
  '全日制学生、六十五岁或以上长者、残疾人士及看护人、综援受惠人士可购买各区半价门票，售完即止。',
)

export const studentConcession = text(
  'For full-time students only: show a valid student card at the entrance.',
  '只限全日制學生購買，入場時須出示有效學生證。',
  '只限全日制学生购买，入场时须出示有效学生证。',
)

export const familyConcession = text(
  'Children aged 3 to 11 and senior citizens aged 60 or above enjoy 20% off. Every person aged 3 or above needs a ticket.',
  '三至十一歲小童及六十歲或以上長者可享八折優惠。三歲或以上人士均須憑票入場。',
  '三至十一岁小童及六十岁或以上长者可享八折优惠。三岁或以上人士均须凭票入场。',
)

export const festivalConcession = text(
  'HK$75 tickets for full-time students, senior citizens aged 60 or above and people with disabilities (not for gala screenings).',
  '全日制學生、六十歲或以上長者及殘疾人士可購買港幣75元優惠票（特別場除外）。',
  '全日制学生、六十岁或以上长者及残疾人士可购买港币75元优惠票（特别场除外）。',
)

/**
 * The ticket types a concession wording offers (migration 0021): each at half the zone's price
 * unless `fixedCents`, in every zone the wording is shown with; `quota` per performance and
 * zone where the presenter limits it.
 */
export interface ConcessionOffer {
  types: readonly TicketType[]
  fixedCents?: number
  quota?: Partial<Record<TicketType, number>>
}

/** The wordings that are ticket types; the others name price zones of their own. */
export const concessionOffers = new Map<LocalizedText, ConcessionOffer>([
  [
    lcsdConcession,
    { types: ['senior60', 'disability', 'student', 'cssa'], quota: { student: 20, cssa: 20 } },
  ],
  [festivalConcession, { types: ['student', 'senior60', 'disability'], fixedCents: 7500 }],
  [seniorsStudentsConcession, { types: ['senior60', 'disability', 'student'] }],
  [
    orchestraConcession,
    {
      types: ['student', 'senior65', 'disability', 'cssa'],
      quota: { student: 40, senior65: 40, disability: 40, cssa: 40 },
    },
  ],
])
