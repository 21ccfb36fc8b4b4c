// Help pages about buying: how to buy events and movies, paying, the fees, and the cinema's
// rules.
import { membershipRequiredSince, phoneBookingHotline } from '../contacts'
import {
  deliveryFeeLines,
  maintenanceText,
  money,
  phoneBookingHoursText,
  rules,
  typhoonSignalText,
} from '../facts'
import { doc, t } from '../text'
import { E, H, type HelpPageContent, type HelpPageName, S, section } from './page'

const since = membershipRequiredSince
const courier = rules.cinemaCourierFeeHkd
const {
  minimumAdmissionAge: minAge,
  categoryIIIMinimumAge: adultAge,
  concessionMinimumAge: concessionAge,
  seniorMinimumAge: seniorAge,
  childMaximumAge: childAge,
} = rules

export const buyingPages = {
  BuyTickets: {
    title: t('How to buy tickets', '購票指南', '购票指南'),
    sections: [
      section(
        'membership',
        t('Membership', '會員登記', '会员注册'),
        t(
          `Since ${since.en}, buying tickets online needs a Citytix membership. Registration is free: sign up with your email, then activate your account with the link we email you. Buying at a box office or by phone needs no membership.`,
          `自${since['zh-Hant']}起，網上購票須成為 Citytix 會員。登記免費：以電郵登記後，按我們電郵給你的連結啟動帳戶即可。於售票處或透過電話訂票則毋須成為會員。`,
          `自${since['zh-Hans']}起，网上购票须成为 Citytix 会员。注册免费：用电子邮箱注册后，点击我们发送到你邮箱的链接激活账户即可。在售票处或通过电话订票则无需成为会员。`,
        ),
      ),
      section(
        'events',
        t('Buying event tickets', '購買節目門票', '购买演出门票'),
        t(
          doc(
            [
              'Log in and find the event.',
              'Choose a performance, a price zone and your seats.',
              'Choose how to get your tickets and how to pay, then check out.',
              'Check the transaction preview and confirm. Your receipt and confirmation email follow.',
            ],
            'The step-by-step guide is on the page [“How to buy event tickets”](/BuyEventTickets.html).',
          ),
          doc(
            [
              '登入後找出想觀看的節目。',
              '選擇場次、票價區域及座位。',
              '選擇取票及付款方法，然後結帳。',
              '核對交易預覽並確認，隨後會收到收據及確認電郵。',
            ],
            '詳細步驟請參閱[「購買節目門票指南」](/BuyEventTickets.html)。',
          ),
          doc(
            [
              '登录后找到想看的演出。',
              '选择场次、票价区域和座位。',
              '选择取票和付款方式，然后结账。',
              '核对交易预览并确认，随后会收到收据和确认邮件。',
            ],
            '详细步骤请参阅[“购买演出门票指南”](/BuyEventTickets.html)。',
          ),
        ),
      ),
      section(
        'movies',
        t('Buying movie tickets', '購買電影門票', '购买电影票'),
        t(
          doc(
            [
              'Open the [cinema schedule](/Cinema.html) and pick a date, a movie and a show.',
              'Log in if you like (members see the purchase in their transaction history).',
              'Pick your seats: they must be next to each other in one row.',
              'Choose a ticket class for each seat, type the code shown in the picture and confirm.',
              'Check the preview and confirm again.',
            ],
            `It takes about a minute. Collect your tickets as an e-ticket or at the cinema, or have them sent by courier for ${money(courier, E)} per transaction.`,
          ),
          doc(
            [
              '打開[電影時間表](/Cinema.html)，選擇日期、電影及場次。',
              '可選擇登入（會員可於交易紀錄查閱購票資料）。',
              '揀選座位：座位須為同一行內相連的座位。',
              '為每個座位選擇票種，輸入圖中顯示的驗證碼並確認。',
              '核對預覽後再次確認。',
            ],
            `整個過程約需一分鐘。你可選擇電子門票或到戲院取票，亦可選擇速遞，每宗交易收費${money(courier, H)}。`,
          ),
          doc(
            [
              '打开[电影排片表](/Cinema.html)，选择日期、电影和场次。',
              '可选择登录（会员可在交易记录中查看购票信息）。',
              '选择座位：座位须为同一排内相连的座位。',
              '为每个座位选择票种，输入图中显示的验证码并确认。',
              '核对预览后再次确认。',
            ],
            `整个过程约需一分钟。你可以选择电子票或到影院取票，也可以选择快递，每笔交易收费${money(courier, S)}。`,
          ),
        ),
      ),
      section(
        'channels',
        t('Other ways to buy', '其他購票途徑', '其他购票途径'),
        t(
          doc([
            'Box offices: see the [box office list](/BoxOffice.html).',
            `Phone booking: ${phoneBookingHotline}, ${phoneBookingHoursText(E)}.`,
            'Self-service kiosks: see the [kiosk list](/TicketingTerminal.html).',
          ]),
          doc([
            '售票處：請參閱[售票處列表](/BoxOffice.html)。',
            `電話訂票：${phoneBookingHotline}，服務時間為${phoneBookingHoursText(H)}。`,
            '自助售票機：請參閱[自助售票機列表](/TicketingTerminal.html)。',
          ]),
          doc([
            '售票处：请查看[售票处列表](/BoxOffice.html)。',
            `电话订票：${phoneBookingHotline}，服务时间为${phoneBookingHoursText(S)}。`,
            '自助售票机：请查看[自助售票机列表](/TicketingTerminal.html)。',
          ]),
        ),
      ),
      section(
        'limits',
        t('Ticket limits', '購票限制', '购票限制'),
        t(
          doc([
            'One person, one ticket: every person entering, whatever their age, needs a ticket of their own.',
            'Each event has a maximum number of tickets per transaction, shown on its page.',
            'Buying with bots or other automated means is prohibited; such transactions are cancelled.',
          ]),
          doc([
            '一人一票：每位入場人士不論年齡，均須持有門票。',
            '每個節目均設每宗交易的購票數量上限，詳見節目頁面。',
            '嚴禁使用機械人程式或其他自動化方式購票，該等交易將被取消。',
          ]),
          doc([
            '一人一票：每位入场人士不论年龄，均须持有门票。',
            '每个演出均设有每笔交易的购票数量上限，详见演出页面。',
            '严禁使用机器人程序或其他自动化方式购票，此类交易将被取消。',
          ]),
        ),
      ),
    ],
  },

  BuyEventTickets: {
    title: t('How to buy event tickets', '購買節目門票指南', '购买演出门票指南'),
    sections: [
      section(
        'find',
        t('1. Find the event', '1. 尋找節目', '1. 查找演出'),
        t(
          'Browse by category or venue, search by name, or use the calendar filter (today, this weekend, next month…) and the region filter. Log in first: online purchase needs a membership.',
          '你可按類別或場地瀏覽、以名稱搜尋，或使用日曆篩選（今天、本週末、下月等）及地區篩選。請先登入：網上購票須成為會員。',
          '你可以按类别或场馆浏览、按名称搜索，或使用日历筛选（今天、本周末、下个月等）和地区筛选。请先登录：网上购票须成为会员。',
        ),
      ),
      section(
        'choose',
        t('2. Choose the performance and seats', '2. 選擇場次及座位', '2. 选择场次和座位'),
        t(
          doc(
            'Pick a date and time, then a price zone and the number of tickets. For reserved seating, choose your seats on the seat plan, or let the system pick the best available ones.',
            'Seats bought together must be next to each other in one row, and must not leave a single empty seat on its own.',
          ),
          doc(
            '選擇日期及時間，再選擇票價區域及門票數目。如屬劃位節目，可於座位表上揀選座位，或由系統代選最佳座位。',
            '同一次購買的座位須為同一行內相連的座位，而且不可留下單一空位。',
          ),
          doc(
            '选择日期和时间，再选择票价区域和门票数量。如为对号入座的演出，可以在座位图上选择座位，或由系统自动选择最佳座位。',
            '同一次购买的座位须为同一排内相连的座位，且不能留下单个空位。',
          ),
        ),
      ),
      section(
        'basket',
        t('3. Your basket', '3. 購物籃', '3. 购物篮'),
        t(
          'Your seats are held for you while you check out. A countdown shows how long is left; when it runs out the seats are released for others.',
          '結帳期間，系統會為你保留座位。倒數計時會顯示剩餘時間，時間屆滿後座位將會釋出。',
          '结账期间，系统会为你保留座位。倒计时会显示剩余时间，时间结束后座位将被释放。',
        ),
      ),
      section(
        'collection',
        t('4. Collection and payment', '4. 取票及付款方法', '4. 取票及付款方式'),
        t(
          doc(
            'Choose e-ticket, box office collection, kiosk collection or delivery, and a [payment method](/PaymentMethod.html). Delivery costs:',
            deliveryFeeLines(E),
          ),
          doc(
            '選擇電子門票、售票處取票、自助售票機取票或送遞，以及[付款方法](/PaymentMethod.html)。送遞費用：',
            deliveryFeeLines(H),
          ),
          doc(
            '选择电子票、售票处取票、自助售票机取票或配送，以及[付款方式](/PaymentMethod.html)。配送费用：',
            deliveryFeeLines(S),
          ),
        ),
      ),
      section(
        'confirm',
        t('5. Check out and confirm', '5. 結帳及確認', '5. 结账及确认'),
        t(
          'Check out to see the transaction preview: tickets, seats, service fee, handling fee, delivery fee and the grand total in Hong Kong dollars. Check everything, then confirm and pay.',
          '結帳後會顯示交易預覽，列出門票、座位、服務費、手續費、送遞費及港幣總額。請核對清楚，然後確認及付款。',
          '结账后会显示交易预览，列出门票、座位、服务费、手续费、配送费及港币总额。请核对清楚，然后确认并付款。',
        ),
      ),
      section(
        'receipt',
        t('6. Receipt', '6. 收據', '6. 收据'),
        t(
          `Your receipt shows the transaction number; we also email it to you. Your purchases of the previous ${rules.transactionHistoryMonths} months are in Member Services > Transaction history.`,
          `收據上載有交易編號，我們亦會以電郵發送給你。你過去${rules.transactionHistoryMonths}個月的購票紀錄可於「會員服務 > 交易紀錄」查閱。`,
          `收据上有交易编号，我们也会通过电子邮件发送给你。你过去${rules.transactionHistoryMonths}个月的购票记录可在“会员服务 > 交易记录”中查看。`,
        ),
      ),
      section(
        'tips',
        t('Tips', '小貼士', '小贴士'),
        t(
          doc([
            'Use one browser window only: buying in several windows or tabs at once may fail.',
            `Online booking stops for system maintenance ${maintenanceText(E)}.`,
            'Tickets are not refundable or exchangeable, so check the date, time and seats before you confirm.',
          ]),
          doc([
            '請只使用一個瀏覽器視窗：同時在多個視窗或分頁購票可能導致交易失敗。',
            `系統${maintenanceText(H)}進行維護，期間暫停網上訂票。`,
            '門票一經售出，概不退換，確認前請核對日期、時間及座位。',
          ]),
          doc([
            '请只使用一个浏览器窗口：同时在多个窗口或标签页购票可能导致交易失败。',
            `系统${maintenanceText(S)}进行维护，期间暂停网上订票。`,
            '门票一经售出，概不退换，确认前请核对日期、时间和座位。',
          ]),
        ),
      ),
    ],
  },

  PaymentMethod: {
    title: t('Payment methods', '付款方法', '付款方式'),
    sections: [
      section(
        'cards',
        t('Credit cards', '信用卡', '信用卡'),
        t(
          'We accept Visa, Mastercard, American Express, UnionPay and JCB. Your bank may ask you to confirm the payment (3-D Secure). Keep the card you paid with: you need it to collect tickets at a box office or kiosk.',
          '我們接受 Visa、萬事達卡、美國運通、銀聯及 JCB 信用卡。你的銀行或會要求你確認付款（3-D Secure）。請保留付款所用的信用卡，於售票處或自助售票機取票時須出示。',
          '我们接受 Visa、万事达卡、美国运通、银联及 JCB 信用卡。你的银行可能会要求你确认付款（3-D Secure）。请保留付款时所用的信用卡，在售票处或自助售票机取票时需要出示。',
        ),
      ),
      section(
        'wallets',
        t('E-wallets and FPS', '電子錢包及轉數快', '电子钱包及转数快'),
        t(
          'You can also pay with AlipayHK, WeChat Pay HK or FPS: scan the QR code shown at check-out with your app.',
          '你亦可使用支付寶香港、WeChat Pay HK 或轉數快付款：於結帳時以手機應用程式掃描顯示的二維碼即可。',
          '你也可以使用支付宝香港、微信支付香港或转数快付款：结账时用手机应用扫描显示的二维码即可。',
        ),
      ),
      section(
        'points',
        t('Citytix points', 'Citytix 積分', 'Citytix 积分'),
        t(
          `Wish-list tickets are paid with points. Buy points in Member Services > My Points; your points history covers the last ${rules.pointsHistoryYears} year and shows when your points expire.`,
          `心願清單的門票以積分支付。你可於「會員服務 > 我的積分」購買積分；積分紀錄涵蓋過去${rules.pointsHistoryYears}年，並列出積分的到期日。`,
          `心愿清单的门票以积分支付。你可以在“会员服务 > 我的积分”购买积分；积分记录涵盖过去${rules.pointsHistoryYears}年，并列出积分的到期日。`,
        ),
      ),
      section(
        'boxoffice',
        t('At box offices', '於售票處付款', '在售票处付款'),
        t(
          'Box offices accept cash, EPS, Octopus and credit cards. Kiosks accept credit cards.',
          '售票處接受現金、易辦事、八達通及信用卡；自助售票機接受信用卡。',
          '售票处接受现金、易办事（EPS）、八达通及信用卡；自助售票机接受信用卡。',
        ),
      ),
      section(
        'currency',
        t('Currency and card security', '貨幣及信用卡保安', '货币及信用卡安全'),
        t(
          doc(
            'All prices are in Hong Kong dollars (HKD). A card issued outside Hong Kong may be charged a foreign transaction fee by its bank.',
            'We never show or keep your full card number: receipts and transaction records show only its first 4 and last 4 digits.',
          ),
          doc(
            '所有價格均以港幣計算。於香港以外地區發出的信用卡，發卡銀行或會收取外幣交易手續費。',
            '我們不會顯示或保存完整的信用卡號碼：收據及交易紀錄只顯示首4位及末4位數字。',
          ),
          doc(
            '所有价格均以港币计算。在香港以外地区发行的信用卡，发卡银行可能会收取外币交易手续费。',
            '我们不会显示或保存完整的信用卡号码：收据和交易记录只显示前4位和后4位数字。',
          ),
        ),
      ),
    ],
  },

  ServiceFee: {
    title: t('Service fees', '服務費', '服务费'),
    sections: [
      section(
        'service',
        t('Service fee', '服務費', '服务费'),
        t(
          'A service fee is charged for each ticket bought online, by phone or at a kiosk. The amount depends on the event and is shown with the ticket price before you pay.',
          '透過網上、電話或自助售票機購買的每張門票均須收取服務費。收費視乎個別節目而定，並會於付款前與票價一併顯示。',
          '通过网上、电话或自助售票机购买的每张门票均须收取服务费。收费视具体演出而定，并会在付款前与票价一起显示。',
        ),
      ),
      section(
        'handling',
        t('Handling fee', '手續費', '手续费'),
        t(
          'Some events charge a handling fee per transaction. It is shown in the transaction preview.',
          '部分節目會按每宗交易收取手續費，有關費用會於交易預覽中顯示。',
          '部分演出会按每笔交易收取手续费，相关费用会在交易预览中显示。',
        ),
      ),
      section(
        'delivery',
        t('Delivery fees', '送遞費', '配送费'),
        t(doc(deliveryFeeLines(E)), doc(deliveryFeeLines(H)), doc(deliveryFeeLines(S))),
      ),
      section(
        'cinema',
        t('Cinema', '電影', '电影'),
        t(
          `Movie tickets bought online carry a service fee per ticket, shown with each show in the [cinema schedule](/Cinema.html). Delivery by courier costs ${money(courier, E)} per transaction.`,
          `網上購買的電影門票每張須付服務費，金額會於[電影時間表](/Cinema.html)內每場旁邊顯示。速遞每宗交易收費${money(courier, H)}。`,
          `网上购买的电影票每张须付服务费，金额会在[电影排片表](/Cinema.html)中每个场次旁显示。快递每笔交易收费${money(courier, S)}。`,
        ),
      ),
      section(
        'refunds',
        t('Fees are not refundable', '費用概不退還', '费用概不退还'),
        t(
          'Service, delivery and handling fees are not refundable. Tickets are not refundable or exchangeable.',
          '服務費、送遞費及手續費概不退還。門票一經售出，概不退換。',
          '服务费、配送费及手续费概不退还。门票一经售出，概不退换。',
        ),
      ),
    ],
  },

  CinemaRules: {
    title: t('Theatre rules', '戲院規則', '影院规则'),
    sections: [
      section(
        'admission',
        t('Children', '小童入場', '儿童入场'),
        t(
          `Children under ${minAge} are not admitted. Everyone aged ${minAge} or above needs a ticket.`,
          `${minAge}歲以下小童恕不招待。${minAge}歲或以上人士均須購票入場。`,
          `${minAge}岁以下儿童谢绝入场。${minAge}岁或以上人士均须购票入场。`,
        ),
      ),
      section(
        'categories',
        t('Film classification', '電影分級', '电影分级'),
        t(
          doc(
            [
              'Category I: suitable for all ages.',
              'Category IIA: not suitable for children.',
              'Category IIB: not suitable for young persons and children.',
              `Category III: persons aged ${adultAge} and above only.`,
            ],
            `Persons under ${adultAge} are not admitted to Category III films. Staff may ask for proof of age at the entrance.`,
          ),
          doc(
            [
              '第I級：適合任何年齡人士觀看。',
              '第IIA級：兒童不宜。',
              '第IIB級：青少年及兒童不宜。',
              `第III級：只准${adultAge}歲或以上人士觀看。`,
            ],
            `未滿${adultAge}歲人士不得觀看第III級電影，職員或會於入場時要求出示年齡證明。`,
          ),
          doc(
            [
              '第I级：适合任何年龄人士观看。',
              '第IIA级：儿童不宜。',
              '第IIB级：青少年及儿童不宜。',
              `第III级：只准${adultAge}岁或以上人士观看。`,
            ],
            `未满${adultAge}岁人士不得观看第III级电影，工作人员可能会在入场时要求出示年龄证明。`,
          ),
        ),
      ),
      section(
        'tickets',
        t('Ticket classes', '票種', '票种'),
        t(
          doc(
            [
              'Regular: for everyone.',
              `Concession: for people aged ${concessionAge} or above, people with disabilities and full-time students.`,
              `Senior: for people aged ${seniorAge} or above.`,
              `Student / child: for full-time students and children aged ${minAge} to ${childAge}.`,
            ],
            'Bring proof (an identity card, a student card or a disability card) for a concession, senior or student / child ticket; without it the difference to a regular ticket must be paid.',
          ),
          doc(
            [
              '標準：適用於所有人士。',
              `優惠：適用於${concessionAge}歲或以上人士、殘疾人士及全日制學生。`,
              `長者：適用於${seniorAge}歲或以上人士。`,
              `學生／小童：適用於全日制學生及${minAge}至${childAge}歲小童。`,
            ],
            '持優惠、長者或學生／小童門票入場時，請帶備證明文件（身份證、學生證或殘疾人士登記證），否則須補付與標準門票的差價。',
          ),
          doc(
            [
              '标准：适用于所有人士。',
              `优惠：适用于${concessionAge}岁或以上人士、残疾人士及全日制学生。`,
              `长者：适用于${seniorAge}岁或以上人士。`,
              `学生／儿童：适用于全日制学生及${minAge}至${childAge}岁儿童。`,
            ],
            '持优惠、长者或学生／儿童门票入场时，请携带证明文件（身份证、学生证或残疾人证明），否则须补付与标准门票的差价。',
          ),
        ),
      ),
      section(
        'seats',
        t('Seats', '座位', '座位'),
        t(
          'Seats bought together must be next to each other in one row. Please sit in the seat on your ticket; wheelchair spaces are kept for wheelchair users and their companions.',
          '同一次購買的座位須為同一行內相連的座位。請按門票上的座位就座；輪椅位只供輪椅使用者及其同行者使用。',
          '同一次购买的座位须为同一排内相连的座位。请按门票上的座位就座；轮椅位仅供轮椅使用者及其同行者使用。',
        ),
      ),
      section(
        'typhoon',
        t('Typhoons', '颱風', '台风'),
        t(
          `The theatre closes when typhoon signal ${typhoonSignalText(E)} or higher is hoisted, and shows during the closure are cancelled. Arrangements for tickets of cancelled shows are announced in News and emailed to buyers.`,
          `懸掛${typhoonSignalText(H)}風球或更高颱風信號期間，戲院將會關閉，期間的場次一律取消。已取消場次門票的安排將於最新消息公布，並以電郵通知購票人士。`,
          `悬挂${typhoonSignalText(S)}风球或更高台风信号期间，影院将会关闭，期间的场次一律取消。已取消场次门票的安排将在最新消息中公布，并通过电子邮件通知购票人士。`,
        ),
      ),
      section(
        'conduct',
        t('In the theatre', '場內守則', '场内守则'),
        t(
          doc([
            'Recording or photographing the film is prohibited.',
            'Switch your phone to silent and keep its screen dark.',
            'Smoking and vaping are not allowed anywhere in the cinema.',
            'Latecomers are admitted, but the film is not stopped or restarted.',
          ]),
          doc([
            '嚴禁錄影或拍攝電影。',
            '請將手提電話調至靜音，並避免開啟螢幕。',
            '戲院範圍內嚴禁吸煙及使用電子煙。',
            '遲到人士可入場，但電影不會暫停或重新放映。',
          ]),
          doc([
            '严禁录像或拍摄电影。',
            '请将手机调至静音，并避免点亮屏幕。',
            '影院范围内严禁吸烟及使用电子烟。',
            '迟到人士可以入场，但电影不会暂停或重新放映。',
          ]),
        ),
      ),
      section(
        'refunds',
        t('Refunds', '退票', '退票'),
        t(
          'Movie tickets are not refundable or exchangeable. Service and courier fees are not refundable.',
          '電影門票一經售出，概不退換。服務費及速遞費概不退還。',
          '电影票一经售出，概不退换。服务费及快递费概不退还。',
        ),
      ),
    ],
  },
} satisfies Partial<Record<HelpPageName, HelpPageContent>>
