// News and announcements: ten items published over the two months before `now`.
import { addDays, hongKongInstant, inHongKong } from '../../../domain/hongKongTime'
import type { LocalizedText } from '../../db/schema'
import { customerServiceHotline, membershipRequiredSince } from './contacts'
import {
  customerServiceHoursText,
  deliveryFeeLines,
  maintenanceText,
  money,
  phoneBookingHoursText,
  rules,
  typhoonSignalText,
} from './facts'
import { doc, t } from './text'

interface NewsItem {
  daysAgo: number
  /** Hong Kong time of day, `HH:MM`. */
  at: string
  title: LocalizedText
  body: LocalizedText
  linkUrl?: string
}

const since = membershipRequiredSince

/** Oldest first, so ids grow with the date. */
const items: NewsItem[] = [
  {
    daysAgo: 58,
    at: '10:00',
    title: t(
      'Reminder: membership needed to buy online',
      '提提你：網上購票須成為會員',
      '温馨提示：网上购票须成为会员',
    ),
    body: t(
      `Since ${since.en}, buying tickets online needs a Citytix membership. Registration is free and takes a few minutes. Box office and phone booking need no membership.`,
      `自${since['zh-Hant']}起，網上購票須成為 Citytix 會員。登記免費，只需數分鐘即可完成。於售票處或透過電話訂票則毋須成為會員。`,
      `自${since['zh-Hans']}起，网上购票须成为 Citytix 会员。注册免费，几分钟即可完成。在售票处或通过电话订票则无需成为会员。`,
    ),
    linkUrl: '/BuyTickets.html',
  },
  {
    daysAgo: 51,
    at: '11:30',
    title: t('Typhoon arrangements for the cinema', '颱風期間的戲院安排', '台风期间的影院安排'),
    body: t(
      `The cinema closes whenever typhoon signal ${typhoonSignalText('en')} or higher is hoisted, and shows during the closure are cancelled. We email ticket holders about the arrangements.`,
      `懸掛${typhoonSignalText('zh-Hant')}風球或更高颱風信號期間，戲院將會關閉，期間的場次一律取消。我們會以電郵通知持票人士有關安排。`,
      `悬挂${typhoonSignalText('zh-Hans')}风球或更高台风信号期间，影院将会关闭，期间的场次一律取消。我们会通过电子邮件通知持票人士相关安排。`,
    ),
    linkUrl: '/Faq.html',
  },
  {
    daysAgo: 44,
    at: '12:00',
    title: t(
      'Wish list open for popular concerts',
      '熱門演唱會心願清單現已開放',
      '热门演唱会心愿清单现已开放',
    ),
    body: t(
      doc(
        `Members can now rank their preferred performances and price zones. Up to ${rules.wishListMaxTickets} tickets per person; one date per submission.`,
        'Matched wishes are paid with points, so top up before matching starts.',
      ),
      doc(
        `會員現可按優先次序排列心儀的場次及票價區域。每人最多${rules.wishListMaxTickets}張門票，每次提交只限一個日期。`,
        '配對成功的心願會以積分付款，請於配對開始前預先增值。',
      ),
      doc(
        `会员现在可以按优先顺序排列心仪的场次及票价区域。每人最多${rules.wishListMaxTickets}张门票，每次提交只限一个日期。`,
        '匹配成功的心愿会以积分付款，请在匹配开始前提前充值。',
      ),
    ),
    linkUrl: '/Faq.html',
  },
  {
    daysAgo: 37,
    at: '09:30',
    title: t(
      'Customer service hours on public holidays',
      '公眾假期客戶服務時間',
      '公众假期客户服务时间',
    ),
    body: t(
      `The customer service hotline ${customerServiceHotline} is open ${customerServiceHoursText('en')}. Phone booking stays open ${phoneBookingHoursText('en')}, public holidays included.`,
      `客戶服務熱線 ${customerServiceHotline} 的服務時間為${customerServiceHoursText('zh-Hant')}。電話訂票服務時間為${phoneBookingHoursText('zh-Hant')}，公眾假期照常服務。`,
      `客户服务热线 ${customerServiceHotline} 的服务时间为${customerServiceHoursText('zh-Hans')}。电话订票服务时间为${phoneBookingHoursText('zh-Hans')}，公众假期照常服务。`,
    ),
    linkUrl: '/CS.html',
  },
  {
    daysAgo: 30,
    at: '10:00',
    title: t(
      'Fair ticketing: bot purchases cancelled',
      '公平購票：機械人程式購票將被取消',
      '公平购票：机器人程序购票将被取消',
    ),
    body: t(
      'One person, one ticket. Buying with bots or other automated means is prohibited, and we have cancelled the transactions made that way for recent concerts. The released tickets go back on sale.',
      '一人一票。嚴禁使用機械人程式或其他自動化方式購票，我們已取消近期演唱會中以此方式進行的交易，釋出的門票將重新發售。',
      '一人一票。严禁使用机器人程序或其他自动化方式购票，我们已取消近期演唱会中以此方式进行的交易，释放的门票将重新发售。',
    ),
    linkUrl: '/ReleaseNotes.html#termsconditions',
  },
  {
    daysAgo: 24,
    at: '15:00',
    title: t('Tuesday is movie day', '逢星期二電影優惠日', '每周二电影优惠日'),
    body: t(
      'Every Tuesday, regular cinema tickets cost the same as concession tickets, at all three Citytix cinemas.',
      '逢星期二，三間 Citytix 戲院的標準電影門票均以優惠票價發售。',
      '每周二，三家 Citytix 影院的标准电影票均以优惠票价发售。',
    ),
  },
  {
    daysAgo: 18,
    at: '11:00',
    title: t('Pay with FPS', '以轉數快付款', '使用转数快付款'),
    body: t(
      'You can now pay for tickets with FPS as well as cards, AlipayHK and WeChat Pay HK: scan the QR code at check-out with your banking app.',
      '除信用卡、支付寶香港及 WeChat Pay HK 外，你現可使用轉數快購票：結帳時以銀行應用程式掃描二維碼即可。',
      '除信用卡、支付宝香港及微信支付香港外，你现在还可以使用转数快购票：结账时用银行应用扫描二维码即可。',
    ),
    linkUrl: '/PaymentMethod.html',
  },
  {
    daysAgo: 12,
    at: '10:30',
    title: t('Choosing delivery? Buy early', '選擇送遞請提早購票', '选择配送请提前购票'),
    body: t(
      doc(
        'Delivery takes time, so it can be chosen only until these days before the show:',
        deliveryFeeLines('en'),
      ),
      doc('送遞需時，因此只可於演出前以下日數或之前選擇送遞：', deliveryFeeLines('zh-Hant')),
      doc('配送需要时间，因此只能在演出前以下天数或之前选择配送：', deliveryFeeLines('zh-Hans')),
    ),
    linkUrl: '/Delivery.html',
  },
  {
    daysAgo: 7,
    at: '12:00',
    title: t(
      'New kiosks at Kai Tak and Tung Chung',
      '啟德及東涌新增自助售票機',
      '启德及东涌新增自助售票机',
    ),
    body: t(
      'Two new self-service kiosks are open, at Kai Tak Sports Park and in Tung Chung Station. Collect your tickets there with the card you paid with.',
      '兩部新的自助售票機已於啟德體育園及東涌站投入服務，你可憑付款所用的信用卡於該處取票。',
      '两台新的自助售票机已在启德体育园及东涌站投入服务，你可凭付款所用的信用卡在该处取票。',
    ),
    linkUrl: '/TicketingTerminal.html',
  },
  {
    daysAgo: 3,
    at: '18:00',
    title: t('New season on sale now', '新一季節目現正發售', '新一季演出现正发售'),
    body: t(
      `Concerts, theatre, dance and family shows of the new season are on sale. Cinema tickets can be sent by courier for ${money(rules.cinemaCourierFeeHkd, 'en')} per transaction.`,
      `新一季的音樂會、戲劇、舞蹈及親子節目現正發售。電影門票可選擇速遞，每宗交易收費${money(rules.cinemaCourierFeeHkd, 'zh-Hant')}。`,
      `新一季的音乐会、戏剧、舞蹈及亲子演出现正发售。电影票可以选择快递，每笔交易收费${money(rules.cinemaCourierFeeHkd, 'zh-Hans')}。`,
    ),
    linkUrl: '/Events.html',
  },
  {
    daysAgo: 1,
    at: '09:00',
    title: t('Weekly system maintenance', '每週系統維護', '每周系统维护'),
    body: t(
      `Online booking is unavailable during maintenance ${maintenanceText('en')}. E-tickets you already have stay valid.`,
      `系統${maintenanceText('zh-Hant')}進行維護，期間暫停網上訂票。你已持有的電子門票仍然有效。`,
      `系统${maintenanceText('zh-Hans')}进行维护，期间暂停网上订票。你已持有的电子票仍然有效。`,
    ),
  },
]

export function newsRows(now: Date) {
  const today = inHongKong(now).isoDate
  return items.map((item, index) => {
    const [year, month, day] = addDays(today, -item.daysAgo).split('-').map(Number) as [
      number,
      number,
      number,
    ]
    const [hour, minute] = item.at.split(':').map(Number) as [number, number]
    return {
      id: index + 1,
      title: item.title,
      body: item.body,
      published_at: hongKongInstant(year, month, day, hour, minute),
      link_url: item.linkUrl ?? null,
    }
  })
}
