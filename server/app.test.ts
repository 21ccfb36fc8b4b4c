import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, startTestServer, type TestServer } from './testing/harness'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

describe('the API server', () => {
  it('answers a public operation from the database', async () => {
    const answer = await call(server, '/api/is_hot_event.do')
    expect(answer).toMatchObject({ status: 200, body: { isHotEvent: false } })
  })

  it('answers an unknown API path with the contract 404 in the request language', async () => {
    const answer = await call(server, '/api/no-such-thing.do?locale=en_US')
    expect(answer.status).toBe(404)
    expect(answer.body).toEqual({
      code: 'NOT_FOUND',
      message: 'Sorry, what you are looking for cannot be found.',
    })
    const chinese = await call(server, '/api/no-such-thing.do')
    expect(chinese.body.code).toBe('NOT_FOUND')
    expect(chinese.body.message).toMatch(/[\u4e00-\u9fff]/)
  })

  it('refuses a parameter the contract does not allow with VALIDATION_FAILED naming the field', async () => {
    const answer = await call(server, '/api/event/abc.do?locale=en_US')
    expect(answer.status).toBe(400)
    expect(answer.body.code).toBe('VALIDATION_FAILED')
    expect(Object.keys(answer.body.fields ?? {})).toContain('eventId')
  })

  it('refuses broken JSON with a 400, not a 500', async () => {
    const answer = await call(server, {
      method: 'POST',
      url: '/api/user/login.do?locale=en_US',
      headers: { 'content-type': 'application/json' },
      payload: '{"loginId":',
    })
    expect(answer.status).toBe(400)
    expect(answer.body.code).toBe('VALIDATION_FAILED')
  })
})

describe('odd addresses', () => {
  it('answers a path that is not valid percent-encoding with a 400 error body', async () => {
    const answer = await call(server, '/api/event/%E0.do?locale=en_US')
    expect(answer.status).toBe(400)
    expect(answer.body.code).toBe('VALIDATION_FAILED')
  })
})
