// A JSON body says what type each value is: a value of another type is refused, never read as
// something else (true as performance 1, 1.5e308 as the name "1.5e+308", null as false). Query
// strings and form-encoded bodies carry only text, so there the contract's numbers and booleans
// are still read from their digits and words.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { document } from '../../server/contract/contract'
import { startSession } from '../../server/services/sessions'
import { call, startTestServer, type TestServer } from '../../server/testing/harness'
import { insertMember } from '../../server/testing/members'

let server: TestServer
let token = ''
let memberId = 0
beforeAll(async () => {
  server = await startTestServer({
    seed: async ({ db }) => {
      memberId = await insertMember(db, 'types@example.com.hk')
      token = (await startSession(db, memberId, new Date())).token
    },
  })
})
afterAll(() => server?.close())

const post = (url: string, payload: unknown) =>
  call(server, {
    method: 'POST',
    url: `${url}?locale=en_US`,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  })

const example = (document.components.examples as Record<string, { value: unknown }>)
  .MemberInfoUpdate?.value as Record<string, unknown>
const update = (changes: Record<string, unknown>) => ({
  ...example,
  email: 'types@example.com.hk',
  confirmEmail: 'types@example.com.hk',
  ...changes,
})

describe('a JSON body of the wrong type', () => {
  it.each([
    ['true for a performance', { performanceId: true, seatIds: ['A-1'] }],
    ['a numeric string for a performance', { performanceId: '1', seatIds: ['A-1'] }],
    ['a number for a seat', { performanceId: 1, seatIds: [1] }],
    ['null for a performance', { performanceId: null, seatIds: ['A-1'] }],
    ['a one-item array for a performance', { performanceId: [1], seatIds: ['A-1'] }],
  ])('is refused in a hold: %s', async (_, body) => {
    const answer = await post('/api/basket/hold.do', body)
    expect(answer.status).toBe(400)
    expect(answer.body.code).toBe('VALIDATION_FAILED')
  })

  it.each([
    ['a number for the first name', { firstName: 1.5e308 }],
    ['a number for the last name', { lastName: 42 }],
    ['null for opting out of marketing', { optOutDirectMarketing: null }],
    ['a string for opting out of marketing', { optOutDirectMarketing: 'false' }],
    ['a number for opting out of marketing', { optOutDirectMarketing: 0 }],
    ['a string for the birthday month', { birthday: { month: '8', day: 18 } }],
    ['a boolean for the mobile number', { mobile: { areaCode: '852', number: true } }],
    ['a string for the interests', { interests: 'sports' }],
  ])('is refused in a member-info update, and nothing changes: %s', async (_, changes) => {
    const answer = await post('/api/Member/MemberInfo.do', update(changes))
    expect(answer.status).toBe(400)
    expect(answer.body.code).toBe('VALIDATION_FAILED')
    const row = await server.database.db
      .selectFrom('members')
      .select(['first_name', 'last_name', 'opt_out_direct_marketing'])
      .where('id', '=', memberId)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({
      first_name: 'Siu Ming',
      last_name: 'Wong',
      opt_out_direct_marketing: false,
    })
  })

  it('of the right types is taken', async () => {
    const answer = await post('/api/Member/MemberInfo.do', update({}))
    expect(answer.status).toBe(200)
  })
})

describe('text that carries numbers', () => {
  it('in a query string is still read as the number it spells', async () => {
    const answer = await call(server, '/api/event/999999.do?locale=en_US')
    expect(answer.status).toBe(404)
  })

  it('in a form-encoded body is still read as the value it spells', async () => {
    const answer = await call(server, {
      method: 'POST',
      url: '/ContactUs.do?locale=en_US',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        name: 'Chan Tai Man',
        email: 'taiman.chan@example.com.hk',
        contactNumber: '91234567',
        content: 'When do the tickets arrive?',
      }).toString(),
    })
    expect(answer.status).toBe(200)
  })
})
