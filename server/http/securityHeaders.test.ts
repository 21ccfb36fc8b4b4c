import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../testing/harness'
import { fakeInlineScript, makeFakeDist } from './fakeDist'
import { inlineScriptHashes } from './securityHeaders'

let dist: Awaited<ReturnType<typeof makeFakeDist>>
let server: TestServer
beforeAll(async () => {
  dist = await makeFakeDist()
  server = await startTestServer({
    config: { distDir: dist.dir },
    seed: async ({ db }) => {
      await db
        .insertInto('media')
        .values({
          path: '/images/events/1.svg',
          content_type: 'image/svg+xml',
          body: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
        })
        .execute()
    },
  })
})
afterAll(async () => {
  await server.close()
  dist.remove()
})

/** The CSP's directives by name. */
function directives(policy: string) {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/)
      return [name, values] as const
    }),
  )
}

const everyKindOfAnswer: { what: string; method?: 'GET' | 'POST'; url: string; body?: string }[] = [
  { what: 'a page', url: '/en_us/Events.html' },
  { what: 'a hashed asset', url: '/assets/index-Ab12Cd34.js' },
  { what: 'an image', url: '/images/events/1.svg' },
  { what: 'a missing image', url: '/images/events/404.svg' },
  { what: 'an API answer', url: '/api/is_hot_event.do' },
  { what: 'a cached API answer', url: '/data/utsvEventList.json?t=1' },
  { what: 'an unknown API address', url: '/api/nothing.do' },
  { what: 'a refused parameter', url: '/api/event/abc.do' },
  { what: 'a broken JSON body', method: 'POST', url: '/api/user/login.do', body: '{"x":' },
  { what: 'a member operation without a session', url: '/api/Member/MemberInfo.do' },
  { what: 'an address that is not valid percent-encoding', url: '/%E0' },
  { what: 'a missing file', url: '/favicon.ico' },
]

describe('security headers', () => {
  it.each(everyKindOfAnswer)('are on $what', async ({ method = 'GET', url, body }) => {
    const answer = await server.app.inject({
      method,
      url,
      ...(body ? { payload: body, headers: { 'content-type': 'application/json' } } : {}),
    })
    expect(answer.statusCode).toBeLessThan(500)
    expect(answer.headers['content-security-policy']).toContain("default-src 'self'")
    expect(answer.headers['x-content-type-options']).toBe('nosniff')
    expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(answer.headers['cross-origin-opener-policy']).toBe('same-origin')
    // the test server's origin is http: HSTS would mean nothing there
    expect(answer.headers['strict-transport-security']).toBeUndefined()
  })

  it('are on a 304 too', async () => {
    const first = await server.app.inject('/')
    const again = await server.app.inject({
      url: '/',
      headers: { 'if-none-match': String(first.headers.etag) },
    })
    expect(again.statusCode).toBe(304)
    expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy'])
  })

  it('allow the page’s inline script by its hash and no other inline script', async () => {
    const policy = directives(
      String((await server.app.inject('/')).headers['content-security-policy']),
    )
    const hash = createHash('sha256').update(fakeInlineScript).digest('base64')
    expect(policy.get('script-src')).toEqual(["'self'", `'sha256-${hash}'`])
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"])
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:'])
    expect(policy.get('object-src')).toEqual(["'none'"])
    expect(policy.get('base-uri')).toEqual(["'self'"])
    expect(policy.get('form-action')).toEqual(["'self'"])
    expect(policy.get('frame-ancestors')).toEqual(["'none'"])
    expect(policy.get('require-trusted-types-for')).toEqual(["'script'"])
  })

  it('are the same, and only these, on an answer that skips every hook', async () => {
    const securityNames = (headers: Record<string, unknown>) =>
      Object.fromEntries(
        Object.entries(headers).filter(
          ([name]) =>
            !/^(content-(type|length|encoding)|etag|last-modified|cache-control|vary|date|connection|keep-alive|accept-ranges|content-language|link)$/.test(
              name,
            ),
        ),
      )
    const page = securityNames((await server.app.inject('/')).headers)
    // a path that is not valid percent-encoding is refused before any hook runs
    const refused = securityNames((await server.app.inject('/%E0')).headers)
    expect(refused).toEqual(page)
    // a same-origin resource policy would stop webmail showing our mails' images
    expect(Object.keys(page).sort()).toEqual([
      'content-security-policy',
      'cross-origin-opener-policy',
      'referrer-policy',
      'x-content-type-options',
    ])
  })

  it('ask for HTTPS only when the public address is https, for its subdomains too', async () => {
    const https = await startTestServer({
      config: { distDir: dist.dir, publicOrigin: 'https://www.citytix.hk' },
    })
    try {
      for (const url of ['/', '/api/is_hot_event.do', '/%E0']) {
        const answer = await https.app.inject(url)
        expect(answer.headers['strict-transport-security'], url).toBe(
          'max-age=31536000; includeSubDomains',
        )
      }
    } finally {
      await https.close()
    }
  })
})

describe('inline script hashes', () => {
  it('hash each inline script exactly as written and skip scripts loaded from a file', () => {
    const html =
      '<script>a()</script><script type="module" src="/x.js"></script><SCRIPT nonce="n">\nb()\n</SCRIPT>'
    const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('\nb()\n')])
  })
})
