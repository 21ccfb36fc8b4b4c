import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { cardEnds, isMaskedCardNumber, maskCardNumber } from './cardNumber'

describe('card numbers', () => {
  it('masks all but the first and last 4 digits, in groups of 4', () => {
    expect(maskCardNumber('4111111111111111')).toBe('4111 **** **** 1111')
    expect(maskCardNumber('4111-1111-1111-1111')).toBe('4111 **** **** 1111')
    expect(maskCardNumber('378282246310005')).toBe('3782 **** *** 0005')
    expect(maskCardNumber('411111111111')).toBe('4111 **** 1111')
  })

  it('leaves a number of 8 digits or fewer as typed, so typing is not disturbed', () => {
    expect(maskCardNumber('4111 11')).toBe('411111')
  })

  it('reads the visible ends of a masked number', () => {
    expect(cardEnds('4111 **** **** 1234')).toEqual({ first4: '4111', last4: '1234' })
  })

  it('accepts what it masks, for every card length from 12 to 19 digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{12,19}$/), (digits) => {
        const masked = maskCardNumber(digits)
        expect(isMaskedCardNumber(masked)).toBe(true)
        expect(cardEnds(masked)).toEqual({ first4: digits.slice(0, 4), last4: digits.slice(-4) })
        expect(masked.replace(/\D/g, '')).toBe(digits.slice(0, 4) + digits.slice(-4))
      }),
    )
  })

  it('refuses a number that shows any digit in the middle', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{12,19}$/), fc.nat(), (digits, at) => {
        const masked = [...maskCardNumber(digits).replace(/ /g, '')]
        const middle = 4 + (at % (masked.length - 8))
        masked[middle] = '7'
        expect(isMaskedCardNumber(masked.join(''))).toBe(false)
      }),
    )
  })
})
