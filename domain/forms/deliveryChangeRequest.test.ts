import { describe, expect, it } from 'vitest'
import { problems } from '../testing/problems'
import { deliveryChangeRequestSchema } from './deliveryChangeRequest'

const valid = {
  txnNo: 'T2026111800123',
  contactName: 'Chan Tai Man',
  mobile: '9123 4567',
  deliveryAddress: 'Flat A, 10/F, 1 Nathan Road, Tsim Sha Tsui',
  email: 'taiman@example.com',
}

describe('delivery change request', () => {
  it('accepts the required fields without a card image', () => {
    expect(problems(deliveryChangeRequestSchema, valid)).toEqual({})
  })
  it('asks for every required field', () => {
    expect(problems(deliveryChangeRequestSchema, {})).toEqual({
      txnNo: 'Please enter the transaction number.',
      contactName: "Please enter the contact person's name.",
      mobile: 'Please enter your contact number.',
      deliveryAddress: 'Please enter the address.',
      email: 'Please enter your email address.',
    })
  })
  it.each([
    [
      { mobile: '9123' },
      {
        mobile:
          'Please enter a valid contact number: digits, with an optional +, brackets, dashes or spaces.',
      },
    ],
    [{ email: 'taiman@' }, { email: 'Please enter a valid email address.' }],
    [
      { deliveryAddress: 'x'.repeat(201) },
      { deliveryAddress: 'Please enter at most 200 characters.' },
    ],
  ])('with %j answers %j', (change, expected) => {
    expect(problems(deliveryChangeRequestSchema, { ...valid, ...change })).toEqual(expected)
  })
})
