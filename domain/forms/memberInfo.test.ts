import { describe, expect, it } from 'vitest'
import { problems } from '../testing/problems'
import { memberInfoSchema } from './memberInfo'

const valid = {
  email: 'taiman@example.com',
  confirmEmail: 'taiman@example.com',
  title: 'Miss',
  firstName: 'Siu Ling',
  lastName: 'Chan',
  gender: 'female',
  birthday: { month: 12, day: 31 },
  address: {
    country: 'HK',
    province: 'HK-ALL',
    area: 'HK-NT',
    district: 'HK-NT-ST',
    street: '2 Sha Tin Centre Street',
    building: 'Block 3',
  },
  mobile: { areaCode: '852', number: '51234567' },
  interests: ['dance'],
  optOutDirectMarketing: true,
  cardLayout: 'compact',
}

describe('member info', () => {
  it('accepts the member details with a gender and a card layout', () => {
    expect(problems(memberInfoSchema, valid)).toEqual({})
  })
  it('leaves gender and card layout out when they are not changed', () => {
    expect(
      problems(memberInfoSchema, { ...valid, gender: undefined, cardLayout: undefined }),
    ).toEqual({})
  })
  it('lets a member keep their gender to themselves', () => {
    expect(problems(memberInfoSchema, { ...valid, gender: 'undisclosed' })).toEqual({})
  })
  it('refuses a gender or card layout not on the list', () => {
    expect(problems(memberInfoSchema, { ...valid, gender: 'x', cardLayout: 'grid' })).toEqual({
      gender: 'Please choose a gender from the list.',
      cardLayout: 'Please make a choice.',
    })
  })
  it('asks the new email to be confirmed', () => {
    expect(problems(memberInfoSchema, { ...valid, email: 'new@example.com' })).toEqual({
      confirmEmail: 'The two email addresses do not match.',
    })
  })
})
