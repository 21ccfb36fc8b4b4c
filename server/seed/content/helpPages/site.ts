// Help pages about the site itself: about us, the help index, customer service, system
// requirements and maintenance, the privacy policy and the terms.
import { deliveryChangeOfficeHours } from '../../../../domain/hours'
import {
  customerServiceEmail,
  customerServiceHotline,
  deliveryOfficePhone,
  membershipRequiredSince,
  phoneBookingHotline,
  privacyOfficerEmail,
} from '../contacts'
import {
  customerServiceHoursText,
  hoursText,
  maintenanceText,
  phoneBookingHoursText,
  rules,
} from '../facts'
import { doc, t } from '../text'
import { E, H, type HelpPageContent, type HelpPageName, S, section } from './page'

const since = membershipRequiredSince
const officeHours = (language: typeof E | typeof H | typeof S) =>
  hoursText(deliveryChangeOfficeHours, language)

export const sitePages = {
  AboutUs: {
    title: t('About us', '關於我們', '关于我们'),
    sections: [
      section(
        'who',
        t('Who we are', '關於 Citytix', '关于 Citytix'),
        t(
          doc(
            'Citytix sells tickets in Hong Kong for live events, sports, cultural shows, priority booking, online live and video-on-demand events, and the cinema, and runs the city ticketing network of box offices and self-service kiosks.',
            'You can browse events without an account; members also keep favourites, a wish list, points and their transaction history.',
          ),
          doc(
            'Citytix 為香港的現場演出、體育賽事、文化節目、優先訂票、網上直播及點播節目以及電影提供票務服務，並營運由售票處及自助售票機組成的城市票務網絡。',
            '你毋須登記亦可瀏覽節目；會員更可收藏喜愛的節目，使用心願清單、積分及查閱交易紀錄。',
          ),
          doc(
            'Citytix 为香港的现场演出、体育赛事、文化节目、优先订票、网上直播及点播节目以及电影提供票务服务，并运营由售票处和自助售票机组成的城市票务网络。',
            '你无需注册也可以浏览演出；会员还可以收藏喜欢的演出，使用心愿清单、积分及查看交易记录。',
          ),
        ),
      ),
      section(
        'network',
        t('Where to find us', '售票網絡', '售票网络'),
        t(
          'Our box offices are in civic centres, town halls, theatres and stadiums across Hong Kong, with partner outlets in Macau. Self-service kiosks are in MTR stations and shopping centres.',
          '我們的售票處遍佈全港各區的文娛中心、大會堂、劇院及體育館，並於澳門設有合作售票點。自助售票機則設於港鐵站及商場。',
          '我们的售票处遍布香港各区的文娱中心、大会堂、剧院及体育馆，并在澳门设有合作售票点。自助售票机则设在港铁站和商场。',
        ),
      ),
      section(
        'access',
        t('A site for everyone', '人人適用的網站', '人人适用的网站'),
        t(
          `The site is in English, Traditional Chinese and Simplified Chinese. Choose a font size (${rules.fontSizes} px), a contrast theme (default, night, black and white) and a compact or comfortable event layout; your choices are remembered for ${rules.preferenceCookieDays} days.`,
          `本網站提供英文、繁體中文及簡體中文版本。你可選擇字體大小（${rules.fontSizes} 像素）、對比主題（預設、夜間、黑白）以及精簡或寬鬆的節目排列方式；有關設定會保留${rules.preferenceCookieDays}天。`,
          `本网站提供英文、繁体中文及简体中文版本。你可以选择字体大小（${rules.fontSizes} 像素）、对比度主题（默认、夜间、黑白）以及紧凑或宽松的演出排列方式；相关设置会保留${rules.preferenceCookieDays}天。`,
        ),
      ),
      section(
        'contact',
        t('Contact us', '聯絡我們', '联系我们'),
        t(
          `Customer service: ${customerServiceHotline}, ${customerServiceHoursText(E)}. Email: ${customerServiceEmail}.`,
          `客戶服務熱線：${customerServiceHotline}，服務時間為${customerServiceHoursText(H)}。電郵：${customerServiceEmail}。`,
          `客户服务热线：${customerServiceHotline}，服务时间为${customerServiceHoursText(S)}。电子邮箱：${customerServiceEmail}。`,
        ),
      ),
    ],
  },

  Help: {
    title: t('Help', '幫助', '帮助'),
    sections: [
      section(
        'topics',
        t('Help topics', '幫助主題', '帮助主题'),
        t(
          doc([
            'How to buy tickets: /BuyTickets.html',
            'How to buy event tickets, step by step: /BuyEventTickets.html',
            'Cinema schedule and movie tickets: /Cinema.html',
            'Payment methods: /PaymentMethod.html',
            'Ticket collection and delivery: /Delivery.html',
            'Service fees: /ServiceFee.html',
            'Box offices: /BoxOffice.html',
            'Ticketing kiosks: /TicketingTerminal.html',
            'Frequently asked questions: /Faq.html',
          ]),
          doc([
            '購票指南：/BuyTickets.html',
            '購買節目門票步驟：/BuyEventTickets.html',
            '電影時間表及購買電影門票：/Cinema.html',
            '付款方法：/PaymentMethod.html',
            '取票及送票：/Delivery.html',
            '服務費：/ServiceFee.html',
            '售票處：/BoxOffice.html',
            '自助售票機：/TicketingTerminal.html',
            '常見問題：/Faq.html',
          ]),
          doc([
            '购票指南：/BuyTickets.html',
            '购买演出门票步骤：/BuyEventTickets.html',
            '电影排片表及购买电影票：/Cinema.html',
            '付款方式：/PaymentMethod.html',
            '取票及配送：/Delivery.html',
            '服务费：/ServiceFee.html',
            '售票处：/BoxOffice.html',
            '自助售票机：/TicketingTerminal.html',
            '常见问题：/Faq.html',
          ]),
        ),
      ),
      section(
        'account',
        t('Your account', '會員帳戶', '会员账户'),
        t(
          doc(
            `Since ${since.en} online purchase needs a membership. Register with your email and activate your account with the link we send.`,
            `Log in with your password (${rules.passwordMin} to ${rules.passwordMax} characters) or with a ${rules.otpLength}-digit one-time password sent by email, valid for ${rules.otpValidityMinutes} minutes. Forgot your password? Use “Forgot password” on the login page to get a reset link.`,
          ),
          doc(
            `自${since['zh-Hant']}起，網上購票須成為會員。請以電郵登記，並按我們發出的連結啟動帳戶。`,
            `你可使用密碼（${rules.passwordMin}至${rules.passwordMax}個字元）登入，或使用以電郵發送的${rules.otpLength}位數字一次性密碼登入，密碼有效時間為${rules.otpValidityMinutes}分鐘。忘記密碼？請於登入頁按「忘記密碼」索取重設連結。`,
          ),
          doc(
            `自${since['zh-Hans']}起，网上购票须成为会员。请用电子邮箱注册，并点击我们发送的链接激活账户。`,
            `你可以使用密码（${rules.passwordMin}至${rules.passwordMax}个字符）登录，或使用通过电子邮件发送的${rules.otpLength}位数字一次性密码登录，密码有效时间为${rules.otpValidityMinutes}分钟。忘记密码？请在登录页点击“忘记密码”获取重置链接。`,
          ),
        ),
      ),
      section(
        'member',
        t('Member services', '會員服務', '会员服务'),
        t(
          doc([
            `Transaction history: your purchases of the previous ${rules.transactionHistoryMonths} months.`,
            `Inbox: notices sent to you in the last ${rules.inboxMonths} months.`,
            `My Points: your balance and its history over the last ${rules.pointsHistoryYears} year.`,
            `Wish list: up to ${rules.wishListMaxTickets} tickets per person, matched in your order of preference and paid with points.`,
          ]),
          doc([
            `交易紀錄：你過去${rules.transactionHistoryMonths}個月的購票紀錄。`,
            `收件箱：過去${rules.inboxMonths}個月發給你的通知。`,
            `我的積分：積分結餘及過去${rules.pointsHistoryYears}年的積分紀錄。`,
            `心願清單：每人最多${rules.wishListMaxTickets}張門票，按你的優先次序配對，並以積分付款。`,
          ]),
          doc([
            `交易记录：你过去${rules.transactionHistoryMonths}个月的购票记录。`,
            `收件箱：过去${rules.inboxMonths}个月发给你的通知。`,
            `我的积分：积分余额及过去${rules.pointsHistoryYears}年的积分记录。`,
            `心愿清单：每人最多${rules.wishListMaxTickets}张门票，按你的优先顺序匹配，并以积分付款。`,
          ]),
        ),
      ),
      section(
        'contact',
        t('Still need help?', '仍需協助？', '仍需帮助？'),
        t(
          `Call customer service on ${customerServiceHotline}, ${customerServiceHoursText(E)}, or send us the enquiry form on the [customer service page](/CS.html).`,
          `請致電客戶服務熱線 ${customerServiceHotline}，服務時間為${customerServiceHoursText(H)}。你亦可於[客戶服務頁面](/CS.html)填寫查詢表格。`,
          `请致电客户服务热线 ${customerServiceHotline}，服务时间为${customerServiceHoursText(S)}。你也可以在[客户服务页面](/CS.html)填写咨询表格。`,
        ),
      ),
    ],
  },

  CS: {
    title: t('Customer service', '客戶服務', '客户服务'),
    sections: [
      section(
        'hotline',
        t('Customer service hotline', '客戶服務熱線', '客户服务热线'),
        t(
          `${customerServiceHotline}, ${customerServiceHoursText(E)}.`,
          `${customerServiceHotline}，服務時間為${customerServiceHoursText(H)}。`,
          `${customerServiceHotline}，服务时间为${customerServiceHoursText(S)}。`,
        ),
      ),
      section(
        'phonebooking',
        t('Phone booking', '電話訂票', '电话订票'),
        t(
          `${phoneBookingHotline}, ${phoneBookingHoursText(E)}, public holidays included. Phone booking needs no membership.`,
          `${phoneBookingHotline}，服務時間為${phoneBookingHoursText(H)}，公眾假期照常服務。電話訂票毋須成為會員。`,
          `${phoneBookingHotline}，服务时间为${phoneBookingHoursText(S)}，公众假期照常服务。电话订票无需成为会员。`,
        ),
      ),
      section(
        'enquiry',
        t('Write to us', '書面查詢', '书面咨询'),
        t(
          `Send the enquiry form on this page, or email ${customerServiceEmail}. Give your transaction number if your question is about a purchase, so we can answer sooner.`,
          `請填寫本頁的查詢表格，或電郵至 ${customerServiceEmail}。如查詢與購票有關，請提供交易編號，以便我們盡快回覆。`,
          `请填写本页的咨询表格，或发送电子邮件至 ${customerServiceEmail}。如咨询与购票有关，请提供交易编号，以便我们尽快回复。`,
        ),
      ),
      section(
        'changes',
        t('Change requests', '更改申請', '更改申请'),
        t(
          doc([
            `Delivery changes: up to ${rules.deliveryChangeWorkingDays} working days before the show, with the [delivery change request form](/DeliveryChangeRequest.html). The delivery office (${deliveryOfficePhone}) works ${officeHours(E)}.`,
            'Contact name, number or address of a transaction: the [transaction change request form](/TxnChangeRequest.html).',
          ]),
          doc([
            `更改送遞：須於演出前${rules.deliveryChangeWorkingDays}個工作天或之前，透過[更改送遞申請表格](/DeliveryChangeRequest.html)申請。送遞辦事處（${deliveryOfficePhone}）的辦公時間為${officeHours(H)}。`,
            '更改交易的聯絡人姓名、電話或地址：請使用[更改交易申請表格](/TxnChangeRequest.html)。',
          ]),
          doc([
            `更改配送：须在演出前${rules.deliveryChangeWorkingDays}个工作日或之前，通过[更改配送申请表格](/DeliveryChangeRequest.html)申请。配送办公室（${deliveryOfficePhone}）的办公时间为${officeHours(S)}。`,
            '更改交易的联系人姓名、电话或地址：请使用[更改交易申请表格](/TxnChangeRequest.html)。',
          ]),
        ),
      ),
      section(
        'privacy',
        t('Your personal data', '個人資料', '个人信息'),
        t(
          `To see or correct the personal data we keep about you, write to ${privacyOfficerEmail}. We answer within ${rules.privacyRequestWorkingDays} working days.`,
          `如欲查閱或更正我們所持有你的個人資料，請電郵至 ${privacyOfficerEmail}。我們會於${rules.privacyRequestWorkingDays}個工作天內回覆。`,
          `如需查阅或更正我们持有的你的个人信息，请发送电子邮件至 ${privacyOfficerEmail}。我们会在${rules.privacyRequestWorkingDays}个工作日内回复。`,
        ),
      ),
    ],
  },

  SystemRequirement: {
    title: t('System requirements', '系統要求', '系统要求'),
    sections: [
      section(
        'browsers',
        t('Browsers', '瀏覽器', '浏览器'),
        t(
          doc(
            'Use the latest or previous version of:',
            ['Google Chrome', 'Microsoft Edge', 'Mozilla Firefox', 'Apple Safari'],
            'Internet Explorer is not supported.',
          ),
          doc(
            '請使用以下瀏覽器的最新或上一個版本：',
            ['Google Chrome', 'Microsoft Edge', 'Mozilla Firefox', 'Apple Safari'],
            '本網站不支援 Internet Explorer。',
          ),
          doc(
            '请使用以下浏览器的最新或上一个版本：',
            ['Google Chrome', 'Microsoft Edge', 'Mozilla Firefox', 'Apple Safari'],
            '本网站不支持 Internet Explorer。',
          ),
        ),
      ),
      section(
        'mobile',
        t('Phones and tablets', '手機及平板電腦', '手机和平板电脑'),
        t(
          'On iPhone and iPad use Safari or Chrome on a supported version of iOS or iPadOS; on Android use Chrome. E-tickets are shown on the phone, so keep its screen brightness up at the entrance.',
          '於 iPhone 及 iPad 上，請使用受支援 iOS 或 iPadOS 版本的 Safari 或 Chrome；Android 裝置請使用 Chrome。電子門票會於手機上顯示，入場時請調高螢幕亮度。',
          '在 iPhone 和 iPad 上，请使用受支持 iOS 或 iPadOS 版本的 Safari 或 Chrome；Android 设备请使用 Chrome。电子票会在手机上显示，入场时请调高屏幕亮度。',
        ),
      ),
      section(
        'settings',
        t('Browser settings', '瀏覽器設定', '浏览器设置'),
        t(
          doc([
            'JavaScript and cookies must be on.',
            'Allow pop-up windows from your bank: some card payments confirm in one.',
            'Set your device’s clock automatically, so countdowns show the right time.',
          ]),
          doc([
            '必須啟用 JavaScript 及 Cookie。',
            '請允許銀行的彈出視窗：部分信用卡付款須於彈出視窗中確認。',
            '請將裝置時間設為自動設定，以確保倒數計時正確。',
          ]),
          doc([
            '必须启用 JavaScript 和 Cookie。',
            '请允许银行的弹出窗口：部分信用卡付款须在弹出窗口中确认。',
            '请将设备时间设为自动设置，以确保倒计时准确。',
          ]),
        ),
      ),
      section(
        'display',
        t('Display settings', '顯示設定', '显示设置'),
        t(
          `Choose a font size of ${rules.fontSizes} px (${rules.defaultFontSize} px by default), one of three themes (default, night, black and white) and a compact or comfortable event layout. Your choices, and your language, are kept for ${rules.preferenceCookieDays} days.`,
          `你可選擇 ${rules.fontSizes} 像素的字體大小（預設為 ${rules.defaultFontSize} 像素）、三款主題（預設、夜間、黑白）之一，以及精簡或寬鬆的節目排列方式。你的設定及語言選擇會保留${rules.preferenceCookieDays}天。`,
          `你可以选择 ${rules.fontSizes} 像素的字体大小（默认为 ${rules.defaultFontSize} 像素）、三款主题（默认、夜间、黑白）之一，以及紧凑或宽松的演出排列方式。你的设置和语言选择会保留${rules.preferenceCookieDays}天。`,
        ),
      ),
      section(
        'connection',
        t('Connection', '網絡連線', '网络连接'),
        t(
          `Use a stable connection and one browser window while you buy. The system is unavailable for maintenance ${maintenanceText(E)}.`,
          `購票時請使用穩定的網絡連線，並只開啟一個瀏覽器視窗。系統${maintenanceText(H)}進行維護，期間暫停服務。`,
          `购票时请使用稳定的网络连接，并只打开一个浏览器窗口。系统${maintenanceText(S)}进行维护，期间暂停服务。`,
        ),
      ),
    ],
  },

  ReleaseNotes: {
    title: t('Privacy policy and terms', '私隱政策及條款', '隐私政策及条款'),
    sections: [
      section(
        'privacypolicy',
        t('Privacy policy', '私隱政策', '隐私政策'),
        t(
          doc(
            'We collect the personal data you give us when you register, buy tickets or contact us: your name, email, mailing address, mobile number, birthday, interests and the details of your purchases.',
            'We use it to:',
            [
              'sell you tickets, deliver them and tell you about changes to your events',
              'run your account, points and wish list',
              'answer your enquiries and change requests',
              'send you news and offers, unless you opted out of direct marketing',
            ],
            'We give your data only to those who need it to serve you: the event presenter and venue (for admission and changes to the event), couriers (for delivery) and payment providers. We do not sell your data.',
            `To see or correct your data, write to ${privacyOfficerEmail}. We answer access and correction requests within ${rules.privacyRequestWorkingDays} working days.`,
          ),
          doc(
            '當你登記、購票或與我們聯絡時，我們會收集你提供的個人資料，包括姓名、電郵、通訊地址、手提電話號碼、出生日期、興趣以及購票紀錄。',
            '我們使用這些資料以：',
            [
              '向你出售及送遞門票，並通知你節目的更改',
              '管理你的帳戶、積分及心願清單',
              '回覆你的查詢及更改申請',
              '向你發送消息及優惠（如你已選擇拒收直接促銷資訊則除外）',
            ],
            '我們只會把你的資料提供予為你服務所需的人士：節目主辦機構及場地（處理入場及節目更改）、速遞公司（處理送遞）及付款服務供應商。我們不會出售你的資料。',
            `如欲查閱或更正你的資料，請電郵至 ${privacyOfficerEmail}。我們會於${rules.privacyRequestWorkingDays}個工作天內回覆查閱及更正資料要求。`,
          ),
          doc(
            '当你注册、购票或与我们联系时，我们会收集你提供的个人信息，包括姓名、电子邮箱、通信地址、手机号码、出生日期、兴趣以及购票记录。',
            '我们使用这些信息以：',
            [
              '向你出售及配送门票，并通知你演出的变更',
              '管理你的账户、积分及心愿清单',
              '回复你的咨询及更改申请',
              '向你发送资讯及优惠（如你已选择拒收直接营销信息则除外）',
            ],
            '我们只会把你的信息提供给为你服务所需的各方：演出主办方及场馆（处理入场及演出变更）、快递公司（处理配送）及支付服务商。我们不会出售你的信息。',
            `如需查阅或更正你的信息，请发送电子邮件至 ${privacyOfficerEmail}。我们会在${rules.privacyRequestWorkingDays}个工作日内回复查阅及更正信息的请求。`,
          ),
        ),
      ),
      section(
        'cookies',
        t('Cookies', 'Cookie 的使用', 'Cookie 的使用'),
        t(
          `We use cookies to keep you logged in and to remember your language, font size and theme for ${rules.preferenceCookieDays} days. We do not use them to track you on other sites.`,
          `我們使用 Cookie 以保持你的登入狀態，並記住你選擇的語言、字體大小及主題${rules.preferenceCookieDays}天。我們不會利用 Cookie 追蹤你於其他網站的活動。`,
          `我们使用 Cookie 保持你的登录状态，并记住你选择的语言、字体大小和主题${rules.preferenceCookieDays}天。我们不会利用 Cookie 追踪你在其他网站上的活动。`,
        ),
      ),
      section(
        'termsconditions',
        t('Terms and conditions', '條款及細則', '条款及细则'),
        t(
          doc('By buying tickets from Citytix you agree to these terms:', [
            'One person, one ticket: every person entering a venue needs a ticket of their own.',
            'Each event has a maximum number of tickets per transaction, shown on its page. Tickets beyond it may be cancelled.',
            'Buying with bots, scripts or any other automated means is prohibited. Transactions made that way are cancelled.',
            `Online purchase needs a Citytix membership (since ${since.en}); box office and phone booking do not.`,
            'Tickets are not refundable or exchangeable. Service, delivery and handling fees are not refundable.',
            `Delivery changes are accepted up to ${rules.deliveryChangeWorkingDays} working days before the show.`,
            'The presenter may change the programme, cast or seating; the venue’s admission rules apply.',
            'Tickets may not be resold for profit; tickets found to be resold may be cancelled.',
          ]),
          doc('於 Citytix 購票即表示你同意以下條款：', [
            '一人一票：每位進場人士均須持有門票。',
            '每個節目均設每宗交易的購票數量上限，詳見節目頁面；超出上限的門票可被取消。',
            '嚴禁使用機械人程式、腳本或任何其他自動化方式購票，以此方式進行的交易將被取消。',
            `網上購票須成為 Citytix 會員（自${since['zh-Hant']}起）；售票處及電話訂票則毋須成為會員。`,
            '門票一經售出，概不退換。服務費、送遞費及手續費概不退還。',
            `更改送遞申請須於演出前${rules.deliveryChangeWorkingDays}個工作天或之前提出。`,
            '主辦機構有權更改節目、演出者或座位安排；入場須遵守場地規則。',
            '門票不得以牟利為目的轉售；經查證為轉售的門票可被取消。',
          ]),
          doc('在 Citytix 购票即表示你同意以下条款：', [
            '一人一票：每位入场人士均须持有门票。',
            '每个演出均设有每笔交易的购票数量上限，详见演出页面；超出上限的门票可被取消。',
            '严禁使用机器人程序、脚本或任何其他自动化方式购票，以此方式进行的交易将被取消。',
            `网上购票须成为 Citytix 会员（自${since['zh-Hans']}起）；售票处及电话订票则无需成为会员。`,
            '门票一经售出，概不退换。服务费、配送费及手续费概不退还。',
            `更改配送申请须在演出前${rules.deliveryChangeWorkingDays}个工作日或之前提出。`,
            '主办方有权更改节目、演出者或座位安排；入场须遵守场馆规定。',
            '门票不得以牟利为目的转售；经查实为转售的门票可被取消。',
          ]),
        ),
      ),
    ],
  },

  TermsOfUse: {
    title: t('Terms of use', '使用條款', '使用条款'),
    sections: [
      section(
        'acceptance',
        t('Using this site', '使用本網站', '使用本网站'),
        t(
          'By using the Citytix website you accept these terms of use and the [privacy policy](/ReleaseNotes.html#privacypolicy). Ticket purchases are also subject to the [terms and conditions](/ReleaseNotes.html#termsconditions).',
          '使用 Citytix 網站即表示你接受本使用條款及[私隱政策](/ReleaseNotes.html#privacypolicy)。購票亦須受[條款及細則](/ReleaseNotes.html#termsconditions)約束。',
          '使用 Citytix 网站即表示你接受本使用条款及[隐私政策](/ReleaseNotes.html#privacypolicy)。购票还须遵守[条款及细则](/ReleaseNotes.html#termsconditions)。',
        ),
      ),
      section(
        'account',
        t('Your account', '你的帳戶', '你的账户'),
        t(
          doc([
            'One account per person, with true and up-to-date details.',
            `Keep your password (${rules.passwordMin} to ${rules.passwordMax} characters) secret; you are responsible for purchases made with your account.`,
            'We may suspend or lock an account used against these terms; contact customer service if yours is.',
          ]),
          doc([
            '每人只可登記一個帳戶，並須提供真實及最新的資料。',
            `請將密碼（${rules.passwordMin}至${rules.passwordMax}個字元）保密；你須為以你的帳戶進行的購票負責。`,
            '如帳戶的使用違反本條款，我們可暫停或鎖定該帳戶；如你的帳戶被暫停或鎖定，請聯絡客戶服務。',
          ]),
          doc([
            '每人只可注册一个账户，并须提供真实及最新的信息。',
            `请将密码（${rules.passwordMin}至${rules.passwordMax}个字符）保密；你须为使用你的账户进行的购票负责。`,
            '如账户的使用违反本条款，我们可暂停或锁定该账户；如你的账户被暂停或锁定，请联系客户服务。',
          ]),
        ),
      ),
      section(
        'fairuse',
        t('Fair use', '公平使用', '公平使用'),
        t(
          'Do not use bots, scripts or other automated means to browse or buy, and do not try to get round the ticket limits. We cancel transactions made that way and may close the accounts used.',
          '請勿使用機械人程式、腳本或其他自動化方式瀏覽或購票，亦不得試圖規避購票限制。以此方式進行的交易將被取消，有關帳戶亦可被終止。',
          '请勿使用机器人程序、脚本或其他自动化方式浏览或购票，也不得试图规避购票限制。以此方式进行的交易将被取消，相关账户也可能被终止。',
        ),
      ),
      section(
        'content',
        t('Content', '網站內容', '网站内容'),
        t(
          'Texts, pictures and posters on this site belong to Citytix or to the presenters who supplied them. You may view and share links to them, but not copy them for commercial use.',
          '本網站的文字、圖片及海報屬 Citytix 或提供該等內容的主辦機構所有。你可瀏覽及分享有關連結，但不得複製作商業用途。',
          '本网站的文字、图片及海报归 Citytix 或提供这些内容的主办方所有。你可以浏览及分享相关链接，但不得复制用于商业用途。',
        ),
      ),
      section(
        'availability',
        t('Availability', '服務暫停', '服务暂停'),
        t(
          `The site stops for maintenance ${maintenanceText(E)}, and may stop at other times for urgent work, which we announce in News when we can.`,
          `本網站${maintenanceText(H)}暫停服務以進行維護，亦可能因緊急工程而於其他時間暫停，我們會盡可能於最新消息預先公布。`,
          `本网站${maintenanceText(S)}暂停服务以进行维护，也可能因紧急工作而在其他时间暂停，我们会尽可能在最新消息中提前公布。`,
        ),
      ),
      section(
        'changes',
        t('Changes to these terms', '條款修訂', '条款修订'),
        t(
          'We may update these terms; the date at the top of the page shows the latest change. Using the site after a change means you accept it.',
          '我們可能不時修訂本條款，頁首日期為最近一次修訂的日期。修訂後繼續使用本網站，即表示你接受有關修訂。',
          '我们可能不时修订本条款，页首日期为最近一次修订的日期。修订后继续使用本网站，即表示你接受相关修订。',
        ),
      ),
    ],
  },

  Maintenance: {
    title: t('System maintenance', '系統維護', '系统维护'),
    sections: [
      section(
        'schedule',
        t('Weekly maintenance', '每週系統維護', '每周系统维护'),
        t(
          `The system is maintained ${maintenanceText(E)}. During this time the website is unavailable.`,
          `系統${maintenanceText(H)}進行維護，期間網站暫停服務。`,
          `系统${maintenanceText(S)}进行维护，期间网站暂停服务。`,
        ),
      ),
      section(
        'affected',
        t('What stops', '受影響的服務', '受影响的服务'),
        t(
          doc(
            [
              'online purchase, the cinema and the wish list',
              'login, registration and member services',
              'ticket collection at self-service kiosks',
            ],
            'E-tickets you already have stay valid and can be shown at the entrance as usual.',
          ),
          doc(
            ['網上購票、電影購票及心願清單', '登入、會員登記及會員服務', '自助售票機取票'],
            '你已持有的電子門票仍然有效，可照常於入場時出示。',
          ),
          doc(
            ['网上购票、电影购票及心愿清单', '登录、会员注册及会员服务', '自助售票机取票'],
            '你已持有的电子票仍然有效，可照常在入场时出示。',
          ),
        ),
      ),
      section(
        'planning',
        t('Plan ahead', '請預早安排', '请提前安排'),
        t(
          'Finish your purchase before maintenance begins: a purchase not completed by then is cancelled and its seats are released.',
          '請於維護開始前完成購票：屆時仍未完成的交易將被取消，座位亦會釋出。',
          '请在维护开始前完成购票：届时仍未完成的交易将被取消，座位也会被释放。',
        ),
      ),
      section(
        'other',
        t('Other maintenance', '其他維護', '其他维护'),
        t(
          'Any additional maintenance is announced in News and shown as a notice on the site beforehand.',
          '如有額外的系統維護，我們會預先於最新消息公布，並於網站顯示通告。',
          '如有额外的系统维护，我们会提前在最新消息中公布，并在网站上显示通知。',
        ),
      ),
    ],
  },
} satisfies Partial<Record<HelpPageName, HelpPageContent>>
