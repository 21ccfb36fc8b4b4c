import { describe, expect, it } from 'vitest'
import { problems } from '../testing/problems'
import { memberInfoSchema } from './memberInfo'

const valid = {
  email: 'taiman@example.com',
  confirmEmail: 'taiman@example.com',
  title: 'miss',
  name: 'Chan Siu Ling',
  gender: 'female',
  birthMonth: 12,
  birthDay: 31,
  country: 'HK',
  province: 'HK',
  area: 'NT',
  district: 'ST',
  street: '2 Sha Tin Centre Street',
  building: 'Block 3',
  mobileAreaCode: '852',
  mobileNumber: '51234567',
}

describe('member info', () => {
  it('accepts the member details with a gender', () => {
    expect(problems(memberInfoSchema, valid)).toEqual({})
  })
  it('leaves gender optional', () => {
    expect(problems(memberInfoSchema, { ...valid, gender: undefined })).toEqual({})
  })
  it('refuses a gender not on the list', () => {
    expect(problems(memberInfoSchema, { ...valid, gender: 'x' })).toEqual({
      gender: 'Please choose a gender from the list.',
    })
  })
  it('asks the new email to be confirmed', () => {
    expect(problems(memberInfoSchema, { ...valid, email: 'new@example.com' })).toEqual({
      confirmEmail: 'The two email addresses do not match.',
    })
  })
})
