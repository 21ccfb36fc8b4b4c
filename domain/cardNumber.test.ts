import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { cardEnds, isMaskedCardNumber, maskCardNumber, maskCardNumberAsTyped } from './cardNumber'

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

  it('masks each middle digit as soon as the next one is typed', () => {
    const shown: string[] = []
    let field = ''
    for (const digit of '4921123456780357') {
      field = maskCardNumberAsTyped(field + digit)
      shown.push(field)
    }
    expect(shown.slice(0, 4)).toEqual(['4', '49', '492', '4921'])
    expect(shown[7]).toBe('4921 1234')
    expect(shown[8]).toBe('4921 *234 5')
    expect(field).toBe('4921 **** **** 0357')
    // no middle digit is ever on screen
    for (const text of shown) expect(text.replace(/\s/g, '').slice(4, -4)).toMatch(/^\**$/)
  })

  it('masks a pasted number at once and stops at the longest card number', () => {
    expect(maskCardNumberAsTyped('4921-1234-5678-0357')).toBe('4921 **** **** 0357')
    expect(maskCardNumberAsTyped('1'.repeat(25))).toBe('1111 **** **** ***1 111')
    expect(isMaskedCardNumber(maskCardNumberAsTyped('378282246310005'))).toBe(true)
  })

  it('gives a number the contract accepts once 12 to 19 digits are typed', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{12,19}$/), (digits) => {
        let field = ''
        for (const digit of digits) field = maskCardNumberAsTyped(field + digit)
        expect(field).toBe(maskCardNumberAsTyped(digits))
        expect(isMaskedCardNumber(field)).toBe(true)
        expect(cardEnds(field)).toEqual({ first4: digits.slice(0, 4), last4: digits.slice(-4) })
      }),
    )
  })
})
