import { describe, expect, it } from 'vitest'
import { seatName, ticketSeatName } from './seatName'
import { i18nFor } from './testing/i18n'

const balcony = { en: 'Balcony', 'zh-Hant': '樓座', 'zh-Hans': '楼座' }
const house = {
  en: 'Causeway Bay House 3',
  'zh-Hant': '銅鑼灣 3 號影院',
  'zh-Hans': '铜锣湾 3 号影院',
}
const zone = { en: 'Zone A', 'zh-Hant': 'A 區', 'zh-Hans': 'A 区' }

describe('a seat as people write it', () => {
  it('names the section, the row and the seat in each language', () => {
    const place = { section: 'Balcony', row: 'F', seat: '12' }
    expect(seatName(i18nFor('en'), place)).toBe('Balcony, row F, seat 12')
    expect(seatName(i18nFor('zh-Hant'), { ...place, section: '樓座' })).toBe('樓座 F 排 12 號')
    expect(seatName(i18nFor('zh-Hans'), { ...place, section: '楼座' })).toBe('楼座 F 排 12 号')
  })

  it('words a cinema seat the same way, with its house', () => {
    const ticket = { sectionName: house, row: 'F', seat: '12', priceZone: zone }
    expect(ticketSeatName(i18nFor('en'), ticket)).toBe('Causeway Bay House 3, row F, seat 12')
    expect(ticketSeatName(i18nFor('zh-Hant'), ticket)).toBe('銅鑼灣 3 號影院 F 排 12 號')
  })

  it('takes the section name in the reader’s language, never its id', () => {
    const ticket = { sectionName: balcony, row: 'F', seat: '12', priceZone: zone }
    expect(ticketSeatName(i18nFor('zh-Hans'), ticket)).toBe('楼座 F 排 12 号')
  })

  it('says the price zone of a free-seating ticket, which has no row or seat', () => {
    expect(ticketSeatName(i18nFor('zh-Hant'), { row: '', seat: '', priceZone: zone })).toBe('A 區')
  })
})
