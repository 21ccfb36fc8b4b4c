import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, startTestServer, type TestServer } from '../testing/harness'
import { hasNulByte } from './nulBytes'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

describe('a NUL character in a request', () => {
  it('is found in any string, key or nested value of a body', () => {
    expect(hasNulByte({ a: [{ b: 'x\u0000y' }] })).toBe(true)
    expect(hasNulByte({ 'k\u0000': 1 })).toBe(true)
    expect(hasNulByte({ a: ['x', 1, null, { b: 'y' }] })).toBe(false)
  })

  it('is refused as invalid input, not answered as a busy server', async () => {
    const login = await call(server, {
      method: 'POST',
      url: '/api/user/login.do?locale=en_US',
      payload: { loginId: 'a\u0000b', password: 'whatever1' },
    })
    expect(login).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } })
    const query = await call(server, '/api/event/1.do?locale=en_US&x=%00')
    expect(query).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } })
  })
})
