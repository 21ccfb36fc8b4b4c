// Integers the database cannot hold (its columns are 32-bit) are bad input: every integer of
// openapi.yaml carries its range, so the contract's check refuses 2^31 or 1.5e308 with the
// catalogue's 400 before any statement is sent (the database once answered "out of range for
// type integer", which reached the client as "Server is busy").
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { document } from '../../server/contract/contract'
import { startSession } from '../../server/services/sessions'
import { solveBotCheck } from '../../server/testing/botCheck'
import { call, startTestServer, type TestServer } from '../../server/testing/harness'
import { insertMember } from '../../server/testing/members'

/** Every schema of the document that can be an integer, with where it is. */
function integerSchemas(node: unknown, at: string[] = []): [string, Record<string, unknown>][] {
  if (Array.isArray(node)) return node.flatMap((item, i) => integerSchemas(item, [...at, `${i}`]))
  if (!node || typeof node !== 'object') return []
  const schema = node as Record<string, unknown>
  const type = schema.type
  const own: [string, Record<string, unknown>][] =
    type === 'integer' || (Array.isArray(type) && type.includes('integer'))
      ? [[at.join('/'), schema]]
      : []
  return [
    ...own,
    ...Object.entries(schema).flatMap(([key, value]) => integerSchemas(value, [...at, key])),
  ]
}

describe('the integers of openapi.yaml', () => {
  it('each have a range that a JavaScript number and their column can hold', () => {
    const unbounded = integerSchemas(document)
      .filter(([, schema]) => !('const' in schema) && !('enum' in schema))
      .filter(
        ([, schema]) =>
          typeof schema.minimum !== 'number' ||
          typeof schema.maximum !== 'number' ||
          schema.maximum > Number.MAX_SAFE_INTEGER ||
          schema.minimum < -Number.MAX_SAFE_INTEGER,
      )
      .map(([where]) => where)
    expect(unbounded).toEqual([])
  })
})

let server: TestServer
let token = ''
beforeAll(async () => {
  server = await startTestServer({
    seed: async ({ db }) => {
      const memberId = await insertMember(db, 'ranges@example.com.hk')
      token = (await startSession(db, memberId, new Date())).token
    },
  })
})
afterAll(() => server?.close())

const tooLarge = [2147483648, 1.5e308, -2147483649]

describe('an integer past its range', () => {
  it.each([
    ['a hold', '/api/basket/hold.do', (n: number) => ({ performanceId: n, seatIds: ['A-1'] })],
    [
      'a hold’s price zone',
      '/api/basket/hold.do',
      (n: number) => ({ performanceId: 1, quantities: [{ priceZoneId: n, quantity: 1 }] }),
    ],
    ['notices read', '/api/user/personalNotice/read.do', (n: number) => ({ noticeIds: [n] })],
    [
      'a cinema booking',
      '/api/cinema/booking.do',
      async (n: number) => ({
        showId: n,
        seatIds: ['A-1'],
        tickets: [{ ticketClass: 'regular', quantity: 1 }],
        ...(await solveBotCheck(server)),
        courier: false,
      }),
    ],
  ])('in %s is refused as invalid, in the request’s language', async (_, url, body) => {
    for (const n of tooLarge) {
      const answer = await call(server, {
        method: 'POST',
        url: `${url}?locale=en_US`,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload: JSON.stringify(await body(n)),
      })
      expect(answer.status, `${url} ${n}`).toBe(400)
      expect(answer.body.code).toBe('VALIDATION_FAILED')
      expect(answer.body.message).toMatch(/[A-Za-z]/)
    }
  })

  it('in a path is refused as invalid, not looked up', async () => {
    const answer = await call(server, '/api/event/2147483648.do?locale=en_US')
    expect(answer.status).toBe(400)
    expect(answer.body.code).toBe('VALIDATION_FAILED')
  })
})
