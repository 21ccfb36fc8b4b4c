import { describe, expect, it } from 'vitest'
import { problems } from '../testing/problems'
import { newsletterSubscribeSchema, unsubscribeSchema } from './newsletter'

const invalid = { email: 'Please enter a valid email address.' }

describe('newsletter subscribe (strict email)', () => {
  it.each([
    ['someone@example.com', {}],
    ['someone@example', invalid],
    ['someone@example..com', invalid],
    ['', { email: 'Please enter your email address.' }],
  ])('with %j answers %j', (email, expected) => {
    expect(problems(newsletterSubscribeSchema, { email })).toEqual(expected)
  })

  it('accepts an address of 100 characters and refuses one of 101', () => {
    const at = (n: number) => `${'a'.repeat(n - '@example.com'.length)}@example.com`
    expect(problems(newsletterSubscribeSchema, { email: at(100) })).toEqual({})
    expect(problems(newsletterSubscribeSchema, { email: at(101) })).toEqual({
      email: 'An email address can have at most 100 characters.',
    })
  })
})

describe('unsubscribe (loose email: an existing address is looked up)', () => {
  it.each([
    ['someone@example.com', {}],
    ['someone@example..com', {}],
    ['someone', invalid],
    ['', { email: 'Please enter your email address.' }],
  ])('with %j answers %j', (email, expected) => {
    expect(problems(unsubscribeSchema, { email })).toEqual(expected)
  })
})
