import { describe, expect, it } from 'vitest'
import { testCards } from '../../../server/services/payments/simulatedGateway'
import { cardDigits, simulatedCardToken } from './simulatedCardToken'

describe('paying for points through the simulated gateway', () => {
  it('gives each of the gateway’s test cards and wallets the token the gateway knows', () => {
    for (const [token, card] of Object.entries(testCards)) {
      expect(simulatedCardToken(card.method, card.number)).toBe(token)
    }
  })

  it('accepts a card number of 12 to 19 digits, with spaces or dashes', () => {
    expect(cardDigits('4242 4242 4242 4242')).toBe('4242424242424242')
    expect(cardDigits('4000-0000-0000-0002')).toBe('4000000000000002')
    expect(cardDigits('4242 4242')).toBeUndefined()
    expect(cardDigits('4242 4242 4242 424x')).toBeUndefined()
  })
})
