import { describe, expect, it } from 'vitest'
import { deliveryOptions } from './deliveryOptions'

describe('delivery for a show', () => {
  it('gives each region its fee and last day, and refuses the regions the post cannot reach in time', () => {
    // a show on 20 December, chosen on 8 December (Hong Kong time): 12 days ahead
    const options = deliveryOptions(
      '2026-12-20T20:00:00+08:00',
      new Date('2026-12-08T10:00:00+08:00'),
    )
    expect(options).toEqual([
      { region: 'hongKong', feeHkd: 40, lastDay: '2026-12-13', available: true },
      { region: 'macau', feeHkd: 45, lastDay: '2026-12-13', available: true },
      { region: 'mainland', feeHkd: 200, lastDay: '2026-12-06', available: false },
      { region: 'others', feeHkd: 500, lastDay: '2026-11-30', available: false },
    ])
  })
})
