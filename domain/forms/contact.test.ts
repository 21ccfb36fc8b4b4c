import { describe, expect, it } from 'vitest'
import { problems } from '../testing/problems'
import { contactSchema } from './contact'

const valid = {
  name: 'Chan Tai Man',
  email: 'taiman@example.com',
  contactNumber: '+852 2123 4567',
  content: 'Can I change my collection method?',
}

describe('contact form', () => {
  it('accepts a name, email, contact number and enquiry', () => {
    expect(problems(contactSchema, valid)).toEqual({})
  })

  it('asks for every field when the form is sent empty', () => {
    expect(problems(contactSchema, {})).toEqual({
      name: 'Please enter your name.',
      email: 'Please enter your email address.',
      contactNumber: 'Please enter your contact number.',
      content: 'Please enter your enquiry.',
    })
  })

  it.each([
    [{ email: 'taiman' }, { email: 'Please enter a valid email address.' }],
    [
      { contactNumber: '2123-45' },
      {
        contactNumber:
          'Please enter a valid contact number: digits, with an optional +, brackets, dashes or spaces.',
      },
    ],
    [{ name: 'x'.repeat(50) }, {}],
    [{ name: 'x'.repeat(51) }, { name: 'Please enter at most 50 characters.' }],
    // an emoji is one character, as people count them (and as the contract's maxLength does)
    [{ name: '🎤'.repeat(50) }, {}],
    [{ content: 'x'.repeat(2001) }, { content: 'Please enter at most 2000 characters.' }],
  ])('with %j answers %j', (change, expected) => {
    expect(problems(contactSchema, { ...valid, ...change })).toEqual(expected)
  })
})
