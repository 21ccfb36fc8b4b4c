import { describe, expect, it } from 'vitest'
import { problems } from '../testing/problems'
import { registrationSchema } from './registration'

const valid = {
  email: 'taiman@example.com',
  confirmEmail: 'taiman@example.com',
  password: 'secret123',
  confirmPassword: 'secret123',
  title: 'mr',
  firstName: 'Tai Man',
  lastName: 'Chan',
  birthMonth: '2',
  birthDay: '29',
  country: 'HK',
  province: 'HK',
  area: 'KLN',
  district: 'YTM',
  street: '1 Nathan Road',
  building: 'Flat A, 10/F, Happy Building',
  mobileNumber: '91234567',
  interests: ['movie', 'popConcert'],
  optOutDirectMarketing: false,
  acceptTerms: true,
}
const check = (change: Record<string, unknown>) =>
  problems(registrationSchema, { ...valid, ...change })

describe('registration', () => {
  it('accepts a complete form', () => {
    expect(check({})).toEqual({})
  })

  it('says what is missing when the form is sent empty', () => {
    expect(problems(registrationSchema, {})).toEqual({
      email: 'Please enter your email address.',
      password: 'Please enter your password.',
      title: 'Please choose a title.',
      birthDay: 'Please choose a valid birthday (month and day).',
      country: 'Please choose a country or region.',
      province: 'Please choose a province.',
      area: 'Please choose an area.',
      district: 'Please choose a district.',
      street: 'Please enter the street.',
      building: 'Please enter the building.',
      mobileNumber: 'Please enter your mobile number.',
      firstName: 'Please enter your first name.',
      lastName: 'Please enter your last name.',
      acceptTerms: 'Please read through and agree the Terms & Conditions by ticking the box.',
    })
  })

  it.each([
    [
      { confirmEmail: 'taiman@example.org' },
      { confirmEmail: 'The two email addresses do not match.' },
    ],
    [{ confirmEmail: ' taiman@example.com ' }, {}],
    [{ confirmPassword: 'secret124' }, { confirmPassword: 'The two passwords do not match.' }],
    [
      { password: 'abcdefg', confirmPassword: 'abcdefg' },
      { password: 'Password must be 8 to 20 characters.' },
    ],
    [{ password: 'abcdefgh', confirmPassword: 'abcdefgh' }, {}],
    [{ password: 'a'.repeat(20), confirmPassword: 'a'.repeat(20) }, {}],
    [
      { password: 'a'.repeat(21), confirmPassword: 'a'.repeat(21) },
      { password: 'Password must be 8 to 20 characters.' },
    ],
    [{ title: 'dr' }, { title: 'Please choose a title.' }],
    [{ title: 'mrs' }, {}],
    [
      { acceptTerms: false },
      { acceptTerms: 'Please read through and agree the Terms & Conditions by ticking the box.' },
    ],
    [
      { interests: ['movie', 'knitting'] },
      { 'interests.1': 'Please choose your interests from the list.' },
    ],
    [{ interests: [] }, {}],
  ])('with %j answers %j', (change, expected) => {
    expect(check(change)).toEqual(expected)
  })

  describe('names', () => {
    it('takes one full name instead of first and last names', () => {
      expect(check({ firstName: '', lastName: '', name: 'Chan Tai Man' })).toEqual({})
      expect(check({ firstName: undefined, lastName: undefined, name: '' })).toEqual({
        name: 'Please enter your name.',
      })
    })
    it('needs both first and last names when there is no full name', () => {
      expect(check({ lastName: '' })).toEqual({ lastName: 'Please enter your last name.' })
      expect(check({ firstName: ' ' })).toEqual({ firstName: 'Please enter your first name.' })
    })
    it.each([
      [{ firstName: 'x'.repeat(30) }, {}],
      [{ firstName: 'x'.repeat(31) }, { firstName: 'Please enter at most 30 characters.' }],
      [{ lastName: 'x'.repeat(31) }, { lastName: 'Please enter at most 30 characters.' }],
      [{ name: 'x'.repeat(50) }, {}],
      [{ name: 'x'.repeat(51) }, { name: 'Please enter at most 50 characters.' }],
    ])('limits lengths: %j answers %j', (change, expected) => {
      expect(check(change)).toEqual(expected)
    })
  })

  describe('birthday', () => {
    const invalid = { birthDay: 'Please choose a valid birthday (month and day).' }
    it.each([
      [1, 31, {}],
      [2, 29, {}],
      [2, 30, invalid],
      [4, 30, {}],
      [4, 31, invalid],
      [12, 31, {}],
      [13, 1, invalid],
      [0, 1, invalid],
      [6, 0, invalid],
    ])('month %i day %i answers %j', (birthMonth, birthDay, expected) => {
      expect(check({ birthMonth, birthDay })).toEqual(expected)
    })
  })

  describe('mobile number', () => {
    const hongKong = {
      mobileNumber: 'Please enter an 8-digit Hong Kong mobile number, without the area code.',
    }
    const other = { mobileNumber: 'Please enter a valid area code and mobile number.' }
    it.each([
      ['', '91234567', {}],
      ['852', '6123 4567', {}],
      ['', '9123456', hongKong],
      ['', '85291234567', hongKong],
      ['', '21234567', hongKong],
      ['86', '13800138000', {}],
      ['86', '12', other],
    ])('area code %j with %j answers %j', (mobileAreaCode, mobileNumber, expected) => {
      expect(check({ mobileAreaCode, mobileNumber })).toEqual(expected)
    })
  })

  it('limits street and building to 100 characters', () => {
    expect(check({ street: 'x'.repeat(100), building: 'y'.repeat(100) })).toEqual({})
    expect(check({ street: 'x'.repeat(101) })).toEqual({
      street: 'Please enter at most 100 characters.',
    })
  })
})
