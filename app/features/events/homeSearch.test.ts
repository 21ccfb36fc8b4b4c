import { describe, expect, it } from 'vitest'
import { homeFilters, homeSearchSchema, isFiltered } from './homeSearch'

const parse = (search: Record<string, unknown>) => homeSearchSchema(search)

describe('the events home address', () => {
  it('keeps the filters and tab a visitor chose', () => {
    expect(
      parse({
        category: 'music',
        when: 'thisWeekend',
        region: 'macau',
        tab: 'onSaleToday',
        page: 2,
      }),
    ).toEqual({
      category: 'music',
      presenter: undefined,
      when: 'thisWeekend',
      region: 'macau',
      tab: 'onSaleToday',
      page: 2,
    })
  })

  it('drops what it does not know instead of failing (a hand-edited or old link)', () => {
    expect(
      parse({ when: 'someday', region: 'moon', tab: 1, page: -3, presenter: 'x', category: '<b>' }),
    ).toEqual({
      category: undefined,
      presenter: undefined,
      when: undefined,
      region: undefined,
      tab: undefined,
      page: undefined,
    })
  })

  it('opens a branded presenter’s events from ?presenter=11', () => {
    expect(homeFilters(parse({ presenter: 11 }))).toMatchObject({ presenter: 11, pageSize: 12 })
  })

  it('asks for every event on the "all" tab', () => {
    expect(homeFilters(parse({ tab: 'all' })).tab).toBeUndefined()
    expect(homeFilters(parse({ tab: 'dailyRecommendations' })).tab).toBe('dailyRecommendations')
  })

  it('counts a category, presenter, period or region as a filter, not the tab', () => {
    expect(isFiltered(parse({ tab: 'onSaleToday' }))).toBe(false)
    expect(isFiltered(parse({ when: 'today' }))).toBe(true)
  })
})
