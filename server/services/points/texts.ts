// What the points history says of each entry, in English, Traditional Chinese as Hong Kong
// writes it (增值, 積分) and Simplified Chinese. The demo seed writes the same words.
import type { LocalizedText } from '../../db/schema'

export const topUpText = (points: number): LocalizedText => ({
  en: `Bought ${points} points`,
  'zh-Hans': `购买 ${points} 积分`,
  'zh-Hant': `購買 ${points} 積分`,
})

export const expiryText: LocalizedText = {
  en: 'Points expired',
  'zh-Hans': '积分已过期',
  'zh-Hant': '積分已過期',
}

export const wishPaymentText = (event: LocalizedText): LocalizedText => ({
  en: `Wish list: ${event.en}`,
  'zh-Hans': `心愿清单：${event['zh-Hans']}`,
  'zh-Hant': `心願清單：${event['zh-Hant']}`,
})

export const ticketPaymentText = (event: LocalizedText): LocalizedText => ({
  en: `Tickets: ${event.en}`,
  'zh-Hans': `门票：${event['zh-Hans']}`,
  'zh-Hant': `門票：${event['zh-Hant']}`,
})
