import { describe, expect, it } from 'vitest'
import { problems } from '../testing/problems'
import { registrationSchema } from './registration'

const valid = {
  email: 'taiman@example.com',
  confirmEmail: 'taiman@example.com',
  password: 'secret123',
  confirmPassword: 'secret123',
  title: 'Mr',
  firstName: 'Tai Man',
  lastName: 'Chan',
  birthday: { month: 2, day: 29 },
  address: {
    country: 'HK',
    province: 'HK-ALL',
    area: 'HK-KLN',
    district: 'HK-KLN-YTM',
    street: '1 Nathan Road',
    building: 'Flat A, 10/F, Happy Building',
  },
  mobile: { areaCode: '852', number: '91234567' },
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

  it('accepts the bot check’s answer alongside the form', () => {
    expect(check({ captchaId: 'b1c2d3', captchaCode: 'K7M2Q' })).toEqual({})
  })

  it('says what is missing when the form is sent empty', () => {
    expect(problems(registrationSchema, {})).toEqual({
      email: 'Please enter your email address.',
      password: 'Please enter your password.',
      title: 'Please choose a title.',
      firstName: 'Please enter your first name.',
      lastName: 'Please enter your last name.',
      'birthday.month': 'Please choose a valid birthday (month and day).',
      'birthday.day': 'Please choose a valid birthday (month and day).',
      'address.country': 'Please choose a country or region.',
      'address.province': 'Please choose a province.',
      'address.area': 'Please choose an area.',
      'address.district': 'Please choose a district.',
      'address.street': 'Please enter the street.',
      'address.building': 'Please enter the building.',
      'mobile.areaCode': 'Please enter the area code: 1 to 4 digits, such as 852 for Hong Kong.',
      'mobile.number': 'Please enter your mobile number.',
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
    [{ title: 'Dr' }, { title: 'Please choose a title.' }],
    [{ title: 'mr' }, { title: 'Please choose a title.' }],
    [{ title: 'Mrs' }, {}],
    [
      { acceptTerms: false },
      { acceptTerms: 'Please read through and agree the Terms & Conditions by ticking the box.' },
    ],
    [
      { interests: ['movie', 'knitting'] },
      { 'interests.1': 'Please choose your interests from the list.' },
    ],
    [{ interests: [] }, {}],
    [{ interests: undefined, optOutDirectMarketing: undefined }, {}],
    [{ nickname: 'Ah Man' }, { nickname: expect.any(String) }],
  ])('with %j answers %j', (change, expected) => {
    expect(check(change)).toEqual(expected)
  })

  describe('names', () => {
    it('needs both first and last names', () => {
      expect(check({ lastName: '' })).toEqual({ lastName: 'Please enter your last name.' })
      expect(check({ firstName: ' ' })).toEqual({ firstName: 'Please enter your first name.' })
    })
    it.each([
      [{ firstName: 'x'.repeat(30) }, {}],
      [{ firstName: 'x'.repeat(31) }, { firstName: 'Please enter at most 30 characters.' }],
      [{ lastName: 'x'.repeat(31) }, { lastName: 'Please enter at most 30 characters.' }],
      // a Hong Kong name character outside the Basic Multilingual Plane counts once
      [{ lastName: '𠝹'.repeat(30) }, {}],
    ])('limits lengths: %j answers %j', (change, expected) => {
      expect(check(change)).toEqual(expected)
    })
  })

  describe('birthday', () => {
    const invalid = { 'birthday.day': 'Please choose a valid birthday (month and day).' }
    it.each([
      [1, 31, {}],
      [2, 29, {}],
      [2, 30, invalid],
      [4, 30, {}],
      [4, 31, invalid],
      [12, 31, {}],
      [13, 1, { 'birthday.month': 'Please choose a valid birthday (month and day).' }],
      [0, 1, { 'birthday.month': 'Please choose a valid birthday (month and day).' }],
      [6, 0, invalid],
      [6, 1.5, invalid],
    ])('month %d day %d answers %j', (month, day, expected) => {
      expect(check({ birthday: { month, day } })).toEqual(expected)
    })
  })

  describe('mobile number', () => {
    const hongKong = {
      'mobile.number': 'Please enter an 8-digit Hong Kong mobile number, without the area code.',
    }
    const other = { 'mobile.number': 'Please enter a valid area code and mobile number.' }
    it.each([
      ['852', '91234567', {}],
      ['852', '9123456', hongKong],
      ['852', '85291234567', hongKong],
      ['852', '21234567', hongKong],
      ['852', '6123 4567', hongKong],
      ['86', '13800138000', {}],
      ['86', '12', other],
      [
        '',
        '91234567',
        {
          'mobile.areaCode':
            'Please enter the area code: 1 to 4 digits, such as 852 for Hong Kong.',
        },
      ],
    ])('area code %j with %j answers %j', (areaCode, number, expected) => {
      expect(check({ mobile: { areaCode, number } })).toEqual(expected)
    })
  })

  it('limits street and building to 100 characters', () => {
    const address = { ...valid.address, street: 'x'.repeat(100), building: 'y'.repeat(100) }
    expect(check({ address })).toEqual({})
    expect(check({ address: { ...address, street: 'x'.repeat(101) } })).toEqual({
      'address.street': 'Please enter at most 100 characters.',
    })
  })

  it('trims what it keeps but counts the length as typed', () => {
    const result = problems(registrationSchema, {
      ...valid,
      firstName: '  Tai Man  ',
    })
    expect(result).toEqual({})
    expect(check({ firstName: ` ${'x'.repeat(30)}` })).toEqual({
      firstName: 'Please enter at most 30 characters.',
    })
  })
})
