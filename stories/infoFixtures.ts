// Contract-shaped answers for the help, information and outlet screens' stories (a few of the
// seed's texts, in three languages).
import type { Schemas } from '../app/api/queries'

const text = (en: string, zhHant: string, zhHans: string) => ({
  en,
  'zh-Hant': zhHant,
  'zh-Hans': zhHans,
})

export const deliveryPage: Schemas['HelpPage'] = {
  page: 'Delivery',
  title: text('Ticket collection and delivery', '取票及送票', '取票及配送'),
  updatedAt: '2026-10-01',
  sections: [
    {
      anchor: 'methods',
      heading: text('Ways to get your tickets', '取票方法', '取票方式'),
      body: text(
        'You choose how to get your tickets when you check out.\n\n- E-ticket: sent to your account and your email as soon as you have paid.\n- Box office collection: bring your transaction number and the card you paid with.\n- Delivery: tickets are sent to the address you give (see the fees below).',
        '你可於結帳時選擇取票方法。\n\n- 電子門票：付款後即時發送至你的帳戶及電郵。\n- 售票處取票：請帶備交易編號及付款所用的信用卡。\n- 送遞：門票會送往你提供的地址（收費見下文）。',
        '你可以在结账时选择取票方式。\n\n- 电子票：付款后立即发送到你的账户和电子邮箱。\n- 售票处取票：请携带交易编号和付款时使用的信用卡。\n- 配送：门票会寄往你填写的地址（收费见下文）。',
      ),
    },
    {
      anchor: 'fees',
      heading: text(
        'Delivery fees and the last day for delivery',
        '送遞費及送遞截止日期',
        '配送费及配送截止日期',
      ),
      body: text(
        'Delivery fees are charged per transaction, not per ticket.\n\n- Hong Kong: from HK$40\n- Macau: from HK$45\n\nCloser to the show, choose an e-ticket or collection instead.',
        '送遞費按每宗交易收取，而非按門票數目計算。\n\n- 香港：港幣40元起\n- 澳門：港幣45元起\n\n臨近演出日期時，請改選電子門票或取票。',
        '配送费按每笔交易收取，而不是按门票张数计算。\n\n- 香港：港币40元起\n- 澳门：港币45元起\n\n临近演出日期时，请改选电子票或取票。',
      ),
    },
    {
      anchor: 'changes',
      heading: text('Changing how your tickets are delivered', '更改取票方法', '更改取票方式'),
      body: text(
        'Ask up to 7 working days before the show, with the form (/DeliveryChangeRequest.html).',
        '請於演出前7個工作天或之前，透過表格（/DeliveryChangeRequest.html）申請。',
        '请在演出前7个工作日或之前，通过表格（/DeliveryChangeRequest.html）申请。',
      ),
    },
    {
      anchor: 'refunds',
      heading: text('Fees are not refundable', '費用概不退還', '费用概不退还'),
      body: text(
        'Service, delivery and handling fees are not refundable.',
        '服務費、送遞費及手續費概不退還。',
        '服务费、配送费及手续费概不退还。',
      ),
    },
  ],
}

export const customerServicePage: Schemas['HelpPage'] = {
  page: 'CS',
  title: text('Customer service', '客戶服務', '客户服务'),
  updatedAt: '2026-11-02',
  sections: [
    {
      anchor: 'enquiry',
      heading: text('Write to us', '書面查詢', '书面咨询'),
      body: text(
        'Send the enquiry form on this page, or email service@citytix.hk.',
        '請填寫本頁的查詢表格，或電郵至 service@citytix.hk。',
        '请填写本页的咨询表格，或发送电子邮件至 service@citytix.hk。',
      ),
    },
  ],
}

export const emptyHelpPage: Schemas['HelpPage'] = {
  page: 'AboutUs',
  title: text('About us', '關於我們', '关于我们'),
  updatedAt: '2026-11-02',
  sections: [],
}

export const faqList: Schemas['FaqList'] = {
  data: [
    {
      id: 1,
      title: text('Buying tickets', '購票', '购票'),
      items: [
        {
          id: 11,
          question: text('Can I get a refund?', '可以退款嗎？', '可以退款吗？'),
          answer: text(
            'Tickets are not refundable or exchangeable. Service, delivery and handling fees are not refundable.',
            '門票一經售出，概不退換。服務費、送遞費及手續費概不退還。',
            '门票一经售出，概不退换。服务费、配送费及手续费概不退还。',
          ),
        },
        {
          id: 12,
          question: text('Do I need to be a member?', '需要成為會員嗎？', '需要成为会员吗？'),
          answer: text(
            'Online purchase needs a membership. Box office and phone booking do not.',
            '網上購票須成為會員，售票處及電話訂票則毋須。',
            '网上购票须成为会员，售票处及电话订票则无需。',
          ),
        },
      ],
    },
    {
      id: 2,
      title: text('Delivery', '送票', '配送'),
      items: [
        {
          id: 21,
          question: text('When will my tickets arrive?', '門票何時送達？', '门票何时送达？'),
          answer: text(
            'Delivery in Hong Kong takes about 7 days. See the delivery page (/Delivery.html).',
            '香港送遞約需7天，詳情請參閱送票頁面（/Delivery.html）。',
            '香港配送约需7天，详情请查看配送页面（/Delivery.html）。',
          ),
        },
      ],
    },
  ],
}

export const boxOfficeList: Schemas['OutletList'] = {
  data: [
    {
      id: 1,
      kind: 'boxOffice',
      name: text('Hong Kong City Hall', '香港大會堂', '香港大会堂'),
      address: text(
        '5 Edinburgh Place, Central, Hong Kong',
        '香港中環愛丁堡廣場5號',
        '香港中环爱丁堡广场5号',
      ),
      district: text('Central and Western', '中西區', '中西区'),
      region: 'hongKong',
      openingHours: text('Daily 10:00-21:30', '每日 10:00-21:30', '每天 10:00-21:30'),
      phone: '+852 2921 2840',
    },
    {
      id: 2,
      kind: 'boxOffice',
      name: text('Sha Tin Town Hall', '沙田大會堂', '沙田大会堂'),
      address: text(
        '1 Yuen Wo Road, Sha Tin, New Territories',
        '新界沙田源禾路1號',
        '新界沙田源禾路1号',
      ),
      district: text('Sha Tin', '沙田', '沙田'),
      region: 'hongKong',
      openingHours: text('Daily 10:00-21:30', '每日 10:00-21:30', '每天 10:00-21:30'),
      phone: '+852 2694 2509',
    },
  ],
}

export const boxOfficePage: Schemas['HelpPage'] = {
  page: 'BoxOffice',
  title: text('Box offices', '售票處', '售票处'),
  updatedAt: '2026-10-20',
  sections: [
    {
      anchor: 'collect',
      heading: text('Collecting your tickets', '領取門票', '领取门票'),
      body: text(
        'Bring your transaction number and the card you paid with.',
        '請帶備交易編號及付款所用的信用卡。',
        '请携带交易编号和付款时所用的信用卡。',
      ),
    },
  ],
}
