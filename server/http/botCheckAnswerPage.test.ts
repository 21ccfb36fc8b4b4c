import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, startTestServer, type TestServer } from '../testing/harness'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

describe('the bot-check answer page for browser tests (NODE_ENV=test only)', () => {
  it('answers the code of a picture the server drew, and the code passes the check', async () => {
    const picture = await call(server, { url: '/api/captcha.do' })
    const id = String(picture.body.captchaId)
    const answer = await call(server, { url: `/dev/bot-check/${id}` })
    expect(answer.status).toBe(200)
    expect(String(answer.body.captchaCode)).toMatch(/^[A-Z0-9]{5}$/)
  })

  it('knows nothing of a picture it never drew', async () => {
    const answer = await call(server, { url: '/dev/bot-check/never-drawn' })
    expect(answer.status, JSON.stringify(answer.body)).toBe(404)
  })
})
