import { describe, expect, it } from 'vitest'
import { i18nFor } from '../../../domain/testing/i18n'
import type { Schemas } from '../../api/queries'
import { cardEntry, moveEntry, ticketsWished } from './wishListEntries'

const text = (en: string) => ({ en, 'zh-Hant': `${en}（繁）`, 'zh-Hans': `${en}（简）` })

const entry = (
  id: number,
  status: Schemas['WishListStatus'],
  quantity = 1,
  startsAt = '2026-12-18T20:15:00+08:00',
): Schemas['WishListEntry'] => ({
  id,
  sequence: id,
  ticketType: text('Standard'),
  event: text('Harbour Lights'),
  venue: { id: 'hkc', name: text('Hong Kong Coliseum') },
  performanceStartsAt: startsAt,
  quantity,
  unitPrice: 880,
  deliveryFee: 0,
  total: 880 * quantity,
  pointsPaid: 0,
  status,
})

const now = new Date('2026-11-23T10:00:00+08:00')

describe('the wish list on screen', () => {
  it('shows an entry in the visitor’s language, with its result and no points before paying', () => {
    const card = cardEntry(
      { ...entry(7, 'pointsNotPaid'), result: text('Insufficient points') },
      2,
      i18nFor('zh-Hant'),
    )
    expect(card).toMatchObject({
      id: '7',
      preference: 2,
      eventName: 'Harbour Lights（繁）',
      venue: 'Hong Kong Coliseum（繁）',
      result: 'Insufficient points（繁）',
      price: 880,
    })
    expect(card.pointsPaid).toBeUndefined()
  })

  it('names the allotted seats by section, row and seat in the page’s language, not by id', () => {
    const balcony = { en: 'Balcony', 'zh-Hant': '樓座', 'zh-Hans': '楼座' }
    const won = {
      ...entry(8, 'bought', 2),
      seatInfo: 'balcony-F-12, balcony-F-13',
      seats: [
        { sectionName: balcony, row: 'F', seat: '12' },
        { sectionName: balcony, row: 'F', seat: '13' },
      ],
    }
    expect(cardEntry(won, 1, i18nFor('zh-Hant')).seatInfo).toBe('樓座 F 排 12 號; 樓座 F 排 13 號')
    expect(cardEntry(won, 1, i18nFor('en')).seatInfo).toBe(
      'Balcony, row F, seat 12; Balcony, row F, seat 13',
    )
  })

  it('counts the tickets of wishes still in play for shows to come, as the 4-ticket limit does', () => {
    const list = [
      entry(1, 'added', 2),
      entry(2, 'bought', 1),
      entry(3, 'cancelled', 2),
      entry(4, 'notMatched', 1),
      entry(5, 'matching', 1, '2026-11-01T20:00:00+08:00'),
    ]
    expect(ticketsWished(list, now)).toBe(3)
  })

  it('moves one entry to its new place and keeps the others in order', () => {
    const list = [entry(1, 'added'), entry(2, 'added'), entry(3, 'added')]
    expect(moveEntry(list, 3, 0).map((e) => e.id)).toEqual([3, 1, 2])
    expect(moveEntry(list, 1, 1).map((e) => e.id)).toEqual([2, 1, 3])
    expect(moveEntry(list, 1, 9).map((e) => e.id)).toEqual([2, 3, 1])
  })
})
