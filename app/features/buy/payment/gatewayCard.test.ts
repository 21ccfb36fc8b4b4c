import { describe, expect, it } from 'vitest'
import {
  cardProblems,
  cardToken,
  demoCards,
  newIdempotencyKey,
  parseCardExpiry,
  passesLuhn,
  walletToken,
} from './gatewayCard'

const now = new Date('2026-11-23T12:00:00+08:00')

describe('the simulated gateway’s card fields', () => {
  it('accept the demo cards and turn them into the gateway’s tokens', () => {
    expect(cardProblems({ number: demoCards.approved, expiry: '12/28', code: '123' }, now)).toEqual(
      {},
    )
    expect(cardToken('visa', demoCards.approved)).toBe('tok_visa_4242')
    expect(cardToken('visa', demoCards.declined)).toBe('tok_visa_0002')
    expect(cardToken('visa', demoCards.noAnswer)).toBe('tok_visa_0119')
    expect(cardToken('unionPay', '6200 0000 0000 0005')).toBe('tok_unionpay_0005')
    expect(walletToken('fps')).toBe('tok_fps')
  })

  it('say which field is wrong: a mistyped number, a wrong date, an expired card, a short code', () => {
    expect(passesLuhn('4242424242424241')).toBe(false)
    expect(
      cardProblems({ number: '4242 4242 4242 4241', expiry: '13/28', code: '12' }, now),
    ).toEqual({
      number: 'number',
      expiry: 'expiry',
      code: 'code',
    })
    expect(
      cardProblems({ number: demoCards.approved, expiry: '10/26', code: '1234' }, now),
    ).toEqual({
      expiry: 'expired',
    })
    // good to the end of its month
    expect(cardProblems({ number: demoCards.approved, expiry: '11/26', code: '123' }, now)).toEqual(
      {},
    )
  })

  it('read an expiry date typed with or without its slash', () => {
    const december2028 = { month: 12, year: 2028 }
    for (const typed of ['12/28', '1228', ' 12 / 28 ', '12-28', '12 28', '12/2028', '122028']) {
      expect(parseCardExpiry(typed), typed).toEqual(december2028)
    }
    expect(parseCardExpiry('1/28')).toEqual({ month: 1, year: 2028 })
    expect(parseCardExpiry('0128')).toEqual({ month: 1, year: 2028 })
    for (const typed of [
      '',
      '128',
      '13/28',
      '00/28',
      '1328',
      '12/2',
      '12/228',
      '12//28',
      'ab/cd',
    ]) {
      expect(parseCardExpiry(typed), typed).toBeUndefined()
    }
    expect(cardProblems({ number: demoCards.approved, expiry: '1228', code: '123' }, now)).toEqual(
      {},
    )
    expect(cardProblems({ number: demoCards.approved, expiry: '1026', code: '123' }, now)).toEqual({
      expiry: 'expired',
    })
  })

  it('gives every press of Pay its own key, in the form the contract takes', () => {
    const key = newIdempotencyKey()
    expect(key).toMatch(/^[A-Za-z0-9_-]{8,64}$/)
    expect(newIdempotencyKey()).not.toBe(key)
  })
})
