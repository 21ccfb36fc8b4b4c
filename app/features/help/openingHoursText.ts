// Opening hours (domain/hours.ts) in the visitor's language: "10 am – 7 pm, Monday to Friday",
// "星期一至星期五上午10時至晚上7時". Times and weekday names come from Intl; the joining words
// are this area's messages.

import { intlLocale } from '@design-system/format'
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { OpeningHours } from '../../../domain/hours'

const instantAt = (minutes: number) => new Date(Date.UTC(2000, 0, 1, 0, minutes))

function timeFormat(locale: string, withMinutes: boolean) {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    hour: 'numeric',
    ...(withMinutes ? { minute: '2-digit' } : {}),
    hour12: true,
    timeZone: 'UTC',
  })
}

/** A time of day (minutes after midnight): "7 pm", "晚上7時". */
export function clockTime(minutes: number, locale: string): string {
  return timeFormat(locale, minutes % 60 !== 0).format(instantAt(minutes))
}

/** From opening to closing: "10 am – 7 pm", "上午10時至晚上7時". */
export function timeRange(hours: OpeningHours, locale: string): string {
  const withMinutes = hours.opens % 60 !== 0 || hours.closes % 60 !== 0
  return timeFormat(locale, withMinutes).formatRange(
    instantAt(hours.opens),
    instantAt(hours.closes),
  )
}

/** A weekday by number (0 = Sunday): "Monday", "星期一". */
export function weekdayName(day: number, locale: string): string {
  // 2 January 2000 was a Sunday
  return new Intl.DateTimeFormat(intlLocale(locale), { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, 0, 2 + day)),
  )
}

/** The days it opens: "Daily", "Every Wednesday", "Monday to Friday". */
export function daysText(days: readonly number[], i18n: I18n): string {
  const locale = i18n.locale
  if (days.length === 7) return i18n._(msg`Daily`)
  const first = weekdayName(days[0] ?? 0, locale)
  if (days.length === 1) return i18n._(msg`Every ${first}`)
  const last = weekdayName(days.at(-1) ?? 0, locale)
  return i18n._(msg`${first} to ${last}`)
}

/** The whole line: "Monday to Friday, 10 am – 7 pm". */
export function openingHoursText(hours: OpeningHours, i18n: I18n): string {
  const days = daysText(hours.days, i18n)
  const times = timeRange(hours, i18n.locale)
  return i18n._(msg`${days}, ${times}`)
}
