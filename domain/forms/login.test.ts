import { describe, expect, it } from 'vitest'
import { problems } from '../testing/problems'
import { otpLoginSchema, otpRequestSchema, passwordLoginSchema } from './login'

const terms = 'Please read through and agree the Terms & Conditions by ticking the box.'

describe('password login', () => {
  it.each([
    [{ loginId: 'someone@example.com', password: 'x' }, {}],
    [{ loginId: 'member007', password: 'secret' }, {}],
    [
      { loginId: '', password: '' },
      { loginId: 'Please enter your email or login ID.', password: 'Please enter your password.' },
    ],
    [
      {},
      { loginId: 'Please enter your email or login ID.', password: 'Please enter your password.' },
    ],
    [{ loginId: '   ', password: 'secret' }, { loginId: 'Please enter your email or login ID.' }],
    [
      { loginId: 'member007', password: 'x'.repeat(21) },
      { password: 'Password must be 8 to 20 characters.' },
    ],
    [{ loginId: 'member007', password: 'secret', captchaId: 'b1c2', captchaCode: 'K7M2Q' }, {}],
    [
      { loginId: 'member007', password: 'secret', captchaCode: 'x'.repeat(11) },
      { captchaCode: 'Please type the code shown in the picture.' },
    ],
  ])('with %j answers %j', (input, expected) => {
    expect(problems(passwordLoginSchema, input)).toEqual(expected)
  })
})

describe('one-time password login', () => {
  it('asks for the terms to be ticked before a code is sent', () => {
    expect(
      problems(otpRequestSchema, { email: 'someone@example.com', acceptTerms: false }),
    ).toEqual({
      acceptTerms: terms,
    })
    expect(problems(otpRequestSchema, { email: 'someone@example.com' })).toEqual({
      acceptTerms: terms,
    })
    expect(problems(otpRequestSchema, { email: 'someone@example.com', acceptTerms: true })).toEqual(
      {},
    )
  })

  it.each([
    ['123456', {}],
    [' 123456 ', { otp: 'Please enter the 6-digit one-time password.' }],
    ['12345', { otp: 'Please enter the 6-digit one-time password.' }],
    ['1234567', { otp: 'Please enter the 6-digit one-time password.' }],
    ['12a456', { otp: 'Please enter the 6-digit one-time password.' }],
    ['', { otp: 'Please enter the 6-digit one-time password.' }],
  ])('with the code %j answers %j', (otp, expected) => {
    expect(
      problems(otpLoginSchema, { email: 'someone@example.com', otp, acceptTerms: true }),
    ).toEqual(expected)
  })

  it('refuses to log in with a code while the terms are not ticked', () => {
    expect(problems(otpLoginSchema, { email: 'someone@example.com', otp: '123456' })).toEqual({
      acceptTerms: terms,
    })
  })
})
