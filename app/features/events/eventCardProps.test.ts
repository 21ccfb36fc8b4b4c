import { describe, expect, it } from 'vitest'
import type { Schemas } from '../../api/queries'
import { eventCardProps } from './eventCardProps'

const concert: Schemas['EventSummary'] = {
  id: 8801,
  title: { en: 'Harbour Lights', 'zh-Hans': '港湾灯影', 'zh-Hant': '港灣燈影' },
  category: 'popConcert',
  imageUrl: '/images/events/8801.svg',
  venue: {
    id: 'hong-kong-coliseum',
    name: { en: 'Hong Kong Coliseum', 'zh-Hans': '香港体育馆', 'zh-Hant': '香港體育館' },
  },
  region: 'hongKong',
  // 23:30 in Hong Kong is already the next day in UTC+8 terms, the previous one in UTC
  firstShow: '2026-12-01T23:30:00+08:00',
  lastShow: '2026-12-03T20:00:00+08:00',
  priceFrom: 380,
  priceTo: 1280,
  status: 'onSale',
  likes: 1280,
  dailyRecommendation: false,
}

describe('an event card in the list', () => {
  it('shows the title and venue in the visitor’s language and leads to the event', () => {
    expect(eventCardProps(concert, 'zh-Hant')).toMatchObject({
      title: '港灣燈影',
      venue: '香港體育館',
      href: '/Event/8801',
      posterSrc: '/images/events/8801.svg',
      priceFrom: 380,
    })
    expect(eventCardProps(concert, 'en').title).toBe('Harbour Lights')
  })

  it('gives the days of the first and last show in Hong Kong', () => {
    expect(eventCardProps(concert, 'en')).toMatchObject({
      startDate: '2026-12-01',
      endDate: '2026-12-03',
    })
  })

  it('gives one day for an event on a single day', () => {
    const oneNight = { ...concert, lastShow: '2026-12-01T23:59:00+08:00' }
    expect(eventCardProps(oneNight, 'en').endDate).toBeUndefined()
  })
})
