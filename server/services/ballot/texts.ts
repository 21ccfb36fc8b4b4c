// The result line a wish shows in the wish list, in English, Traditional Chinese as Hong Kong
// writes it (配對, 增值) and Simplified Chinese. The demo seed writes the same words.
import { inHongKong } from '../../../domain/hongKongTime'
import type { LocalizedText } from '../../db/schema'

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** A Hong Kong calendar date: `18 Dec 2026`, `2026 年 12 月 18 日`. */
function dateText(at: Date): LocalizedText {
  const { year, month, day } = inHongKong(at)
  const zh = `${year} 年 ${month} 月 ${day} 日`
  return { en: `${day} ${months[month - 1]} ${year}`, 'zh-Hans': zh, 'zh-Hant': zh }
}

export const wishResults = {
  matched: (payBy: Date): LocalizedText => {
    const by = dateText(payBy)
    return {
      en: `Matched. Pay with points by ${by.en}.`,
      'zh-Hans': `已配对。请于 ${by['zh-Hans']}前以积分付款。`,
      'zh-Hant': `已配對。請於 ${by['zh-Hant']}前以積分付款。`,
    }
  },
  pointsNotPaid: {
    en: 'Matched. Insufficient points: top up and pay again.',
    'zh-Hans': '已配对。积分不足：请充值后再次付款。',
    'zh-Hant': '已配對。積分不足：請增值後再次付款。',
  } satisfies LocalizedText,
  bought: (points: number): LocalizedText => ({
    en: `Bought: paid ${points} points.`,
    'zh-Hans': `已购票：已支付 ${points} 积分。`,
    'zh-Hant': `已購票：已支付 ${points} 積分。`,
  }),
  notMatched: {
    en: 'Not matched: no tickets were left in this price zone.',
    'zh-Hans': '未能配对：此票价区已没有余票。',
    'zh-Hant': '未能配對：此票價區已沒有餘票。',
  } satisfies LocalizedText,
  paymentFailed: {
    en: 'Payment failed: the seats could not be kept for you. Please pay again.',
    'zh-Hans': '付款失败：未能为你保留座位，请再次付款。',
    'zh-Hant': '付款失敗：未能為你保留座位，請再次付款。',
  } satisfies LocalizedText,
  cancelled: (on: Date): LocalizedText => {
    const day = dateText(on)
    return {
      en: `Cancelled on ${day.en}.`,
      'zh-Hans': `已于 ${day['zh-Hans']}取消。`,
      'zh-Hant': `已於 ${day['zh-Hant']}取消。`,
    }
  },
}
