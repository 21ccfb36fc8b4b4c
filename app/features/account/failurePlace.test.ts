import { describe, expect, it } from 'vitest'
import { i18nFor } from '../../../domain/testing/i18n'
import { ApiError } from '../../api/errors'
import { placeFailure } from './failurePlace'

const en = i18nFor('en')
const login = ['loginId', 'password', 'captchaCode']
const otp = ['email', 'acceptTerms', 'captchaCode']

describe('where a refused login says why', () => {
  it('a wrong password is told by the password field', () => {
    const placed = placeFailure(new ApiError('WRONG_PASSWORD', 'x', 401), login, en)
    expect(placed.fields).toEqual({ password: 'Wrong password.' })
    expect(placed.form).toBeUndefined()
  })

  it('a wrong one-time password is told by the code field', () => {
    const placed = placeFailure(new ApiError('WRONG_PASSWORD', 'x', 401), ['otp'], en)
    expect(placed.fields).toEqual({ otp: 'Wrong password.' })
  })

  it('unticked terms are told by the terms box', () => {
    const placed = placeFailure(new ApiError('TERMS_NOT_ACCEPTED', 'x', 400), otp, en)
    expect(Object.keys(placed.fields)).toEqual(['acceptTerms'])
  })

  it('a locked account, too many tries or a busy server are told above the button', () => {
    for (const code of ['ACCOUNT_LOCKED', 'TOO_MANY_REQUESTS', 'ACCOUNT_NOT_ACTIVATED'] as const) {
      const placed = placeFailure(new ApiError(code, 'x', 403), login, en)
      expect(placed.fields).toEqual({})
      expect(placed.form).toBeTruthy()
    }
    expect(placeFailure(new TypeError('offline'), login, en).form).toBe(
      'Server is busy, please try again later.',
    )
  })

  it('asks for the bot check when the server wants it, by the code field', () => {
    const placed = placeFailure(new ApiError('BOT_CHECK_REQUIRED', 'x', 400), login, en)
    expect(placed.botCheck).toBe(true)
    expect(placed.fields).toEqual({ captchaCode: 'Please type the code shown in the picture.' })
  })

  it('puts the server’s own field messages by their fields, and the rest above the button', () => {
    const error = new ApiError('VALIDATION_FAILED', 'x', 400, {
      'address.street': 'Please enter the street.',
      nickname: 'No such field',
    })
    const placed = placeFailure(error, ['address', 'email'], en)
    expect(placed.fields).toEqual({ 'address.street': 'Please enter the street.' })
    expect(placed.form).toBe(
      'Some information is missing or not valid. Please check and try again.',
    )
  })
})
