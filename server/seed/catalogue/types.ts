// The shapes of the demo catalogue's data files (one file per kind of data in this folder).
// Prices are whole Hong Kong dollars here and become cents in the rows; times are rules
// relative to the seed's `now` (showTimes.ts turns them into instants).
import type { Region } from '../../../domain/filters'
import type { Interest } from '../../../domain/forms/personalDetails'
import type { LocalizedText } from '../../db/schema'

/** A text in the three languages, written in the order we draft them: English, HK, Mainland. */
export function text(en: string, zhHant: string, zhHans: string): LocalizedText {
  return { en, 'zh-Hant': zhHant, 'zh-Hans': zhHans }
}

/** Paragraphs of a description, joined with a blank line as LocalizedText expects. */
export function paragraphs(...parts: LocalizedText[]): LocalizedText {
  const join = (lang: keyof LocalizedText) => parts.map((part) => part[lang]).join('\n\n')
  return text(join('en'), join('zh-Hant'), join('zh-Hans'))
}

/** Category codes are the registration form's interests (the same twelve). */
export type CategoryCode = Interest

export interface SeatSection {
  id: string
  name: LocalizedText
  /** rows front to back; each row is its blocks of seats left to right, an aisle between blocks */
  rows: ReadonlyArray<{ name: string; blocks: readonly number[] }>
  /** a row whose two seats at each end are wheelchair spaces */
  wheelchairRow?: string
  /** seats never sold (sound desk, camera): row and seat numbers */
  blocked?: { row: string; seats: readonly number[] }
}

export interface VenueSeed {
  id: string
  name: LocalizedText
  address: LocalizedText
  district: LocalizedText
  region: Region
  phone: string
  capacity: number
  latitude: number
  longitude: number
  /** reserved venues have a seat plan; the others sell standing or free seating by zone */
  seating: 'reserved' | 'generalAdmission'
  sections?: readonly SeatSection[]
}

export interface PresenterSeed {
  id: number
  name: LocalizedText
  category?: CategoryCode
}

export type Weekday = 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun'

/** When shows happen, relative to the seed's today in Hong Kong; `at` are Hong Kong times. */
export type ShowRule = { at: readonly string[] } /** days from today (0 today, 1 tomorrow…) */ & (
  | { days: readonly number[] }
  /** every day from the first offset to the last, both included */
  | { daily: readonly [number, number] }
  /** weekdays of the week `week` weeks on (0 = this Monday-to-Sunday week) */
  | { week: number; weekdays: readonly Weekday[] }
  /** dates of the month `month` months on (0 = this month); past a month's end, its last day */
  | { month: number; dates: readonly number[] }
  /** days before today, for past events */
  | { ago: readonly number[] }
)

export type Sale =
  /** on sale for weeks already (the default) */
  | 'onSale'
  /** went on sale earlier today, at this Hong Kong hour (or earlier, when now is earlier) */
  | { today: number }
  /** goes on sale this many days from today, 10:00 Hong Kong time */
  | { soon: number }
  /**
   * goes on sale this many minutes after the seed runs, through a waiting room whose pre-queue
   * opened 30 minutes before that (server/seed/waitingRoom.ts)
   */
  | { queuedInMinutes: number }
  /** every ticket sold */
  | 'soldOut'

export type ShowLanguage =
  | 'cantonese'
  | 'putonghua'
  | 'english'
  | 'japanese'
  | 'korean'
  | 'french'
  | 'noDialogue'

/** What visitors need to know, written as the description's last paragraph. */
export interface Practicalities {
  minutes?: number
  /** minutes of interval, when there is one */
  interval?: number
  language?: ShowLanguage
  /** Chinese and English surtitles (subtitles, for films) */
  surtitles?: boolean
  /** minimum age */
  age?: number
  /** one more sentence of its own */
  extra?: LocalizedText
}

export interface EventSeed {
  id: number
  list: 'utsv' | 'urbtix' | 'kdaf' | 'hkiff'
  category: CategoryCode
  venue: string
  /** a branded presenter (ids 11–30); its name is the presenter text unless `presenter` is set */
  presenterId?: number
  presenter?: LocalizedText
  title: LocalizedText
  /** two or three paragraphs; the practicalities paragraph is added after them */
  description: LocalizedText
  practical?: Practicalities
  /** HKD, dearest first: one price zone each */
  prices: readonly number[]
  /** zone names, when not "Zone A, B…" */
  zones?: readonly LocalizedText[]
  /** who may buy at a concession, shown with every zone (or only `concessionZones`, by index) */
  concession?: LocalizedText
  concessionZones?: readonly number[]
  shows: readonly ShowRule[]
  /** reserved seating only where the venue has a plan; defaults to the venue's seating */
  seating?: 'reserved' | 'generalAdmission'
  sale?: Sale
  likes: number
  dailyRecommendation?: boolean
  hot?: boolean
  maxTickets?: 4 | 6 | 8
  /** HKD per ticket */
  serviceFee: number
  /** HKD per transaction */
  handlingFee: number
}
