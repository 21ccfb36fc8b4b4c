import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { lastFourDigits, maskCardNumber } from './maskCardNumber'

describe('maskCardNumber', () => {
  it('keeps the first and last four digits and the spaces', () => {
    expect(maskCardNumber('4567 1234 5678 9012')).toBe('4567 •••• •••• 9012')
  })

  it('leaves a number that is already masked unchanged', () => {
    expect(maskCardNumber('4567 **** **** 9012')).toBe('4567 •••• •••• 9012')
    expect(maskCardNumber(maskCardNumber('4567123456789012'))).toBe('4567••••••••9012')
  })

  it('never shows more than eight digits of any card number', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{12,19}$/), (card) => {
        const masked = maskCardNumber(card)
        expect(masked.replace(/\D/g, '')).toBe(card.slice(0, 4) + card.slice(-4))
        expect(masked).toHaveLength(card.length)
      }),
    )
  })
})

describe('lastFourDigits', () => {
  it('reads the last four digits whatever the spacing', () => {
    expect(lastFourDigits('4567 •••• •••• 9012')).toBe('9012')
  })
})
