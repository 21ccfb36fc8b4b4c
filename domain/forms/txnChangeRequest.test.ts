import { describe, expect, it } from 'vitest'
import { problems } from '../testing/problems'
import { txnChangeRequestSchema } from './txnChangeRequest'

const base = {
  txnNo: 'T2026111800123',
  cardNumber: '4111 **** **** 1111',
  cardImageKey: 'txn-change/8c1e6f0a/card-front.jpg',
}
const check = (change: Record<string, unknown>) =>
  problems(txnChangeRequestSchema, { ...base, ...change })

describe('transaction change request', () => {
  it('accepts one ticked item, filled in', () => {
    expect(
      check({ changeAddress: true, newAddress: 'Flat B, 3/F, 8 Queen’s Road, Central' }),
    ).toEqual({})
  })

  it('accepts all three items ticked and filled', () => {
    expect(
      check({
        changeContactName: true,
        newContactName: 'Chan Tai Man',
        changeContactNumber: true,
        newContactNumber: '9123 4567',
        changeAddress: true,
        newAddress: '1 Nathan Road',
      }),
    ).toEqual({})
  })

  it('asks for at least one item to be ticked', () => {
    expect(check({})).toEqual({ changeContactName: 'Please tick at least one item to change.' })
  })

  it.each([
    ['changeContactName', 'newContactName', 'Please enter the new contact name.'],
    ['changeContactNumber', 'newContactNumber', 'Please enter the new contact number.'],
    ['changeAddress', 'newAddress', 'Please enter the new address.'],
  ])('requires %s’s field once it is ticked', (tick, field, message) => {
    expect(check({ [tick]: true, [field]: ' ' })).toEqual({ [field]: message })
  })

  it('refuses a filled item that is not ticked', () => {
    expect(
      check({ changeAddress: true, newAddress: '1 Nathan Road', newContactName: 'Someone' }),
    ).toEqual({
      newContactName: 'Tick this item to change it, or leave it empty.',
    })
  })

  it('checks the new contact number is a phone number', () => {
    expect(check({ changeContactNumber: true, newContactNumber: 'call me' })).toEqual({
      newContactNumber:
        'Please enter a valid contact number: digits, with an optional +, brackets, dashes or spaces.',
    })
  })

  it('requires the transaction number, the card and its image', () => {
    expect(problems(txnChangeRequestSchema, { changeAddress: true, newAddress: 'x' })).toEqual({
      txnNo: 'Please enter the transaction number.',
      cardNumber: 'Please enter the first 4 and last 4 digits of your card.',
      cardImageKey: 'Please upload an image of the front of your card.',
    })
  })

  const masked =
    'Show only the first 4 and last 4 digits of your card and mask every other digit with *.'
  it.each([
    ['4111********1111', {}],
    ['4111-xxxx-xxxx-1111', {}],
    ['3782 ****** *0005', {}],
    ['4111 1111 1111 1111', { cardNumber: masked }],
    ['4111 **** **** 111*', { cardNumber: masked }],
    ['411* **** **** 1111', { cardNumber: masked }],
    ['4111 1*** **** 1111', { cardNumber: masked }],
    ['4111 1111', { cardNumber: masked }],
  ])('with the card number %j answers %j', (cardNumber, expected) => {
    expect(check({ cardNumber, changeAddress: true, newAddress: 'x' })).toEqual(expected)
  })

  it('refuses a transaction number with other characters', () => {
    expect(check({ txnNo: 'T-123', changeAddress: true, newAddress: 'x' })).toEqual({
      txnNo: 'A transaction number has only letters and digits.',
    })
  })
})
