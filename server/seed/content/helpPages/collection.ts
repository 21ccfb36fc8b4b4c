// Help pages about getting the tickets: collection and delivery, change requests, box offices
// and kiosks.
import { deliveryChangeOfficeHours } from '../../../../domain/hours'
import { customerServiceHotline, deliveryOfficePhone, phoneBookingHotline } from '../contacts'
import { deliveryFeeLines, hoursText, money, phoneBookingHoursText, rules } from '../facts'
import { doc, t } from '../text'
import { E, H, type HelpPageContent, type HelpPageName, S, section } from './page'

const changeDays = rules.deliveryChangeWorkingDays
const courier = rules.cinemaCourierFeeHkd

export const collectionPages = {
  Delivery: {
    title: t('Ticket collection and delivery', '取票及送票', '取票及配送'),
    sections: [
      section(
        'methods',
        t('Ways to get your tickets', '取票方法', '取票方式'),
        t(
          doc(
            'You choose how to get your tickets when you check out. Which methods are offered depends on the event and on how long is left before the show.',
            [
              'E-ticket: sent to your account and your email as soon as you have paid. Show the QR code on your phone at the entrance. There is no fee.',
              'Box office collection: collect your tickets at any Citytix box office during its opening hours. Bring your transaction number and the card you paid with.',
              'Ticketing kiosk: collect your tickets at a self-service kiosk by scanning the QR code in your confirmation email, or entering your confirmation number, and inserting the card you paid with.',
              'Delivery: tickets are sent by registered mail or courier to the address you give. A delivery fee applies (see below).',
            ],
          ),
          doc('你可於結帳時選擇取票方法。可選的方法視乎個別節目及距離演出的日數而定。', [
            '電子門票：付款後即時發送至你的帳戶及電郵，入場時出示手機上的二維碼即可，不設收費。',
            '售票處取票：於任何 Citytix 售票處的開放時間內取票，請帶備交易編號及付款所用的信用卡。',
            '自助售票機取票：掃描確認電郵內的二維碼或輸入確認編號，再插入付款所用的信用卡，即可於自助售票機取票。',
            '送遞：門票以掛號郵件或速遞送往你提供的地址，須另付送遞費（見下文）。',
          ]),
          doc('你可以在结账时选择取票方式。可选的方式取决于具体演出以及距离演出的天数。', [
            '电子票：付款后立即发送到你的账户和电子邮箱，入场时出示手机上的二维码即可，不收取费用。',
            '售票处取票：在任何 Citytix 售票处的营业时间内取票，请携带交易编号和付款时使用的信用卡。',
            '自助售票机取票：扫描确认邮件中的二维码或输入确认编号，再插入付款时使用的信用卡，即可在自助售票机取票。',
            '配送：门票通过挂号信或快递寄往你填写的地址，需另付配送费（见下文）。',
          ]),
        ),
      ),
      section(
        'fees',
        t(
          'Delivery fees and the last day for delivery',
          '送遞費及送遞截止日期',
          '配送费及配送截止日期',
        ),
        t(
          doc(
            'Delivery fees are charged per transaction, not per ticket. The exact fee for your address is shown before you pay.',
            deliveryFeeLines(E),
            'Closer to the show, delivery is no longer offered: choose e-ticket, box office or kiosk collection instead.',
          ),
          doc(
            '送遞費按每宗交易收取，而非按門票數目計算。你的地址所需的確實費用會於付款前顯示。',
            deliveryFeeLines(H),
            '臨近演出日期時將不再提供送遞服務，請改選電子門票、售票處或自助售票機取票。',
          ),
          doc(
            '配送费按每笔交易收取，而不是按门票张数计算。你的地址对应的实际费用会在付款前显示。',
            deliveryFeeLines(S),
            '临近演出日期时将不再提供配送服务，请改选电子票、售票处或自助售票机取票。',
          ),
        ),
      ),
      section(
        'cinema',
        t('Cinema tickets by courier', '電影門票速遞', '电影票快递'),
        t(
          `Movie tickets can be sent by courier for ${money(courier, E)} per transaction, however many tickets it has. Otherwise choose an e-ticket or collect your tickets at the cinema's box office before the show.`,
          `電影門票可選擇速遞送遞，每宗交易收費${money(courier, H)}，不論門票數目。你亦可選擇電子門票，或於開場前到戲院售票處取票。`,
          `电影票可选择快递配送，每笔交易收费${money(courier, S)}，不论门票张数。你也可以选择电子票，或在开场前到影院售票处取票。`,
        ),
      ),
      section(
        'changes',
        t('Changing how your tickets are delivered', '更改取票方法', '更改取票方式'),
        t(
          doc(
            `You can ask to change the delivery method or address up to ${changeDays} working days before the show, with the [delivery change request form](/DeliveryChangeRequest.html).`,
            `Our delivery office handles requests ${hoursText(deliveryChangeOfficeHours, E)}.`,
          ),
          doc(
            `你可於演出前${changeDays}個工作天或之前，透過[「更改送遞申請」表格](/DeliveryChangeRequest.html)申請更改取票方法或送遞地址。`,
            `送遞辦事處的辦公時間為${hoursText(deliveryChangeOfficeHours, H)}。`,
          ),
          doc(
            `你可以在演出前${changeDays}个工作日或之前，通过[“更改配送申请”表格](/DeliveryChangeRequest.html)申请更改取票方式或配送地址。`,
            `配送办公室的办公时间为${hoursText(deliveryChangeOfficeHours, S)}。`,
          ),
        ),
      ),
      section(
        'refunds',
        t('Fees are not refundable', '費用概不退還', '费用概不退还'),
        t(
          doc(
            'Service, delivery and handling fees are not refundable. Tickets are not refundable or exchangeable.',
            `Please check your tickets as soon as they arrive. If they have not arrived a few days before the show, call customer service on ${customerServiceHotline}.`,
          ),
          doc(
            '服務費、送遞費及手續費概不退還。門票一經售出，概不退換。',
            `收到門票後請即核對。如演出前數天仍未收到門票，請致電客戶服務熱線 ${customerServiceHotline}。`,
          ),
          doc(
            '服务费、配送费及手续费概不退还。门票一经售出，概不退换。',
            `收到门票后请立即核对。如演出前几天仍未收到门票，请致电客户服务热线 ${customerServiceHotline}。`,
          ),
        ),
      ),
    ],
  },

  DeliveryChangeRequest: {
    title: t('Delivery change request', '更改送遞申請', '更改配送申请'),
    sections: [
      section(
        'when',
        t('When you can ask', '申請期限', '申请期限'),
        t(
          `Delivery changes are accepted up to ${changeDays} working days before the show. Working days are Monday to Friday, except public holidays. After that, your tickets are delivered or kept for collection as first chosen.`,
          `更改送遞申請須於演出前${changeDays}個工作天或之前提出。工作天指星期一至五，公眾假期除外。逾期後，門票將按原先選擇的方法送遞或留待領取。`,
          `更改配送申请须在演出前${changeDays}个工作日或之前提出。工作日指周一至周五，公众假期除外。逾期后，门票将按原先选择的方式配送或留待领取。`,
        ),
      ),
      section(
        'how',
        t('How to ask', '申請方法', '申请方法'),
        t(
          doc(
            'Fill in the delivery change request form with:',
            [
              'your transaction number',
              'the contact person’s name',
              'a mobile number we can reach you on',
              'the new delivery address',
              'your email address',
              'an image of the front of the card you paid with, with every digit except the first 4 and last 4 covered',
            ],
            'We confirm the change by email once it is done.',
          ),
          doc(
            '請填寫更改送遞申請表格，並提供：',
            [
              '交易編號',
              '聯絡人姓名',
              '可聯絡你的手提電話號碼',
              '新的送遞地址',
              '電郵地址',
              '付款所用信用卡的正面影像（首4位及末4位以外的數字須遮蓋）',
            ],
            '更改完成後，我們會以電郵通知你。',
          ),
          doc(
            '请填写更改配送申请表格，并提供：',
            [
              '交易编号',
              '联系人姓名',
              '能联系到你的手机号码',
              '新的配送地址',
              '电子邮箱地址',
              '付款时所用信用卡的正面图片（除前4位和后4位外，其余数字须遮盖）',
            ],
            '更改完成后，我们会通过电子邮件通知你。',
          ),
        ),
      ),
      section(
        'office',
        t('Delivery office hours', '送遞辦事處辦公時間', '配送办公室办公时间'),
        t(
          `Requests are handled ${hoursText(deliveryChangeOfficeHours, E)}; a request sent outside these hours is handled on the next working day. For urgent questions call ${deliveryOfficePhone} during office hours.`,
          `辦公時間為${hoursText(deliveryChangeOfficeHours, H)}；於辦公時間以外提交的申請，將於下一個工作天處理。如有急事，請於辦公時間內致電 ${deliveryOfficePhone}。`,
          `办公时间为${hoursText(deliveryChangeOfficeHours, S)}；在办公时间以外提交的申请，将在下一个工作日处理。如有急事，请在办公时间内致电 ${deliveryOfficePhone}。`,
        ),
      ),
      section(
        'fees',
        t('Fees', '費用', '费用'),
        t(
          'If you change to delivery, or to an address in another region, the delivery fee for the new address applies. Fees already paid are not refundable.',
          '如改為送遞，或改送至其他地區的地址，須按新地址繳付送遞費。已繳付的費用概不退還。',
          '如改为配送，或改寄到其他地区的地址，须按新地址支付配送费。已支付的费用概不退还。',
        ),
      ),
    ],
  },

  TxnChangeRequest: {
    title: t('Transaction change request', '更改交易申請', '更改交易申请'),
    sections: [
      section(
        'what',
        t('What you can change', '可更改的資料', '可更改的信息'),
        t(
          doc(
            'You can ask us to change the contact details of a transaction:',
            ['the contact name', 'the contact number', 'the address'],
            'The event, performance, seats and number of tickets cannot be changed: tickets are not refundable or exchangeable.',
          ),
          doc(
            '你可申請更改交易的聯絡資料：',
            ['聯絡人姓名', '聯絡電話', '地址'],
            '節目、場次、座位及門票數目均不可更改：門票一經售出，概不退換。',
          ),
          doc(
            '你可以申请更改交易的联系信息：',
            ['联系人姓名', '联系电话', '地址'],
            '演出、场次、座位及门票数量均不可更改：门票一经售出，概不退换。',
          ),
        ),
      ),
      section(
        'need',
        t('What you need', '所需資料', '所需材料'),
        t(
          doc([
            'your transaction number',
            'the first 4 and last 4 digits of the card you paid with',
            'an image of the front of that card (image files only), with every other digit covered',
          ]),
          doc([
            '交易編號',
            '付款所用信用卡的首4位及末4位數字',
            '該信用卡正面的影像（只接受圖像檔案），其餘數字須遮蓋',
          ]),
          doc([
            '交易编号',
            '付款时所用信用卡的前4位和后4位数字',
            '该信用卡正面的图片（仅接受图片文件），其余数字须遮盖',
          ]),
        ),
      ),
      section(
        'how',
        t('How it works', '申請程序', '申请流程'),
        t(
          doc(
            'Tick the items you want to change and fill in only those. When you submit the form you get a reference number: keep it for any enquiry about your request.',
            `A change of delivery address follows the delivery rules: it is accepted up to ${changeDays} working days before the show.`,
          ),
          doc(
            '請剔選需要更改的項目，並只填寫該等項目。提交表格後你會獲得一個參考編號，查詢申請進度時請提供此編號。',
            `更改送遞地址須符合送遞規則：須於演出前${changeDays}個工作天或之前提出。`,
          ),
          doc(
            '请勾选需要更改的项目，并只填写这些项目。提交表格后你会获得一个参考编号，查询申请进度时请提供此编号。',
            `更改配送地址须符合配送规则：须在演出前${changeDays}个工作日或之前提出。`,
          ),
        ),
      ),
      section(
        'privacy',
        t('Your card image', '信用卡影像', '信用卡图片'),
        t(
          'We use the card image only to check that the request comes from the card holder, and keep it no longer than we need to handle the request.',
          '信用卡影像只用作核實申請人是否持卡人，並只會保留至處理申請所需的時間。',
          '信用卡图片仅用于核实申请人是否为持卡人，并只保留到处理申请所需的时间。',
        ),
      ),
    ],
  },

  BoxOffice: {
    title: t('Box offices', '售票處', '售票处'),
    sections: [
      section(
        'about',
        t('Buying and collecting at a box office', '於售票處購票及取票', '在售票处购票及取票'),
        t(
          doc(
            'At a Citytix box office you can buy tickets for any event on sale (no membership needed) and collect tickets you bought online.',
            'Box offices accept cash, EPS, Octopus and credit cards.',
          ),
          doc(
            '你可於 Citytix 售票處購買任何正在發售的節目門票（毋須成為會員），亦可領取網上購買的門票。',
            '售票處接受現金、易辦事、八達通及信用卡付款。',
          ),
          doc(
            '你可以在 Citytix 售票处购买任何正在发售的演出门票（无需成为会员），也可以领取网上购买的门票。',
            '售票处接受现金、易办事（EPS）、八达通及信用卡付款。',
          ),
        ),
      ),
      section(
        'collect',
        t('Collecting your tickets', '領取門票', '领取门票'),
        t(
          'Bring your transaction number (it is in your confirmation email and your transaction history) and the card you paid with. If someone else collects for you, they need a copy of the confirmation email and a copy of the front of the card.',
          '請帶備交易編號（載於確認電郵及交易紀錄內）及付款所用的信用卡。如由他人代為取票，代領人須出示確認電郵副本及信用卡正面副本。',
          '请携带交易编号（见确认邮件及交易记录）和付款时所用的信用卡。如由他人代为取票，代领人须出示确认邮件副本及信用卡正面复印件。',
        ),
      ),
      section(
        'hours',
        t('Opening hours', '開放時間', '营业时间'),
        t(
          'Opening hours differ from one box office to another and are given in the list. Box offices at venues may stay open until the last performance of the day starts.',
          '各售票處的開放時間不盡相同，詳情請參閱列表。設於場地的售票處或會開放至當日最後一場演出開始為止。',
          '各售票处的营业时间不尽相同，详情请查看列表。设在场馆内的售票处可能营业至当天最后一场演出开始为止。',
        ),
      ),
      section(
        'find',
        t('Finding a box office', '尋找售票處', '查找售票处'),
        t(
          'Search the [box office list](/BoxOffice.do) by name, district or address, or download the whole address list.',
          '你可於[售票處列表](/BoxOffice.do)按名稱、地區或地址搜尋，或下載完整地址列表。',
          '你可以在[售票处列表](/BoxOffice.do)按名称、地区或地址搜索，或下载完整的地址列表。',
        ),
      ),
      section(
        'phone',
        t('Phone booking', '電話訂票', '电话订票'),
        t(
          `You can also book by phone on ${phoneBookingHotline}, ${phoneBookingHoursText(E)}. Like the box office, phone booking needs no membership.`,
          `你亦可致電 ${phoneBookingHotline} 電話訂票，服務時間為${phoneBookingHoursText(H)}。與售票處一樣，電話訂票毋須成為會員。`,
          `你也可以致电 ${phoneBookingHotline} 电话订票，服务时间为${phoneBookingHoursText(S)}。与售票处一样，电话订票无需成为会员。`,
        ),
      ),
    ],
  },

  TicketingTerminal: {
    title: t('Ticketing kiosks', '自助售票機', '自助售票机'),
    sections: [
      section(
        'about',
        t('What a kiosk does', '自助售票機的用途', '自助售票机的用途'),
        t(
          'Citytix self-service kiosks in MTR stations and shopping centres print tickets you bought online with kiosk collection. Most kiosks also sell tickets for events on sale, paid by credit card.',
          'Citytix 自助售票機設於港鐵站及商場，可列印你於網上購買並選擇自助售票機取票的門票。大部分自助售票機亦可購買正在發售的節目門票，以信用卡付款。',
          'Citytix 自助售票机设在港铁站和商场，可打印你在网上购买并选择自助售票机取票的门票。大部分自助售票机也可购买正在发售的演出门票，以信用卡付款。',
        ),
      ),
      section(
        'how',
        t('Collecting at a kiosk', '於自助售票機取票', '在自助售票机取票'),
        t(
          doc([
            'Touch “Collect tickets” on the screen.',
            'Scan the QR code in your confirmation email, or enter your confirmation number.',
            'Insert the card you paid with to confirm it is you.',
            'Take your tickets and check them before you leave.',
          ]),
          doc([
            '於螢幕上按「領取門票」。',
            '掃描確認電郵內的二維碼，或輸入確認編號。',
            '插入付款所用的信用卡以核實身份。',
            '取回門票，離開前請核對清楚。',
          ]),
          doc([
            '在屏幕上点击“领取门票”。',
            '扫描确认邮件中的二维码，或输入确认编号。',
            '插入付款时所用的信用卡以核实身份。',
            '取出门票，离开前请核对清楚。',
          ]),
        ),
      ),
      section(
        'hours',
        t('Opening hours', '開放時間', '开放时间'),
        t(
          'Kiosks are open during the opening hours of the station or shopping centre they are in; the list gives each one’s hours.',
          '自助售票機的開放時間與所在港鐵站或商場相同，各機的開放時間載於列表。',
          '自助售票机的开放时间与所在港铁站或商场相同，各台机器的开放时间见列表。',
        ),
      ),
      section(
        'find',
        t('Finding a kiosk', '尋找自助售票機', '查找自助售票机'),
        t(
          'Search the [kiosk list](/Tdm.do) by name, district or address, or download the whole address list.',
          '你可於[自助售票機列表](/Tdm.do)按名稱、地區或地址搜尋，或下載完整地址列表。',
          '你可以在[自助售票机列表](/Tdm.do)按名称、地区或地址搜索，或下载完整的地址列表。',
        ),
      ),
      section(
        'problems',
        t('If something goes wrong', '如遇問題', '如遇问题'),
        t(
          `If a kiosk does not recognise your card or does not print all your tickets, do not try again at another kiosk: call customer service on ${customerServiceHotline}, or collect your tickets at a box office.`,
          `如自助售票機未能讀取你的信用卡或未能列印全部門票，請勿再到其他機器重試，請致電客戶服務熱線 ${customerServiceHotline}，或到售票處取票。`,
          `如自助售票机无法读取你的信用卡或未能打印全部门票，请勿到其他机器重试，请致电客户服务热线 ${customerServiceHotline}，或到售票处取票。`,
        ),
      ),
    ],
  },
} satisfies Partial<Record<HelpPageName, HelpPageContent>>
