// Every error, from whichever layer answers it, is the contract's Error body with the security
// headers, in the request's language: a handler's refusal, Fastify's own (a bad percent-encoding,
// a path parameter past its length), the card-image upload, and what Node's HTTP parser refuses
// before Fastify sees anything (answered on the raw socket). The language comes from the
// `locale` or `lang` parameter, the `lang` and `locale` cookies or Accept-Language, as the site
// chooses it; a request that tells none is answered in Traditional Chinese.
import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorBody } from '../../domain/errorBody'
import type { ErrorCode } from '../../domain/errorCodes'
import type { Locale } from '../../domain/preferences'
import { i18nFor } from '../../server/i18n'
import { startTestServer, type TestServer } from '../../server/testing/harness'

let server: TestServer
let port = 0
beforeAll(async () => {
  server = await startTestServer()
  await server.app.listen({ port: 0, host: '127.0.0.1' })
  port = (server.app.server.address() as { port: number }).port
})
afterAll(() => server?.close())

interface Answer {
  status: number
  headers: Record<string, string | string[] | number | undefined>
  body: string
}

/** Bytes as a client put them on the wire, and the answer the server wrote back. */
function raw(bytes: Buffer | string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    const chunks: Buffer[] = []
    socket.on('data', (chunk) => chunks.push(chunk))
    socket.on('error', reject)
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8')
      const end = text.indexOf('\r\n\r\n')
      const [statusLine = '', ...lines] = text.slice(0, end).split('\r\n')
      const headers: Record<string, string> = {}
      for (const line of lines) {
        const at = line.indexOf(':')
        headers[line.slice(0, at).toLowerCase()] = line.slice(at + 1).trim()
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: text.slice(end + 4) })
    })
    socket.end(typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : bytes)
  })
}

function expectCatalogue(answer: Answer, code: ErrorCode, locale: Locale, what: string) {
  expect(answer.status, what).toBeGreaterThanOrEqual(400)
  expect(answer.status, what).toBeLessThan(500)
  expect(String(answer.headers['content-type']), what).toMatch(/^application\/json/)
  expect(answer.headers['x-content-type-options'], what).toBe('nosniff')
  expect(String(answer.headers['content-security-policy']), what).toContain("default-src 'self'")
  // a refused field also names the field, in the same language
  const { fields, ...body } = JSON.parse(answer.body)
  expect(body, what).toEqual(errorBody(code, i18nFor(locale)))
  if (fields) expect(Object.values(fields), what).toContain(body.message)
}

const inject = async (url: string, headers: Record<string, string> = {}, method = 'GET') => {
  const answer = await server.app.inject({ method: method as 'GET', url, headers })
  return { status: answer.statusCode, headers: answer.headers, body: answer.body }
}

describe('a request Node’s HTTP parser refuses', () => {
  const cases: [string, string][] = [
    [
      'a control character in a header',
      'GET /api/is_hot_event.do?locale=en_US HTTP/1.1\r\nHost: a\r\nX-Odd: a\x01b\r\n\r\n',
    ],
    [
      'a malformed chunked body',
      'POST /api/user/login.do?locale=en_US HTTP/1.1\r\nHost: a\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n',
    ],
    [
      'a Content-Length that is not a number',
      'POST /api/user/login.do?locale=en_US HTTP/1.1\r\nHost: a\r\nContent-Type: application/json\r\nContent-Length: 1x\r\n\r\n{}',
    ],
    [
      'two different Content-Lengths',
      'POST /api/user/login.do?locale=en_US HTTP/1.1\r\nHost: a\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}',
    ],
    [
      'a raw byte above 0x7F in the path',
      'GET /api/event/\xff\xfe.do?locale=en_US HTTP/1.1\r\nHost: a\r\n\r\n',
    ],
  ]
  it.each(cases)('is a catalogue error in the request’s language: %s', async (what, bytes) => {
    expectCatalogue(await raw(bytes), 'VALIDATION_FAILED', 'en', what)
  })

  it('reads the language from lang, the cookies and Accept-Language too', async () => {
    const broken = (line: string, headers: string) =>
      raw(`${line}\r\nHost: a\r\n${headers}X-Odd: \x01\r\n\r\n`)
    expectCatalogue(
      await broken('GET /api/is_hot_event.do?lang=en HTTP/1.1', ''),
      'VALIDATION_FAILED',
      'en',
      'lang',
    )
    expectCatalogue(
      await broken('GET /api/is_hot_event.do HTTP/1.1', 'Cookie: theme=night; lang=zh_cn\r\n'),
      'VALIDATION_FAILED',
      'zh-Hans',
      'lang cookie',
    )
    expectCatalogue(
      await broken('GET /api/is_hot_event.do HTTP/1.1', 'Accept-Language: en-GB,en;q=0.8\r\n'),
      'VALIDATION_FAILED',
      'en',
      'Accept-Language',
    )
  })

  it('is answered in the default language when nothing in it can be read', async () => {
    expectCatalogue(await raw('\x00\x01\x02 nonsense\r\n\r\n'), 'VALIDATION_FAILED', 'zh-Hant', '')
  })
})

describe('an address Fastify refuses', () => {
  const long = 'x'.repeat(201)
  it.each([
    ['a percent sign that starts no character', '/api/event/%E0.do'],
    ['an overlong encoding', '/api/event/%C0%AE%C0%AE.do'],
    ['a path parameter over 200 characters', `/api/event/${long}.do`],
    ['a bad encoding outside the API', '/%E0'],
  ])('is a catalogue error in the request’s language: %s', async (what, path) => {
    for (const [query, headers, locale] of [
      ['?locale=en_US', {}, 'en'],
      ['?lang=zh_CN', {}, 'zh-Hans'],
      ['', { cookie: 'locale=en_US' }, 'en'],
      ['', { 'accept-language': 'zh-CN' }, 'zh-Hans'],
      ['', {}, 'zh-Hant'],
    ] as const) {
      const answer = await inject(`${path}${query}`, headers)
      const code = answer.status === 404 ? 'NOT_FOUND' : 'VALIDATION_FAILED'
      expectCatalogue(answer, code, locale, `${what} ${query} ${JSON.stringify(headers)}`)
    }
  })
})

describe('the API', () => {
  it('reads lang where it reads locale, and the browser’s language when neither is there', async () => {
    expectCatalogue(await inject('/api/nothing.do?lang=en'), 'NOT_FOUND', 'en', 'lang')
    expectCatalogue(
      await inject('/api/event/abc.do', { 'accept-language': 'en' }),
      'VALIDATION_FAILED',
      'en',
      'Accept-Language',
    )
    // the API's own parameter wins over the browser
    expectCatalogue(
      await inject('/api/nothing.do?locale=zh_CN', { 'accept-language': 'en' }),
      'NOT_FOUND',
      'zh-Hans',
      'locale',
    )
  })

  it('answers a card-image upload’s failure in the uploader’s language', async () => {
    const answer = await inject(
      '/uploads/txn-change/not-a-key/card-front.png?expires=1&signature=x',
      { 'accept-language': 'en-US', 'content-type': 'image/png' },
      'PUT',
    )
    expectCatalogue(answer, 'IMAGE_UPLOAD_FAILED', 'en', 'upload')
  })
})
