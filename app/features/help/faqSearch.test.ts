import { describe, expect, it } from 'vitest'
import { matchingFaq } from './faqSearch'

const text = (en: string, zhHant = en, zhHans = en) => ({
  en,
  'zh-Hant': zhHant,
  'zh-Hans': zhHans,
})
const sections = [
  {
    id: 1,
    title: text('Buying tickets', '購票', '购票'),
    items: [
      {
        id: 11,
        question: text('Can I get a refund?', '可以退款嗎？', '可以退款吗？'),
        answer: text('Tickets are not refundable.', '門票概不退換。', '门票概不退换。'),
      },
      {
        id: 12,
        question: text(
          'How many tickets can I buy?',
          '每人可買多少張門票？',
          '每人可买多少张门票？',
        ),
        answer: text(
          'Up to the limit shown on the event page.',
          '以節目頁面所示上限為準。',
          '以演出页面所示上限为准。',
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
          'Delivery in Hong Kong takes about 7 days.',
          '香港送遞約需7天。',
          '香港配送约需7天。',
        ),
      },
    ],
  },
]

describe('the FAQ search', () => {
  it('shows every question when nothing is searched for', () => {
    expect(matchingFaq(sections, undefined, 'en')).toEqual(sections)
    expect(matchingFaq(sections, '   ', 'en')).toEqual(sections)
  })

  it('finds words in questions and answers, whatever their case and order', () => {
    const found = matchingFaq(sections, 'TICKETS refundable', 'en')
    expect(found.map((section) => section.items.map((item) => item.id))).toEqual([[11]])
  })

  it('searches the language shown, and drops sections with no match', () => {
    expect(matchingFaq(sections, '送遞', 'zh-Hant').map((section) => section.id)).toEqual([2])
    expect(matchingFaq(sections, '送遞', 'en')).toEqual([])
  })

  it('reads full-width letters and digits as their plain forms', () => {
    expect(matchingFaq(sections, '７天', 'zh-Hans').map((section) => section.id)).toEqual([2])
  })
})
