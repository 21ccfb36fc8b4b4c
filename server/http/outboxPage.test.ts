import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sendMail } from '../mail/outbox'
import { call, startTestServer, type TestServer } from '../testing/harness'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({
    now: new Date('2026-12-10T04:00:00Z'),
    seed: async ({ db }, now) => {
      const mail = (to: string, subject: string, text: string, minutes: number) =>
        sendMail(
          db,
          undefined,
          { to, subject, text, html: '<p>unused</p>' },
          new Date(+now + minutes * 60_000),
        )
      await mail('siuming@example.com.hk', 'Older', 'The first mail.', 0)
      await mail(
        'siuming@example.com.hk',
        'Activate your Citytix account',
        'Open https://www.citytix.hk/en_us/Activation.html?token=abc-123 within 24 hours.',
        5,
      )
      await mail('other@example.com.hk', '<script>alert(1)</script>', 'a & b < c "d"', 10)
    },
  })
})
afterAll(() => server.close())

const page = (query = '', headers: Record<string, string> = {}) =>
  call(server, { url: `/dev/outbox${query}`, headers })

describe('the outbox page', () => {
  it('shows every mail newest first, with its recipient, time and clickable links', async () => {
    const answer = await page('?lang=en')
    expect(answer.status).toBe(200)
    expect(answer.headers['content-type']).toMatch(/^text\/html/)
    const html = String(answer.body)
    const order = ['&#60;script&#62;', 'Activate your Citytix account', 'Older'].map((text) =>
      html.indexOf(text),
    )
    expect(order.every((at) => at > 0)).toBe(true)
    expect(order).toEqual([...order].sort((a, b) => a - b))
    expect(html).toContain('To: siuming@example.com.hk')
    expect(html).toContain('2026-12-10 12:05')
    expect(html).toContain(
      '<a href="https://www.citytix.hk/en_us/Activation.html?token=abc-123">https://www.citytix.hk/en_us/Activation.html?token=abc-123</a>',
    )
  })

  it('keeps one address’s mail with ?to=', async () => {
    const html = String((await page('?lang=en&to=Other@Example.com.hk')).body)
    expect(html).toContain('To: other@example.com.hk')
    expect(html).not.toContain('siuming@example.com.hk')
  })

  it('escapes what mails contain and runs no script, under the site’s security policy', async () => {
    const answer = await page()
    const html = String(answer.body)
    expect(html).not.toContain('<script')
    expect(html).toContain('a &#38; b &#60; c &#34;d&#34;')
    expect(answer.headers['content-security-policy']).toContain("script-src 'self'")
  })

  it('speaks the visitor’s language', async () => {
    expect(String((await page()).body)).toContain('寄件匣')
    expect(String((await page('', { 'accept-language': 'zh-CN,zh;q=0.9' })).body)).toContain(
      '发件箱',
    )
    expect(String((await page('?lang=en')).body)).toContain('<html lang="en"')
  })

  it('is not there in production', async () => {
    const production = await startTestServer({ config: { production: true } })
    try {
      const answer = await call(production, '/dev/outbox')
      expect(answer).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } })
    } finally {
      await production.close()
    }
  })
})
