// The site switches (keys and value shapes of server/services/siteConfig.ts): wish list on, no
// hot event, a grayscale period that is over, no chat, and the next weekly maintenance window.

import {
  addDays,
  hongKongInstant,
  hongKongIsoString,
  inHongKong,
  weekdayOf,
} from '../../../domain/hongKongTime'
import { maintenanceWindow } from '../../../domain/hours'
import type { SiteConfig } from '../../services/siteConfig'
import { maintenanceText } from './facts'
import { t } from './text'

const instantOf = (date: string, minuteOfDay: number) => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  return hongKongInstant(year, month, day, Math.floor(minuteOfDay / 60), minuteOfDay % 60)
}

/** The first maintenance window that has not ended at `now` (the one under way, or the next). */
export function nextMaintenanceWindow(now: Date): { startsAt: Date; endsAt: Date } {
  const today = inHongKong(now).isoDate
  for (let ahead = 0; ahead <= 7; ahead++) {
    const date = addDays(today, ahead)
    if (!maintenanceWindow.days.includes(weekdayOf(date))) continue
    const endsAt = instantOf(date, maintenanceWindow.closes)
    if (+endsAt > +now) return { startsAt: instantOf(date, maintenanceWindow.opens), endsAt }
  }
  throw new Error('the maintenance window has no day in the week')
}

export function siteConfig(now: Date): SiteConfig {
  const today = inHongKong(now).isoDate
  const window = nextMaintenanceWindow(now)
  return {
    hotEvent: false,
    showWishList: true,
    // a three-day mourning period six weeks ago: the site is in colour now
    specificPeriodGray: {
      effectiveFrom: hongKongIsoString(instantOf(addDays(today, -44), 0)),
      effectiveTo: hongKongIsoString(+instantOf(addDays(today, -41), 0) - 1000),
    },
    customerServiceChatUrl: null,
    maintenance: {
      startsAt: hongKongIsoString(window.startsAt),
      endsAt: hongKongIsoString(window.endsAt),
      notice: t(
        `The system is under maintenance ${maintenanceText('en')}. Online booking, login and member services are unavailable during this time. Please come back later.`,
        `系統${maintenanceText('zh-Hant')}進行維護，期間暫停網上訂票、登入及會員服務，請稍後再來。`,
        `系统${maintenanceText('zh-Hans')}进行维护，期间暂停网上订票、登录及会员服务，请稍后再来。`,
      ),
    },
  }
}

/** One `site_config` row per key, values as JSON. */
export function siteConfigRows(now: Date) {
  return Object.entries(siteConfig(now)).map(([key, value]) => ({
    key,
    value: JSON.stringify(value),
  }))
}
