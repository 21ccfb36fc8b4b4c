// Every text the demo members read (notices, wish-list results, points history), in English,
// Traditional Chinese as Hong Kong writes it (增值, 速遞, 自助售票機) and Simplified Chinese.
import { inHongKong } from '../../../domain/hongKongTime'
import { maintenanceWindow } from '../../../domain/hours'
import type { LocalizedText } from '../../db/schema'

const monthsEn = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
]
const weekdaysEn = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
const weekdaysZh = ['日', '一', '二', '三', '四', '五', '六']

/** A Hong Kong calendar date: `18 Dec 2026`, `2026 年 12 月 18 日`. */
export function dateText(at: Date | string): LocalizedText {
  const { year, month, day } = typeof at === 'string' ? splitDate(at) : inHongKong(at)
  const zh = `${year} 年 ${month} 月 ${day} 日`
  return { en: `${day} ${monthsEn[month - 1]} ${year}`, 'zh-Hans': zh, 'zh-Hant': zh }
}

function splitDate(date: string) {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  return { year, month, day }
}

type Parts = Record<keyof LocalizedText, string>
const each = (make: (lang: keyof LocalizedText) => string): LocalizedText => ({
  en: make('en'),
  'zh-Hans': make('zh-Hans'),
  'zh-Hant': make('zh-Hant'),
})
const text = (parts: Parts): LocalizedText => parts

// ── points history ──────────────────────────────────────────────────────────────────────────

export const topUpText = (points: number) =>
  text({
    en: `Bought ${points} points`,
    'zh-Hans': `购买 ${points} 积分`,
    'zh-Hant': `購買 ${points} 積分`,
  })
export const expiryText = text({
  en: 'Points expired',
  'zh-Hans': '积分已过期',
  'zh-Hant': '積分已過期',
})
export const wishPaymentText = (event: LocalizedText) =>
  text({
    en: `Wish list: ${event.en}`,
    'zh-Hans': `心愿清单：${event['zh-Hans']}`,
    'zh-Hant': `心願清單：${event['zh-Hant']}`,
  })
export const wishRefundText = (event: LocalizedText) =>
  text({
    en: `Refund of a failed wish-list payment: ${event.en}`,
    'zh-Hans': `心愿清单付款失败，积分退还：${event['zh-Hans']}`,
    'zh-Hant': `心願清單付款失敗，積分退回：${event['zh-Hant']}`,
  })

// ── wish-list results, as the list shows them ───────────────────────────────────────────────

export const wishResults = {
  matched: (deadline: Date) => {
    const by = dateText(deadline)
    return text({
      en: `Matched. Pay with points by ${by.en}.`,
      'zh-Hans': `已配对。请于 ${by['zh-Hans']}前以积分付款。`,
      'zh-Hant': `已配對。請於 ${by['zh-Hant']}前以積分付款。`,
    })
  },
  pointsNotPaid: text({
    en: 'Matched. Insufficient points: top up and pay again.',
    'zh-Hans': '已配对。积分不足：请充值后再次付款。',
    'zh-Hant': '已配對。積分不足：請增值後再次付款。',
  }),
  bought: (points: number) =>
    text({
      en: `Bought: paid ${points} points.`,
      'zh-Hans': `已购票：已支付 ${points} 积分。`,
      'zh-Hant': `已購票：已支付 ${points} 積分。`,
    }),
  notMatched: text({
    en: 'Not matched: no tickets were left in this price zone.',
    'zh-Hans': '未能配对：此票价区已没有余票。',
    'zh-Hant': '未能配對：此票價區已沒有餘票。',
  }),
  paymentFailed: text({
    en: 'Payment failed: your points were returned. Please pay again.',
    'zh-Hans': '付款失败：积分已退还，请再次付款。',
    'zh-Hant': '付款失敗：積分已退回，請再次付款。',
  }),
  cancelled: (on: Date) => {
    const day = dateText(on)
    return text({
      en: `Cancelled on ${day.en}.`,
      'zh-Hans': `已于 ${day['zh-Hans']}取消。`,
      'zh-Hant': `已於 ${day['zh-Hant']}取消。`,
    })
  },
}

// ── notices ─────────────────────────────────────────────────────────────────────────────────

export interface NoticeText {
  title: LocalizedText
  body: LocalizedText
}

/** "Harbour Lights (18 Dec 2026)" in each language. */
const showOf = (event: LocalizedText, startsAt: Date) => {
  const day = dateText(startsAt)
  return each((lang) =>
    lang === 'en' ? `${event.en} (${day.en})` : `${event[lang]}（${day[lang]}）`,
  )
}

const ticketsEn = (count: number) => `${count} ticket${count === 1 ? '' : 's'}`

/**
 * "2 tickets in Stalls" / "堂座門票 2 張" with the venue's name of the section, "2 tickets
 * in section B" with only its id; no section for general admission.
 */
function ticketsIn(count: number, section: LocalizedText | string | null): LocalizedText {
  if (section === null) {
    return { en: ticketsEn(count), 'zh-Hans': `门票 ${count} 张`, 'zh-Hant': `門票 ${count} 張` }
  }
  if (typeof section === 'string') {
    return {
      en: `${ticketsEn(count)} in section ${section}`,
      'zh-Hans': `${section} 区门票 ${count} 张`,
      'zh-Hant': `${section} 區門票 ${count} 張`,
    }
  }
  return {
    en: `${ticketsEn(count)} in ${section.en}`,
    'zh-Hans': `${section['zh-Hans']}门票 ${count} 张`,
    'zh-Hant': `${section['zh-Hant']}門票 ${count} 張`,
  }
}

export const notices = {
  bookingConfirmed(event: LocalizedText, startsAt: Date, count: number, txnNo: string): NoticeText {
    const show = showOf(event, startsAt)
    return {
      title: text({ en: 'Booking confirmed', 'zh-Hans': '订票确认', 'zh-Hant': '訂票確認' }),
      body: text({
        en: `Your ${ticketsEn(count)} for ${show.en} ${count === 1 ? 'is' : 'are'} confirmed. Transaction number: ${txnNo}.`,
        'zh-Hans': `你订购的${show['zh-Hans']}门票 ${count} 张已确认，交易编号：${txnNo}。`,
        'zh-Hant': `你訂購的${show['zh-Hant']}門票 ${count} 張已確認，交易編號：${txnNo}。`,
      }),
    }
  },

  eTicketReady(event: LocalizedText, startsAt: Date, txnNo: string): NoticeText {
    const show = showOf(event, startsAt)
    return {
      title: text({
        en: 'Your e-tickets are ready',
        'zh-Hans': '电子门票已准备好',
        'zh-Hant': '電子門票已備妥',
      }),
      body: text({
        en: `Your e-tickets for ${show.en} are ready. Open transaction ${txnNo} and show them at the entrance.`,
        'zh-Hans': `${show['zh-Hans']}的电子门票已准备好。入场时请打开交易 ${txnNo} 出示电子门票。`,
        'zh-Hant': `${show['zh-Hant']}的電子門票已備妥。入場時請開啟交易 ${txnNo} 出示電子門票。`,
      }),
    }
  },

  dispatched(event: LocalizedText, startsAt: Date, trackingNo: string): NoticeText {
    const show = showOf(event, startsAt)
    return {
      title: text({
        en: 'Your tickets are on the way',
        'zh-Hans': '门票已寄出',
        'zh-Hant': '門票已寄出',
      }),
      body: text({
        en: `Your tickets for ${show.en} have been sent by courier. Tracking number: ${trackingNo}.`,
        'zh-Hans': `${show['zh-Hans']}的门票已通过快递寄出，追踪编号：${trackingNo}。`,
        'zh-Hant': `${show['zh-Hant']}的門票已經以速遞寄出，追蹤編號：${trackingNo}。`,
      }),
    }
  },

  collect(
    event: LocalizedText,
    startsAt: Date,
    txnNo: string,
    at: 'boxOffice' | 'kiosk',
  ): NoticeText {
    const show = showOf(event, startsAt)
    const where =
      at === 'boxOffice'
        ? { en: 'any box office', 'zh-Hans': '任何售票处', 'zh-Hant': '任何售票處' }
        : { en: 'any ticketing kiosk', 'zh-Hans': '任何自助售票机', 'zh-Hant': '任何自助售票機' }
    return {
      title: text({ en: 'Collect your tickets', 'zh-Hans': '请领取门票', 'zh-Hant': '請領取門票' }),
      body: text({
        en: `Your tickets for ${show.en} are ready to collect at ${where.en} with transaction number ${txnNo}.`,
        'zh-Hans': `凭交易编号 ${txnNo}，可在${where['zh-Hans']}领取${show['zh-Hans']}的门票。`,
        'zh-Hant': `憑交易編號 ${txnNo}，可於${where['zh-Hant']}領取${show['zh-Hant']}的門票。`,
      }),
    }
  },

  wishMatched(
    event: LocalizedText,
    startsAt: Date,
    count: number,
    section: LocalizedText | string | null,
    deadline: Date,
    enoughPoints: boolean,
  ): NoticeText {
    const show = showOf(event, startsAt)
    const tickets = ticketsIn(count, section)
    const by = dateText(deadline)
    const then = enoughPoints
      ? {
          en: `Pay with points by ${by.en} to keep them.`,
          'zh-Hans': `请于 ${by['zh-Hans']}前以积分付款。`,
          'zh-Hant': `請於 ${by['zh-Hant']}前以積分付款。`,
        }
      : {
          en: 'You do not have enough points: top up and pay again under Member Services > Wish List.',
          'zh-Hans': '你的积分不足，请在“会员服务 > 心愿清单”充值后再次付款。',
          'zh-Hant': '你的積分不足，請於「會員服務 > 心願清單」增值後再次付款。',
        }
    return {
      title: wishTitle,
      body: text({
        en: `Your wish for ${show.en} was matched: ${tickets.en}. ${then.en}`,
        'zh-Hans': `你对${show['zh-Hans']}的心愿已配对成功：${tickets['zh-Hans']}。${then['zh-Hans']}`,
        'zh-Hant': `你對${show['zh-Hant']}的心願已配對成功：${tickets['zh-Hant']}。${then['zh-Hant']}`,
      }),
    }
  },

  wishBought(event: LocalizedText, startsAt: Date, points: number, txnNo: string): NoticeText {
    const show = showOf(event, startsAt)
    return {
      title: wishTitle,
      body: text({
        en: `Your wish for ${show.en} was matched and paid with ${points} points. Transaction number: ${txnNo}.`,
        'zh-Hans': `你对${show['zh-Hans']}的心愿已配对，并已以 ${points} 积分付款。交易编号：${txnNo}。`,
        'zh-Hant': `你對${show['zh-Hant']}的心願已配對，並已以 ${points} 積分付款。交易編號：${txnNo}。`,
      }),
    }
  },

  wishNotMatched(event: LocalizedText, startsAt: Date): NoticeText {
    const show = showOf(event, startsAt)
    return {
      title: wishTitle,
      body: text({
        en: `Sorry, your wish for ${show.en} could not be matched: no tickets were left in the price zone you chose.`,
        'zh-Hans': `抱歉，你对${show['zh-Hans']}的心愿未能配对：你所选的票价区已没有余票。`,
        'zh-Hant': `抱歉，你對${show['zh-Hant']}的心願未能配對：你所選的票價區已沒有餘票。`,
      }),
    }
  },

  wishPaymentFailed(event: LocalizedText, startsAt: Date): NoticeText {
    const show = showOf(event, startsAt)
    return {
      title: wishTitle,
      body: text({
        en: `Paying for your wish for ${show.en} failed and your points were returned. Please pay again under Member Services > Wish List.`,
        'zh-Hans': `你对${show['zh-Hans']}的心愿付款失败，积分已退还。请在“会员服务 > 心愿清单”再次付款。`,
        'zh-Hant': `你對${show['zh-Hant']}的心願付款失敗，積分已退回。請於「會員服務 > 心願清單」再次付款。`,
      }),
    }
  },

  pointsAdded(points: number, expiresOn: string): NoticeText {
    const until = dateText(expiresOn)
    return {
      title: text({ en: 'Points added', 'zh-Hans': '积分充值成功', 'zh-Hant': '積分增值成功' }),
      body: text({
        en: `${points} points have been added to your account. They expire on ${until.en}.`,
        'zh-Hans': `已为你的账户充值 ${points} 积分，有效期至 ${until['zh-Hans']}。`,
        'zh-Hant': `已為你的帳戶增值 ${points} 積分，有效期至 ${until['zh-Hant']}。`,
      }),
    }
  },

  pointsExpiring(points: number, expiresOn: string): NoticeText {
    const on = dateText(expiresOn)
    return {
      title: text({
        en: 'Points expiring soon',
        'zh-Hans': '积分即将到期',
        'zh-Hant': '積分即將到期',
      }),
      body: text({
        en: `${points} points expire on ${on.en}. Use them on the wish list before then.`,
        'zh-Hans': `${points} 积分将于 ${on['zh-Hans']}到期，请于到期前在心愿清单使用。`,
        'zh-Hant': `${points} 積分將於 ${on['zh-Hant']}到期，請於到期前在心願清單使用。`,
      }),
    }
  },
}

const wishTitle = text({
  en: 'Your wish list result',
  'zh-Hans': '你的心愿清单结果',
  'zh-Hant': '你的心願清單結果',
})

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

/** Notices sent to every member; the seed gives each member some of them. */
export const broadcasts = {
  /** the maintenance window of domain/hours on the given Wednesday */
  maintenance(day: Date): NoticeText {
    const { weekday } = inHongKong(day)
    const date = dateText(day)
    const from = clock(maintenanceWindow.opens)
    const to = clock(maintenanceWindow.closes)
    return {
      title: text({
        en: 'Scheduled system maintenance',
        'zh-Hans': '系统维护通知',
        'zh-Hant': '系統維護通知',
      }),
      body: text({
        en: `Citytix will be unavailable from ${from} to ${to} (Hong Kong time) on ${weekdaysEn[weekday]} ${date.en} for system maintenance. We apologise for any inconvenience.`,
        'zh-Hans': `Citytix 将于 ${date['zh-Hans']}（星期${weekdaysZh[weekday]}）${from} 至 ${to}（香港时间）进行系统维护，期间暂停服务。不便之处，敬请原谅。`,
        'zh-Hant': `Citytix 將於 ${date['zh-Hant']}（星期${weekdaysZh[weekday]}）${from} 至 ${to}（香港時間）進行系統維護，期間暫停服務。不便之處，敬請原諒。`,
      }),
    }
  },

  phishing: {
    title: text({
      en: 'Beware of fake Citytix messages',
      'zh-Hans': '提防冒充 Citytix 的信息',
      'zh-Hant': '提防冒充 Citytix 的訊息',
    }),
    body: text({
      en: 'Citytix never asks for your password or one-time password by phone, SMS or email. Do not open links in messages you did not expect.',
      'zh-Hans':
        'Citytix 绝不会通过电话、短信或电邮要求你提供密码或一次性密码。请勿打开可疑信息中的链接。',
      'zh-Hant':
        'Citytix 絕不會透過電話、短訊或電郵要求你提供密碼或一次性密碼。請勿開啟可疑訊息中的連結。',
    }),
  } satisfies NoticeText,

  privacyPolicy(effective: Date): NoticeText {
    const from = dateText(effective)
    return {
      title: text({
        en: 'Privacy policy updated',
        'zh-Hans': '私隐政策已更新',
        'zh-Hant': '私隱政策已更新',
      }),
      body: text({
        en: `We have updated our privacy policy, effective ${from.en}. You can read it under Privacy Policy and Terms.`,
        'zh-Hans': `我们已更新私隐政策，于 ${from['zh-Hans']}起生效。详情请参阅“私隐政策及条款”。`,
        'zh-Hant': `我們已更新私隱政策，於 ${from['zh-Hant']}起生效。詳情請參閱「私隱政策及條款」。`,
      }),
    }
  },

  cardLayout: {
    title: text({
      en: 'New: choose your card layout',
      'zh-Hans': '新功能：自选节目卡版面',
      'zh-Hant': '新功能：自選節目卡版面',
    }),
    body: text({
      en: 'Want to see more events at a glance? Choose the compact card layout under Member information.',
      'zh-Hans': '想一眼看到更多节目？可在“会员资料”选用紧凑节目卡版面。',
      'zh-Hant': '想一眼看到更多節目？可於「會員資料」選用緊湊節目卡版面。',
    }),
  } satisfies NoticeText,

  typhoon: {
    title: text({
      en: 'Typhoon and rainstorm arrangements',
      'zh-Hans': '台风及暴雨安排',
      'zh-Hant': '颱風及暴雨安排',
    }),
    body: text({
      en: 'When Typhoon Signal No. 8 or above or a Black Rainstorm Warning is in force, check the event page for the organiser’s arrangements before you set out.',
      'zh-Hans':
        '八号或以上台风信号或黑色暴雨警告生效期间，出发前请留意节目网页公布的主办单位安排。',
      'zh-Hant':
        '八號或以上颱風信號或黑色暴雨警告生效期間，出發前請留意節目網頁公布的主辦機構安排。',
    }),
  } satisfies NoticeText,
}
