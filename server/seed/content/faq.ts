// The FAQ: nine sections (ids 1–9) and their questions (ids from 101, in reading order).
import type { LocalizedText } from '../../db/schema'
import {
  customerServiceEmail,
  customerServiceHotline,
  membershipRequiredSince,
  phoneBookingHotline,
} from './contacts'
import {
  customerServiceHoursText,
  deliveryFeeLines,
  hoursText,
  maintenanceText,
  money,
  phoneBookingHoursText,
  rules,
  typhoonSignalText,
} from './facts'
import { doc, t } from './text'

interface FaqSection {
  title: LocalizedText
  items: { question: LocalizedText; answer: LocalizedText }[]
}

const qa = (question: LocalizedText, answer: LocalizedText) => ({ question, answer })
const since = membershipRequiredSince
const office = rules.deliveryChangeOfficeHours

const sections: FaqSection[] = [
  {
    title: t('Buying tickets', '購票', '购票'),
    items: [
      qa(
        t(
          'Do I need to be a member to buy online?',
          '網上購票需要成為會員嗎？',
          '网上购票需要成为会员吗？',
        ),
        t(
          `Yes. Since ${since.en} buying online needs a Citytix membership, which is free. Buying at a box office or by phone needs no membership.`,
          `需要。自${since['zh-Hant']}起，網上購票須成為 Citytix 會員，登記費用全免。於售票處或透過電話訂票則毋須成為會員。`,
          `需要。自${since['zh-Hans']}起，网上购票须成为 Citytix 会员，注册免费。在售票处或通过电话订票则无需成为会员。`,
        ),
      ),
      qa(
        t(
          'How many tickets can I buy at once?',
          '每次最多可購買多少張門票？',
          '每次最多可以购买多少张门票？',
        ),
        t(
          'Each event has a maximum number of tickets per transaction, shown on its page. Remember the rule of one person, one ticket: buy one for everyone who will attend.',
          '每個節目均設每宗交易的購票上限，詳見節目頁面。請注意「一人一票」的規定：每位觀眾均須持有門票。',
          '每个演出均设有每笔交易的购票上限，详见演出页面。请注意“一人一票”的规定：每位观众均须持有门票。',
        ),
      ),
      qa(
        t('Do children need a ticket?', '小童需要購票嗎？', '儿童需要购票吗？'),
        t(
          `Yes: one person, one ticket, whatever their age. Some events do not admit young children; the event page says so. At the cinema, children under ${rules.minimumAdmissionAge} are not admitted.`,
          `需要：一人一票，不論年齡。部分節目不招待幼童，詳情載於節目頁面。戲院不招待${rules.minimumAdmissionAge}歲以下小童。`,
          `需要：一人一票，不论年龄。部分演出谢绝幼童入场，详情见演出页面。影院谢绝${rules.minimumAdmissionAge}岁以下儿童入场。`,
        ),
      ),
      qa(
        t('When do tickets go on sale?', '門票何時開售？', '门票什么时候开售？'),
        t(
          'The on-sale date and time are on each event page. The “On sale today” tab on the home page lists the events that open today.',
          '開售日期及時間載於各節目頁面。主頁的「今日開售」分頁會列出當日開售的節目。',
          '开售日期和时间见各演出页面。首页的“今日开售”标签会列出当天开售的演出。',
        ),
      ),
      qa(
        t('Can I choose my seats?', '我可以自選座位嗎？', '我可以自选座位吗？'),
        t(
          'For reserved seating, yes: pick them on the seat plan, or let the system choose the best available. Seats bought together must be next to each other in one row and must not leave a single empty seat on its own. General admission events have no seat numbers.',
          '劃位節目可以：你可於座位表上揀選，或由系統代選最佳座位。同一次購買的座位須為同一行內相連的座位，且不可留下單一空位。自由入座的節目則不設座位編號。',
          '对号入座的演出可以：你可以在座位图上选择，或由系统自动选择最佳座位。同一次购买的座位须为同一排内相连的座位，且不能留下单个空位。自由入座的演出不设座位号。',
        ),
      ),
      qa(
        t(
          'My seats were released before I paid. Why?',
          '為何我未付款座位便被釋出？',
          '为什么我还没付款座位就被释放了？',
        ),
        t(
          'Seats are held only while the countdown in your basket runs. When it ends the seats go back on sale; choose them again if they are still free.',
          '座位只會於購物籃的倒數計時期間為你保留。時間屆滿後座位將重新發售；如座位仍未售出，你可再次揀選。',
          '座位只会在购物篮的倒计时期间为你保留。时间结束后座位将重新发售；如座位仍未售出，你可以再次选择。',
        ),
      ),
      qa(
        t(
          'Can I buy by phone or at a box office?',
          '可以透過電話或於售票處購票嗎？',
          '可以通过电话或在售票处购票吗？',
        ),
        t(
          `Yes. Phone booking: ${phoneBookingHotline}, ${phoneBookingHoursText('en')}. Box offices are listed on the [box office page](/BoxOffice.html). Neither needs a membership.`,
          `可以。電話訂票：${phoneBookingHotline}，服務時間為${phoneBookingHoursText('zh-Hant')}。[售票處列表](/BoxOffice.html)載有各售票處。兩者均毋須成為會員。`,
          `可以。电话订票：${phoneBookingHotline}，服务时间为${phoneBookingHoursText('zh-Hans')}。各售票处见[售票处列表](/BoxOffice.html)。两者均无需成为会员。`,
        ),
      ),
      qa(
        t('Why was my transaction cancelled?', '為何我的交易被取消？', '为什么我的交易被取消了？'),
        t(
          'Transactions made with bots or other automated means, or that break the ticket limits, are cancelled. If you think we are wrong, call customer service with your transaction number.',
          '以機械人程式或其他自動化方式進行、或違反購票限制的交易，將被取消。如你認為有誤，請致電客戶服務並提供交易編號。',
          '通过机器人程序或其他自动化方式进行、或违反购票限制的交易，将被取消。如你认为有误，请致电客户服务并提供交易编号。',
        ),
      ),
      qa(
        t('How do I know my purchase went through?', '如何確認購票成功？', '如何确认购票成功？'),
        t(
          `You see a receipt with a transaction number, and we email you a confirmation. The purchase is also in Member Services > Transaction history, which shows the previous ${rules.transactionHistoryMonths} months.`,
          `購票成功後會顯示附有交易編號的收據，我們亦會發出確認電郵。你亦可於「會員服務 > 交易紀錄」查閱，該處顯示過去${rules.transactionHistoryMonths}個月的紀錄。`,
          `购票成功后会显示带有交易编号的收据，我们也会发送确认邮件。你也可以在“会员服务 > 交易记录”中查看，那里显示过去${rules.transactionHistoryMonths}个月的记录。`,
        ),
      ),
    ],
  },
  {
    title: t('Membership and account', '會員及帳戶', '会员及账户'),
    items: [
      qa(
        t('How do I register?', '如何登記成為會員？', '如何注册成为会员？'),
        t(
          `Choose “Register” on the login page. Enter your email, a password of ${rules.passwordMin} to ${rules.passwordMax} characters, your name, birthday, mailing address and mobile number, read and agree to the terms, then activate your account with the link we email you.`,
          `於登入頁選擇「登記」，輸入電郵、${rules.passwordMin}至${rules.passwordMax}個字元的密碼、姓名、出生日期、通訊地址及手提電話號碼，細閱並同意條款後，按我們電郵給你的連結啟動帳戶。`,
          `在登录页选择“注册”，输入电子邮箱、${rules.passwordMin}至${rules.passwordMax}个字符的密码、姓名、出生日期、通信地址及手机号码，阅读并同意条款后，点击我们发送到你邮箱的链接激活账户。`,
        ),
      ),
      qa(
        t(
          'I did not get the activation email.',
          '我收不到啟動帳戶的電郵。',
          '我收不到激活账户的邮件。',
        ),
        t(
          'Check your junk mail folder first. If it is not there, try to log in: for an account not yet activated we send the activation email again. If it still does not arrive, contact customer service.',
          '請先檢查垃圾郵件匣。如仍未找到，請嘗試登入：如帳戶尚未啟動，系統會重新發送啟動電郵。如仍未收到，請聯絡客戶服務。',
          '请先检查垃圾邮件箱。如仍未找到，请尝试登录：如账户尚未激活，系统会重新发送激活邮件。如仍未收到，请联系客户服务。',
        ),
      ),
      qa(
        t(
          'How does the one-time password work?',
          '如何使用一次性密碼登入？',
          '如何使用一次性密码登录？',
        ),
        t(
          `Choose “One-time password” on the login page, enter your email and ask for a code. We email you a ${rules.otpLength}-digit code, valid for ${rules.otpValidityMinutes} minutes. If it does not arrive you can ask for a new one after ${rules.otpResendSeconds} seconds. Tick the terms, enter the code and you are in.`,
          `於登入頁選擇「一次性密碼」，輸入電郵並索取密碼。我們會以電郵發送${rules.otpLength}位數字密碼，有效時間為${rules.otpValidityMinutes}分鐘。如未收到，可於${rules.otpResendSeconds}秒後重新索取。剔選同意條款並輸入密碼，即可登入。`,
          `在登录页选择“一次性密码”，输入电子邮箱并获取密码。我们会通过电子邮件发送${rules.otpLength}位数字密码，有效时间为${rules.otpValidityMinutes}分钟。如未收到，可在${rules.otpResendSeconds}秒后重新获取。勾选同意条款并输入密码，即可登录。`,
        ),
      ),
      qa(
        t('I forgot my password.', '我忘記了密碼。', '我忘记了密码。'),
        t(
          'Choose “Forgot password” on the login page and enter your registered email. We email you a link to set a new password. The link expires after a while: if it has, ask for a new one.',
          '請於登入頁選擇「忘記密碼」，並輸入已登記的電郵。我們會以電郵發送重設密碼的連結。連結會於一段時間後失效，如已失效，請重新索取。',
          '请在登录页选择“忘记密码”，并输入已注册的电子邮箱。我们会通过电子邮件发送重置密码的链接。链接会在一段时间后失效，如已失效，请重新获取。',
        ),
      ),
      qa(
        t('Why can’t I log in?', '為何我無法登入？', '为什么我无法登录？'),
        t(
          doc([
            'Wrong password: check Caps Lock, or use “Forgot password”.',
            'Account not activated: we send the activation email again when you try.',
            'Too many attempts: wait a few minutes and try again.',
            'Account locked or suspended: contact customer service.',
          ]),
          doc([
            '密碼錯誤：請檢查是否開啟了大寫鎖定，或使用「忘記密碼」。',
            '帳戶尚未啟動：你嘗試登入時，系統會重新發送啟動電郵。',
            '嘗試次數過多：請稍候數分鐘再試。',
            '帳戶被鎖定或暫停：請聯絡客戶服務。',
          ]),
          doc([
            '密码错误：请检查是否开启了大写锁定，或使用“忘记密码”。',
            '账户尚未激活：你尝试登录时，系统会重新发送激活邮件。',
            '尝试次数过多：请等几分钟再试。',
            '账户被锁定或暂停：请联系客户服务。',
          ]),
        ),
      ),
      qa(
        t(
          'Can I log in with Facebook, Google, Apple or WeChat?',
          '可以用 Facebook、Google、Apple 或微信登入嗎？',
          '可以用 Facebook、Google、Apple 或微信登录吗？',
        ),
        t(
          'Yes, choose the button on the login page. If the sign-in fails, try again, or log in with your email and password.',
          '可以，請於登入頁按相應按鈕。如登入失敗，請再試一次，或以電郵及密碼登入。',
          '可以，请在登录页点击相应按钮。如登录失败，请再试一次，或使用电子邮箱和密码登录。',
        ),
      ),
      qa(
        t(
          'How do I change my details, email or password?',
          '如何更改個人資料、電郵或密碼？',
          '如何更改个人资料、电子邮箱或密码？',
        ),
        t(
          'Go to Member Services > Member information. After you change your email or password you are asked to log in again.',
          '請前往「會員服務 > 會員資料」。更改電郵或密碼後，你須重新登入。',
          '请前往“会员服务 > 会员资料”。更改电子邮箱或密码后，你需要重新登录。',
        ),
      ),
      qa(
        t('Why was I asked to log in again?', '為何要求我重新登入？', '为什么要求我重新登录？'),
        t(
          'For your security a session ends after a period without activity, and after you change your email or password. Log in again and carry on.',
          '為保障你的帳戶安全，閒置一段時間後或更改電郵或密碼後，登入狀態會自動結束。請重新登入後繼續。',
          '为保障你的账户安全，闲置一段时间后或更改电子邮箱或密码后，登录状态会自动结束。请重新登录后继续。',
        ),
      ),
      qa(
        t('How do I stop the newsletter?', '如何取消訂閱電子報？', '如何取消订阅电子报？'),
        t(
          'Use the unsubscribe link in any newsletter, or enter your registered email on the [unsubscribe page](/Unsubscribe.html). You can also opt out of direct marketing in Member information.',
          '請按電子報內的取消訂閱連結，或於[取消訂閱頁面](/Unsubscribe.html)輸入已登記的電郵。你亦可於「會員資料」選擇拒收直接促銷資訊。',
          '请点击电子报中的退订链接，或在[退订页面](/Unsubscribe.html)输入已注册的电子邮箱。你也可以在“会员资料”中选择拒收直接营销信息。',
        ),
      ),
    ],
  },
  {
    title: t('Payment', '付款', '付款'),
    items: [
      qa(
        t('Which payment methods do you accept?', '接受哪些付款方法？', '支持哪些付款方式？'),
        t(
          'Visa, Mastercard, American Express, UnionPay, JCB, AlipayHK, WeChat Pay HK and FPS online. Wish-list tickets are paid with points. Box offices also take cash, EPS and Octopus.',
          '網上接受 Visa、萬事達卡、美國運通、銀聯、JCB、支付寶香港、WeChat Pay HK 及轉數快。心願清單的門票以積分支付。售票處另接受現金、易辦事及八達通。',
          '网上支持 Visa、万事达卡、美国运通、银联、JCB、支付宝香港、微信支付香港及转数快。心愿清单的门票以积分支付。售票处另接受现金、易办事（EPS）及八达通。',
        ),
      ),
      qa(
        t(
          'Can I pay with a card issued outside Hong Kong?',
          '可以使用香港以外發出的信用卡付款嗎？',
          '可以使用香港以外发行的信用卡付款吗？',
        ),
        t(
          'Yes. Prices are in Hong Kong dollars; your bank converts the amount and may charge a foreign transaction fee.',
          '可以。價格以港幣計算，你的銀行會兌換有關金額，並可能收取外幣交易手續費。',
          '可以。价格以港币计算，你的银行会换算相关金额，并可能收取外币交易手续费。',
        ),
      ),
      qa(
        t(
          'My payment failed but my card was charged.',
          '付款失敗，但信用卡已被扣款。',
          '付款失败，但信用卡已被扣款。',
        ),
        t(
          'First check Member Services > Transaction history: if the transaction is not there, the amount is only held by your bank and is released by it, usually within a few days. If it is not released, contact customer service with the date, time and amount.',
          '請先查閱「會員服務 > 交易紀錄」：如交易未有顯示，該筆款項只是被銀行暫時預留，一般會於數天內由銀行解除。如款項未有解除，請聯絡客戶服務，並提供日期、時間及金額。',
          '请先查看“会员服务 > 交易记录”：如交易未显示，该笔款项只是被银行暂时冻结，一般会在几天内由银行解冻。如款项未解冻，请联系客户服务，并提供日期、时间及金额。',
        ),
      ),
      qa(
        t('Is my card information safe?', '我的信用卡資料安全嗎？', '我的信用卡信息安全吗？'),
        t(
          'Yes. Payments go through your bank’s secure page, and we never show or keep your full card number: records show only its first 4 and last 4 digits.',
          '安全。付款經由銀行的安全頁面處理，我們不會顯示或保存完整的信用卡號碼：紀錄只顯示首4位及末4位數字。',
          '安全。付款通过银行的安全页面处理，我们不会显示或保存完整的信用卡号码：记录只显示前4位和后4位数字。',
        ),
      ),
    ],
  },
  {
    title: t('Ticket collection and e-tickets', '取票及電子門票', '取票及电子票'),
    items: [
      qa(
        t('How do I get my tickets?', '如何取得門票？', '如何获取门票？'),
        t(
          'When you check out, choose an e-ticket, collection at a box office or kiosk, or delivery. Which ones are offered depends on the event and how soon the show is.',
          '結帳時可選擇電子門票、售票處或自助售票機取票，或送遞。可選的方法視乎個別節目及距離演出的日數而定。',
          '结账时可选择电子票、售票处或自助售票机取票，或配送。可选的方式取决于具体演出以及距离演出的天数。',
        ),
      ),
      qa(
        t('How do I use an e-ticket?', '如何使用電子門票？', '如何使用电子票？'),
        t(
          'Open the e-ticket in your confirmation email or in your transaction details and show its QR code at the entrance. Each QR code admits one person once, so do not share it.',
          '請於確認電郵或交易詳情中打開電子門票，並於入場時出示二維碼。每個二維碼只供一人使用一次，請勿與他人分享。',
          '请在确认邮件或交易详情中打开电子票，并在入场时出示二维码。每个二维码只供一人使用一次，请勿与他人分享。',
        ),
      ),
      qa(
        t(
          'What do I need to collect tickets at a box office?',
          '於售票處取票需要帶備甚麼？',
          '在售票处取票需要携带什么？',
        ),
        t(
          'Your transaction number and the card you paid with.',
          '請帶備交易編號及付款所用的信用卡。',
          '请携带交易编号和付款时所用的信用卡。',
        ),
      ),
      qa(
        t(
          'Can someone else collect my tickets?',
          '可以由他人代為取票嗎？',
          '可以由他人代为取票吗？',
        ),
        t(
          'Yes, at a box office: they need a copy of your confirmation email and a copy of the front of the card you paid with.',
          '可以，但只限於售票處：代領人須出示確認電郵副本及付款所用信用卡正面的副本。',
          '可以，但仅限售票处：代领人须出示确认邮件副本及付款所用信用卡正面的复印件。',
        ),
      ),
      qa(
        t('How do I collect at a kiosk?', '如何於自助售票機取票？', '如何在自助售票机取票？'),
        t(
          'Touch “Collect tickets”, scan the QR code in your confirmation email or enter your confirmation number, and insert the card you paid with. Kiosks are listed on the [ticketing terminal page](/TicketingTerminal.html).',
          '按「領取門票」，掃描確認電郵內的二維碼或輸入確認編號，然後插入付款所用的信用卡。各自助售票機見[自助售票機列表](/TicketingTerminal.html)。',
          '点击“领取门票”，扫描确认邮件中的二维码或输入确认编号，然后插入付款所用的信用卡。各自助售票机见[自助售票机列表](/TicketingTerminal.html)。',
        ),
      ),
      qa(
        t('I lost my tickets. What can I do?', '遺失門票怎麼辦？', '门票丢失了怎么办？'),
        t(
          'Paper tickets cannot be reissued, so keep them safe. An e-ticket is never lost: open it again from your transaction details.',
          '實體門票遺失後不會補發，請妥善保管。電子門票則不會遺失，你可隨時於交易詳情中再次打開。',
          '纸质门票丢失后不会补发，请妥善保管。电子票则不会丢失，你可以随时在交易详情中再次打开。',
        ),
      ),
    ],
  },
  {
    title: t('Delivery', '送遞', '配送'),
    items: [
      qa(
        t(
          'How much is delivery and how long does it take?',
          '送遞費用是多少？需時多久？',
          '配送费用是多少？需要多长时间？',
        ),
        t(
          doc(deliveryFeeLines('en'), 'The fee is per transaction, not per ticket.'),
          doc(deliveryFeeLines('zh-Hant'), '送遞費按每宗交易收取，而非按門票數目計算。'),
          doc(deliveryFeeLines('zh-Hans'), '配送费按每笔交易收取，而不是按门票张数计算。'),
        ),
      ),
      qa(
        t('Why can’t I choose delivery?', '為何我不能選擇送遞？', '为什么我不能选择配送？'),
        t(
          'Delivery is offered only while there is time for the tickets to arrive: see the [last day for your region](/Delivery.html). Closer to the show choose an e-ticket, box office or kiosk collection.',
          '只有在門票能及時送達的情況下才會提供送遞服務，請參閱[各地區的截止日期](/Delivery.html)。臨近演出時，請改選電子門票、售票處或自助售票機取票。',
          '只有在门票能及时送达的情况下才会提供配送服务，请参阅[各地区的截止日期](/Delivery.html)。临近演出时，请改选电子票、售票处或自助售票机取票。',
        ),
      ),
      qa(
        t(
          'Can I change my delivery address or method?',
          '可以更改送遞地址或取票方法嗎？',
          '可以更改配送地址或取票方式吗？',
        ),
        t(
          `Yes, up to ${rules.deliveryChangeWorkingDays} working days before the show, with the delivery change request form. The delivery office handles requests ${hoursText(office, 'en')}.`,
          `可以，請於演出前${rules.deliveryChangeWorkingDays}個工作天或之前，透過更改送遞申請表格提出。送遞辦事處的辦公時間為${hoursText(office, 'zh-Hant')}。`,
          `可以，请在演出前${rules.deliveryChangeWorkingDays}个工作日或之前，通过更改配送申请表格提出。配送办公室的办公时间为${hoursText(office, 'zh-Hans')}。`,
        ),
      ),
      qa(
        t('My tickets have not arrived.', '我仍未收到門票。', '我还没有收到门票。'),
        t(
          `Your transaction details show the tracking number of your delivery. If the tickets have not arrived a few days before the show, call customer service on ${customerServiceHotline}.`,
          `交易詳情內載有送遞的追蹤編號。如演出前數天仍未收到門票，請致電客戶服務熱線 ${customerServiceHotline}。`,
          `交易详情中有配送的运单号。如演出前几天仍未收到门票，请致电客户服务热线 ${customerServiceHotline}。`,
        ),
      ),
      qa(
        t('Can cinema tickets be delivered?', '電影門票可以送遞嗎？', '电影票可以配送吗？'),
        t(
          `Yes, by courier, for ${money(rules.cinemaCourierFeeHkd, 'en')} per transaction however many tickets it has.`,
          `可以，以速遞送遞，每宗交易收費${money(rules.cinemaCourierFeeHkd, 'zh-Hant')}，不論門票數目。`,
          `可以，以快递配送，每笔交易收费${money(rules.cinemaCourierFeeHkd, 'zh-Hans')}，不论门票张数。`,
        ),
      ),
    ],
  },
  {
    title: t('Refunds, exchanges and changes', '退換及更改', '退换及更改'),
    items: [
      qa(
        t('Can I get a refund or exchange my tickets?', '可以退票或換票嗎？', '可以退票或换票吗？'),
        t(
          'No. Tickets are not refundable or exchangeable. Service, delivery and handling fees are not refundable.',
          '不可以。門票一經售出，概不退換。服務費、送遞費及手續費概不退還。',
          '不可以。门票一经售出，概不退换。服务费、配送费及手续费概不退还。',
        ),
      ),
      qa(
        t(
          'What if an event is cancelled or postponed?',
          '如節目取消或延期怎麼辦？',
          '如演出取消或延期怎么办？',
        ),
        t(
          'The presenter decides the arrangements. We announce them in News and email everyone who bought tickets.',
          '有關安排由主辦機構決定。我們會於最新消息公布，並以電郵通知所有購票人士。',
          '相关安排由主办方决定。我们会在最新消息中公布，并通过电子邮件通知所有购票人士。',
        ),
      ),
      qa(
        t(
          'How do I change the contact details of a transaction?',
          '如何更改交易的聯絡資料？',
          '如何更改交易的联系信息？',
        ),
        t(
          'Send the [transaction change request form](/TxnChangeRequest.html) with your transaction number, the first 4 and last 4 digits of your card and an image of its front with the other digits covered. You get a reference number.',
          '請提交[更改交易申請表格](/TxnChangeRequest.html)，並提供交易編號、信用卡首4位及末4位數字，以及遮蓋其餘數字的信用卡正面影像。提交後你會獲得參考編號。',
          '请提交[更改交易申请表格](/TxnChangeRequest.html)，并提供交易编号、信用卡前4位和后4位数字，以及遮盖其余数字的信用卡正面图片。提交后你会获得参考编号。',
        ),
      ),
      qa(
        t(
          'What happens when a typhoon signal is hoisted?',
          '懸掛颱風信號時怎麼辦？',
          '悬挂台风信号时怎么办？',
        ),
        t(
          `For events, follow the presenter’s announcement in News. The cinema closes at signal ${typhoonSignalText('en')} or higher, and shows during the closure are cancelled.`,
          `節目安排請留意主辦機構於最新消息發出的公布。懸掛${typhoonSignalText('zh-Hant')}風球或更高颱風信號時，戲院將會關閉，期間的場次一律取消。`,
          `演出安排请留意主办方在最新消息中发布的公告。悬挂${typhoonSignalText('zh-Hans')}风球或更高台风信号时，影院将会关闭，期间的场次一律取消。`,
        ),
      ),
    ],
  },
  {
    title: t('Wish list and points', '心願清單及積分', '心愿清单及积分'),
    items: [
      qa(
        t('What is the wish list?', '甚麼是心願清單？', '什么是心愿清单？'),
        t(
          `For popular events you list the tickets you want in order of preference; when matching runs, your first wish that can be met is bought and paid with your points. You can wish for up to ${rules.wishListMaxTickets} tickets per person, and each submission is for one date: different dates need separate submissions.`,
          `遇上熱門節目，你可按優先次序列出想購買的門票；進行配對時，系統會為你購買第一個可以滿足的心願，並以積分付款。每人最多可登記${rules.wishListMaxTickets}張門票，每次提交只限一個日期，不同日期須分開提交。`,
          `遇到热门演出时，你可以按优先顺序列出想购买的门票；进行匹配时，系统会为你购买第一个可以满足的心愿，并以积分付款。每人最多可登记${rules.wishListMaxTickets}张门票，每次提交只限一个日期，不同日期须分开提交。`,
        ),
      ),
      qa(
        t(
          'My wish list says “Points not paid”.',
          '心願清單顯示「未付積分」。',
          '心愿清单显示“未付积分”。',
        ),
        t(
          'Your wish was matched but you did not have enough points. Top up your points, then pay again under Member Services > Wish List.',
          '你的心願已配對成功，但積分不足。請先增值積分，然後於「會員服務 > 心願清單」再次付款。',
          '你的心愿已匹配成功，但积分不足。请先充值积分，然后在“会员服务 > 心愿清单”中再次付款。',
        ),
      ),
      qa(
        t(
          'How do I buy points, and when do they expire?',
          '如何購買積分？積分何時到期？',
          '如何购买积分？积分什么时候到期？',
        ),
        t(
          `Buy a points package in Member Services > My Points. Points are valid for ${rules.pointsHistoryYears} year; your points history shows each top-up and when it expires.`,
          `請於「會員服務 > 我的積分」購買積分套票。積分有效期為${rules.pointsHistoryYears}年，積分紀錄會列出每次增值及其到期日。`,
          `请在“会员服务 > 我的积分”购买积分套餐。积分有效期为${rules.pointsHistoryYears}年，积分记录会列出每次充值及其到期日。`,
        ),
      ),
      qa(
        t(
          'Can I reorder or remove my wishes?',
          '可以重新排列或刪除心願嗎？',
          '可以重新排序或删除心愿吗？',
        ),
        t(
          'Yes, until matching starts: move a wish up or down, or remove it. A cancelled wish can be restored while the list is still open.',
          '可以，在配對開始前，你可將心願上移、下移或刪除。在清單仍然開放期間，已取消的心願可以還原。',
          '可以，在匹配开始前，你可以将心愿上移、下移或删除。在清单仍然开放期间，已取消的心愿可以恢复。',
        ),
      ),
    ],
  },
  {
    title: t('Cinema', '電影', '电影'),
    items: [
      qa(
        t('Can children come to the cinema?', '小童可以入場看電影嗎？', '儿童可以入场看电影吗？'),
        t(
          `Children under ${rules.minimumAdmissionAge} are not admitted; from ${rules.minimumAdmissionAge} everyone needs a ticket. Persons under ${rules.categoryIIIMinimumAge} are not admitted to Category III films.`,
          `${rules.minimumAdmissionAge}歲以下小童恕不招待；${rules.minimumAdmissionAge}歲或以上人士均須購票。未滿${rules.categoryIIIMinimumAge}歲人士不得觀看第III級電影。`,
          `${rules.minimumAdmissionAge}岁以下儿童谢绝入场；${rules.minimumAdmissionAge}岁或以上人士均须购票。未满${rules.categoryIIIMinimumAge}岁人士不得观看第III级电影。`,
        ),
      ),
      qa(
        t(
          'Who can buy concession, senior or student / child tickets?',
          '誰可購買優惠、長者或學生／小童門票？',
          '谁可以购买优惠、长者或学生／儿童票？',
        ),
        t(
          doc(
            [
              `Concession: people aged ${rules.concessionMinimumAge} or above, people with disabilities and full-time students.`,
              `Senior: people aged ${rules.seniorMinimumAge} or above.`,
              `Student / child: full-time students and children aged ${rules.minimumAdmissionAge} to ${rules.childMaximumAge}.`,
            ],
            'Bring proof to the entrance.',
          ),
          doc(
            [
              `優惠：${rules.concessionMinimumAge}歲或以上人士、殘疾人士及全日制學生。`,
              `長者：${rules.seniorMinimumAge}歲或以上人士。`,
              `學生／小童：全日制學生及${rules.minimumAdmissionAge}至${rules.childMaximumAge}歲小童。`,
            ],
            '入場時請出示證明文件。',
          ),
          doc(
            [
              `优惠：${rules.concessionMinimumAge}岁或以上人士、残疾人士及全日制学生。`,
              `长者：${rules.seniorMinimumAge}岁或以上人士。`,
              `学生／儿童：全日制学生及${rules.minimumAdmissionAge}至${rules.childMaximumAge}岁儿童。`,
            ],
            '入场时请出示证明文件。',
          ),
        ),
      ),
      qa(
        t(
          'Why must my cinema seats be next to each other?',
          '為何電影座位必須相連？',
          '为什么电影座位必须相连？',
        ),
        t(
          'Seats bought together must be consecutive in one row, with no aisle between them, so that no single seat is left stranded for others.',
          '同一次購買的座位須為同一行內相連、中間沒有通道的座位，以免留下無法售出的單一空位。',
          '同一次购买的座位须为同一排内相连、中间没有过道的座位，以免留下无法售出的单个空位。',
        ),
      ),
      qa(
        t(
          'Do I need to log in to buy movie tickets?',
          '購買電影門票需要登入嗎？',
          '购买电影票需要登录吗？',
        ),
        t(
          'No, logging in is optional for the cinema. Members who log in find the purchase in their transaction history.',
          '不需要，購買電影門票可選擇是否登入。已登入的會員可於交易紀錄查閱購票資料。',
          '不需要，购买电影票可选择是否登录。已登录的会员可在交易记录中查看购票信息。',
        ),
      ),
      qa(
        t('Why do I have to type a code?', '為何要輸入驗證碼？', '为什么要输入验证码？'),
        t(
          'The code in the picture shows that a person, not a bot, is buying. If you cannot read it, ask for a new one.',
          '圖中的驗證碼用以確認購票者是真人而非機械人程式。如看不清楚，可索取新的驗證碼。',
          '图中的验证码用于确认购票者是真人而非机器人程序。如看不清楚，可以获取新的验证码。',
        ),
      ),
      qa(
        t(
          'Is the cinema open during a typhoon?',
          '颱風期間戲院會開放嗎？',
          '台风期间影院会开放吗？',
        ),
        t(
          `No: the theatre closes when signal ${typhoonSignalText('en')} or higher is hoisted. Arrangements for tickets of cancelled shows are announced in News.`,
          `不會：懸掛${typhoonSignalText('zh-Hant')}風球或更高颱風信號時，戲院將會關閉。已取消場次門票的安排將於最新消息公布。`,
          `不会：悬挂${typhoonSignalText('zh-Hans')}风球或更高台风信号时，影院将会关闭。已取消场次门票的安排将在最新消息中公布。`,
        ),
      ),
    ],
  },
  {
    title: t('Accessibility and using the site', '無障礙及網站使用', '无障碍及网站使用'),
    items: [
      qa(
        t('Can I make the text bigger?', '可以放大文字嗎？', '可以放大文字吗？'),
        t(
          `Yes. Choose a font size of ${rules.fontSizes} px with the controls at the top of the page; your choice is kept for ${rules.preferenceCookieDays} days.`,
          `可以。請使用頁首的控制按鈕選擇 ${rules.fontSizes} 像素的字體大小；你的選擇會保留${rules.preferenceCookieDays}天。`,
          `可以。请使用页面顶部的控制按钮选择 ${rules.fontSizes} 像素的字体大小；你的选择会保留${rules.preferenceCookieDays}天。`,
        ),
      ),
      qa(
        t(
          'Is there a high-contrast display?',
          '有高對比度的顯示模式嗎？',
          '有高对比度的显示模式吗？',
        ),
        t(
          'Yes. Besides the default theme there are a night theme and a black and white theme. You can also choose a compact or comfortable layout for event cards.',
          '有。除預設主題外，另有夜間主題及黑白主題。你亦可為節目卡片選擇精簡或寬鬆的排列方式。',
          '有。除默认主题外，还有夜间主题和黑白主题。你也可以为演出卡片选择紧凑或宽松的排列方式。',
        ),
      ),
      qa(
        t('How do I book a wheelchair space?', '如何預訂輪椅位？', '如何预订轮椅位？'),
        t(
          `Wheelchair spaces are marked on the seat plan; choose one with a companion seat next to it. For help, call customer service on ${customerServiceHotline}, ${customerServiceHoursText('en')}.`,
          `座位表上已標示輪椅位，你可選擇輪椅位及旁邊的同行者座位。如需協助，請致電客戶服務熱線 ${customerServiceHotline}，服務時間為${customerServiceHoursText('zh-Hant')}。`,
          `座位图上已标示轮椅位，你可以选择轮椅位及旁边的同行者座位。如需帮助，请致电客户服务热线 ${customerServiceHotline}，服务时间为${customerServiceHoursText('zh-Hans')}。`,
        ),
      ),
      qa(
        t('Which browsers are supported?', '支援哪些瀏覽器？', '支持哪些浏览器？'),
        t(
          'The latest or previous version of Chrome, Edge, Firefox and Safari, with JavaScript and cookies on. See [System requirements](/SystemRequirement.html).',
          'Chrome、Edge、Firefox 及 Safari 的最新或上一個版本，並須啟用 JavaScript 及 Cookie。詳情請參閱[系統要求](/SystemRequirement.html)。',
          'Chrome、Edge、Firefox 及 Safari 的最新或上一个版本，并须启用 JavaScript 和 Cookie。详情请参阅[系统要求](/SystemRequirement.html)。',
        ),
      ),
      qa(
        t(
          'Why is the site unavailable at certain times?',
          '為何某些時間無法使用網站？',
          '为什么某些时间无法使用网站？',
        ),
        t(
          `The system is maintained ${maintenanceText('en')}. Please come back when it is over.`,
          `系統${maintenanceText('zh-Hant')}進行維護，請於維護完成後再試。`,
          `系统${maintenanceText('zh-Hans')}进行维护，请在维护完成后再试。`,
        ),
      ),
      qa(
        t('Why is the whole site in grey?', '為何整個網站變成灰色？', '为什么整个网站变成灰色？'),
        t(
          'During a period of mourning the site is shown in grey. Everything works as usual.',
          '在哀悼期間，網站會以灰色顯示，各項功能運作如常。',
          '在哀悼期间，网站会以灰色显示，各项功能照常运作。',
        ),
      ),
      qa(
        t('How do I contact customer service?', '如何聯絡客戶服務？', '如何联系客户服务？'),
        t(
          `Call ${customerServiceHotline}, ${customerServiceHoursText('en')}, or email ${customerServiceEmail}.`,
          `請致電 ${customerServiceHotline}，服務時間為${customerServiceHoursText('zh-Hant')}。你亦可電郵至 ${customerServiceEmail}。`,
          `请致电 ${customerServiceHotline}，服务时间为${customerServiceHoursText('zh-Hans')}。你也可以发送电子邮件至 ${customerServiceEmail}。`,
        ),
      ),
    ],
  },
]

/** Section ids 1–9 and item ids from 101, both in reading order. */
export function faqRows() {
  let itemId = 100
  const sectionRows = sections.map((section, index) => ({
    id: index + 1,
    title: section.title,
    sort: index + 1,
  }))
  const itemRows = sections.flatMap((section, index) =>
    section.items.map((item, sort) => ({
      id: ++itemId,
      section_id: index + 1,
      question: item.question,
      answer: item.answer,
      sort: sort + 1,
    })),
  )
  return { sectionRows, itemRows }
}
