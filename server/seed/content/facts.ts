// The numbers of domain/ (fees, days, hours, limits) as words in each language, so help pages,
// FAQ answers and news quote the rules instead of retyping them.
import {
  categoryIIIMinimumAge,
  childMaximumAge,
  concessionMinimumAge,
  minimumAdmissionAge,
  seniorMinimumAge,
  typhoonClosureSignal,
} from '../../../domain/cinema'
import {
  cinemaCourierFeeHkd,
  type DeliveryRegion,
  deliveryChangeWorkingDays,
  deliveryRegions,
  deliveryTerms,
} from '../../../domain/delivery'
import { inboxMonths, pointsHistoryMonths, transactionHistoryMonths } from '../../../domain/history'
import {
  customerServiceHours,
  deliveryChangeOfficeHours,
  maintenanceWindow,
  type OpeningHours,
  phoneBookingHours,
} from '../../../domain/hours'
import { otpLength, otpResendSeconds, otpValidityMinutes } from '../../../domain/otp'
import { defaultFontSize, fontSizes, preferenceCookieDays } from '../../../domain/preferences'
import { password } from '../../../domain/validation/limits'
import { wishListMaxTickets } from '../../../domain/wishList'
import { privacyRequestWorkingDays } from '../../../domain/workingDays'
import type { Language } from './text'

const weekdayNames: Record<Language, readonly string[]> = {
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  'zh-Hant': ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'],
  'zh-Hans': ['周日', '周一', '周二', '周三', '周四', '周五', '周六'],
}

/** The days of opening hours: "daily", "every Wednesday", "Monday to Friday". */
export function daysText(days: readonly number[], language: Language): string {
  const names = weekdayNames[language]
  const name = (day: number) => names[day] ?? ''
  if (days.length === 7) return { en: 'daily', 'zh-Hant': '每日', 'zh-Hans': '每天' }[language]
  const first = days[0] ?? 0
  const last = days.at(-1) ?? 0
  if (days.length === 1) {
    return {
      en: `every ${name(first)}`,
      'zh-Hant': `逢${name(first)}`,
      'zh-Hans': `每${name(first)}`,
    }[language]
  }
  const joiner = { en: ' to ', 'zh-Hant': '至', 'zh-Hans': '至' }[language]
  return `${name(first)}${joiner}${name(last)}`
}

/** A time of day (minutes after midnight) as a Hong Kong site writes it: 10am, 下午2時. */
export function clockText(minutes: number, language: Language): string {
  const hour = Math.floor(minutes / 60)
  const minute = minutes % 60
  if (language === 'en') {
    const twelve = hour % 12 === 0 ? 12 : hour % 12
    const suffix = hour < 12 ? 'am' : 'pm'
    return `${twelve}${minute ? `:${String(minute).padStart(2, '0')}` : ''}${suffix}`
  }
  const hourWord = language === 'zh-Hant' ? '時' : '时'
  const part =
    hour === 0 ? '凌晨' : hour < 12 ? '上午' : hour === 12 ? '中午' : hour < 18 ? '下午' : '晚上'
  const twelve = hour % 12 === 0 ? 12 : hour % 12
  return `${part}${twelve}${hourWord}${minute ? `${minute}分` : ''}`
}

/** A 24-hour time, for the maintenance window: 00:00, 02:00. */
export function clock24(minutes: number): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`
}

/** "10am–7pm, Monday to Friday (except public holidays)" in each language. */
export function hoursText(hours: OpeningHours, language: Language): string {
  const from = clockText(hours.opens, language)
  const to = clockText(hours.closes, language)
  const days = daysText(hours.days, language)
  if (language === 'en') {
    const holidays = hours.closedOnPublicHolidays ? ' (except public holidays)' : ''
    return `${from}–${to}, ${days}${holidays}`
  }
  const holidays = hours.closedOnPublicHolidays
    ? language === 'zh-Hant'
      ? '（公眾假期除外）'
      : '（公众假期除外）'
    : ''
  return `${days}${from}至${to}${holidays}`
}

/** An amount in Hong Kong dollars: HK$40, 港幣40元, 港币40元. */
export function money(hkd: number, language: Language): string {
  const amount = hkd.toLocaleString('en-US')
  return { en: `HK$${amount}`, 'zh-Hant': `港幣${amount}元`, 'zh-Hans': `港币${amount}元` }[
    language
  ]
}

const chineseDigits = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九', '十']
/** A small number in Chinese characters (typhoon signals are named so: 八號風球). */
export function chineseNumeral(n: number): string {
  return chineseDigits[n] ?? String(n)
}

export const regionNames: Record<DeliveryRegion, Record<Language, string>> = {
  hongKong: { en: 'Hong Kong', 'zh-Hant': '香港', 'zh-Hans': '香港' },
  macau: { en: 'Macau', 'zh-Hant': '澳門', 'zh-Hans': '澳门' },
  mainland: { en: 'Mainland China', 'zh-Hant': '中國內地', 'zh-Hans': '中国内地' },
  overseas: { en: 'Overseas', 'zh-Hant': '海外', 'zh-Hans': '海外' },
}

/** "7 days" or "10–14 days": how long delivery to a region takes. */
export function deliveryDaysText(region: DeliveryRegion, language: Language): string {
  const { minDays, maxDays } = deliveryTerms[region]
  const span = minDays === maxDays ? `${maxDays}` : `${minDays}–${maxDays}`
  return { en: `${span} days`, 'zh-Hant': `${span}天`, 'zh-Hans': `${span}天` }[language]
}

/**
 * One bullet per region: fee from, and the last day delivery can be chosen (the longest time
 * counts, as `isDeliveryAvailable` does).
 */
export function deliveryFeeLines(language: Language): string[] {
  return deliveryRegions.map((region) => {
    const name = regionNames[region][language]
    const fee = money(deliveryTerms[region].feeFromHkd, language)
    const last = deliveryTerms[region].maxDays
    const takes = deliveryDaysText(region, language)
    if (language === 'en') {
      return `${name}: from ${fee}; delivery takes about ${takes}, so choose it at least ${last} days before the show.`
    }
    if (language === 'zh-Hant') {
      return `${name}：${fee}起；送遞需時約${takes}，請於演出前最少${last}天選擇。`
    }
    return `${name}：${fee}起；寄送约需${takes}，请于演出前至少${last}天选择。`
  })
}

/** Every number the texts quote, already in words. */
export const rules = {
  customerServiceHours,
  phoneBookingHours,
  deliveryChangeOfficeHours,
  maintenanceWindow,
  deliveryTerms,
  deliveryChangeWorkingDays,
  cinemaCourierFeeHkd,
  otpLength,
  otpResendSeconds,
  otpValidityMinutes,
  wishListMaxTickets,
  inboxMonths,
  pointsHistoryMonths,
  pointsHistoryYears: pointsHistoryMonths / 12,
  transactionHistoryMonths,
  privacyRequestWorkingDays,
  passwordMin: password.min,
  passwordMax: password.max,
  minimumAdmissionAge,
  categoryIIIMinimumAge,
  concessionMinimumAge,
  seniorMinimumAge,
  childMaximumAge,
  typhoonClosureSignal,
  fontSizes: fontSizes.join(' / '),
  defaultFontSize,
  preferenceCookieDays,
} as const

/** The maintenance window in words: "every Wednesday, 00:00–02:00". */
export function maintenanceText(language: Language): string {
  const days = daysText(maintenanceWindow.days, language)
  const from = clock24(maintenanceWindow.opens)
  const to = clock24(maintenanceWindow.closes)
  return {
    en: `${days} from ${from} to ${to} (Hong Kong time)`,
    'zh-Hant': `${days}香港時間${from}至${to}`,
    'zh-Hans': `${days}香港时间${from}至${to}`,
  }[language]
}

/** Typhoon signal in words: "No. 8", "八號", "八号". */
export function typhoonSignalText(language: Language): string {
  const n = typhoonClosureSignal
  return {
    en: `No. ${n}`,
    'zh-Hant': `${chineseNumeral(n)}號`,
    'zh-Hans': `${chineseNumeral(n)}号`,
  }[language]
}

export const customerServiceHoursText = (language: Language) =>
  hoursText(customerServiceHours, language)
export const phoneBookingHoursText = (language: Language) => hoursText(phoneBookingHours, language)
