import { describe, expect, it } from 'vitest'
import { problems } from '../testing/problems'
import {
  activationSchema,
  changePasswordSchema,
  forgotPasswordSchema,
  resendActivationSchema,
  resetPasswordSchema,
} from './password'

const length = 'Password must be 8 to 20 characters.'
const mismatch = 'The two passwords do not match.'

const token = 'rst_5c2e9a7d41b8'

describe('reset password', () => {
  it.each([
    ['7 characters', 'abcdefg', { password: length }],
    ['8 characters', 'abcdefgh', {}],
    ['20 characters', 'a'.repeat(20), {}],
    ['21 characters', 'a'.repeat(21), { password: length }],
    ['nothing', '', { password: 'Please enter your password.' }],
  ])('with a password of %s answers %j', (_, password, expected) => {
    expect(problems(resetPasswordSchema, { token, password, confirmPassword: password })).toEqual(
      expected,
    )
  })

  it('refuses a confirmation that differs', () => {
    expect(
      problems(resetPasswordSchema, { token, password: 'abcdefgh', confirmPassword: 'abcdefgH' }),
    ).toEqual({ confirmPassword: mismatch })
  })

  it('does not complain about the confirmation while the password itself is wrong', () => {
    expect(
      problems(resetPasswordSchema, { token, password: 'short', confirmPassword: 'other' }),
    ).toEqual({
      password: length,
    })
  })

  it('says the link is broken when its token is missing or cut short', () => {
    const broken = {
      token: 'This link is not complete. Please open the link from the email again.',
    }
    expect(
      problems(resetPasswordSchema, { password: 'abcdefgh', confirmPassword: 'abcdefgh' }),
    ).toEqual(broken)
    expect(
      problems(resetPasswordSchema, {
        token: 'rst_5c',
        password: 'abcdefgh',
        confirmPassword: 'abcdefgh',
      }),
    ).toEqual(broken)
  })

  it('counts spaces as characters and keeps them', () => {
    expect(
      problems(resetPasswordSchema, { token, password: '  abcdef', confirmPassword: '  abcdef' }),
    ).toEqual({})
  })
})

describe('member info password change', () => {
  const valid = {
    oldPassword: 'old-secret',
    newPassword: 'new-secret1',
    confirmPassword: 'new-secret1',
  }
  it('accepts the old password with a new one of 8 to 20 characters confirmed', () => {
    expect(problems(changePasswordSchema, valid)).toEqual({})
  })
  it('requires the old password', () => {
    expect(problems(changePasswordSchema, { ...valid, oldPassword: '' })).toEqual({
      oldPassword: 'Please enter your old password.',
    })
  })
  it('refuses a new password of 21 characters', () => {
    const long = 'x'.repeat(21)
    expect(
      problems(changePasswordSchema, { ...valid, newPassword: long, confirmPassword: long }),
    ).toEqual({
      newPassword: length,
    })
  })
  it('refuses a confirmation that does not match, alongside other problems', () => {
    expect(
      problems(changePasswordSchema, { ...valid, oldPassword: '', confirmPassword: 'nope' }),
    ).toEqual({
      oldPassword: 'Please enter your old password.',
      confirmPassword: mismatch,
    })
  })
})

describe('forgot password', () => {
  it.each([
    ['someone@example.com', {}],
    ['  someone@example.com ', {}],
    ['', { email: 'Please enter your email address.' }],
    ['someone', { email: 'Please enter a valid email address.' }],
  ])('with %j answers %j', (email, expected) => {
    expect(problems(forgotPasswordSchema, { email })).toEqual(expected)
  })
  it('asks for the address when the field is missing altogether', () => {
    expect(problems(forgotPasswordSchema, {})).toEqual({
      email: 'Please enter your email address.',
    })
  })
  it('answers in Traditional Chinese for a Hong Kong visitor', () => {
    expect(problems(forgotPasswordSchema, { email: '' }, 'zh-Hant').email).toMatch(
      /[\u4e00-\u9fff]/,
    )
  })
})

describe('activation and its resend', () => {
  it('takes the token of the emailed link', () => {
    expect(problems(activationSchema, { token: 'act_9d0f13c6e2a7' })).toEqual({})
    expect(problems(activationSchema, {})).toEqual({
      token: 'This link is not complete. Please open the link from the email again.',
    })
  })
  it('asks for a valid address before sending the activation email again', () => {
    expect(problems(resendActivationSchema, { email: 'someone@example.com' })).toEqual({})
    expect(problems(resendActivationSchema, { email: 'someone' })).toEqual({
      email: 'Please enter a valid email address.',
    })
  })
})
