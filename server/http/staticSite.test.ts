import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliDecompress, gunzip } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, startTestServer, type TestServer } from '../testing/harness'
import { fakeIndexHtml, fakeScript, makeFakeDist } from './fakeDist'

let dist: Awaited<ReturnType<typeof makeFakeDist>>
let server: TestServer
beforeAll(async () => {
  dist = await makeFakeDist()
  server = await startTestServer({ config: { distDir: dist.dir } })
})
afterAll(async () => {
  await server.close()
  dist.remove()
})

const get = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers })
const script = '/assets/index-Ab12Cd34.js'

describe('the build plugin', () => {
  it('precompresses text files over 1 KB and leaves small ones alone', () => {
    expect(dist.compressed).toEqual(['assets/index-Ab12Cd34.js'])
  })
})

describe('hashed assets', () => {
  it('are sent in brotli to a browser that accepts it, cached for a year as immutable', async () => {
    const answer = await get(script, { 'accept-encoding': 'gzip, deflate, br, zstd' })
    expect(answer.statusCode).toBe(200)
    expect(answer.headers['content-encoding']).toBe('br')
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(answer.headers.vary).toBe('Accept-Encoding')
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8')
    expect(answer.rawPayload).toEqual(readFileSync(join(dist.dir, `${script.slice(1)}.br`)))
    expect((await promisify(brotliDecompress)(answer.rawPayload)).toString()).toBe(fakeScript)
  })

  it('fall back to gzip, then to the plain file, as the browser accepts', async () => {
    const gzipped = await get(script, { 'accept-encoding': 'br;q=0, gzip;q=0.8' })
    expect(gzipped.headers['content-encoding']).toBe('gzip')
    expect((await promisify(gunzip)(gzipped.rawPayload)).toString()).toBe(fakeScript)

    const plain = await get(script)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.headers.vary).toBe('Accept-Encoding')
    expect(plain.body).toBe(fakeScript)
  })

  it('are sent in part when asked for a range, so a broken download resumes', async () => {
    const answer = await get(script, { range: 'bytes=7-18' })
    expect(answer.statusCode).toBe(206)
    expect(answer.headers['content-range']).toBe(`bytes 7-18/${fakeScript.length}`)
    expect(answer.body).toBe(fakeScript.slice(7, 19))
  })

  it('are sent as they are when too small to compress', async () => {
    const answer = await get('/assets/index-Ef56Gh78.css', { 'accept-encoding': 'br, gzip' })
    expect(answer.headers['content-encoding']).toBeUndefined()
    expect(answer.headers['content-type']).toBe('text/css; charset=utf-8')
    expect(answer.body).toBe('body{margin:0}')
  })
})

describe('the page', () => {
  it('is revalidated on every visit: no-cache, an ETag and a 304 when unchanged', async () => {
    const first = await get('/')
    expect(first.statusCode).toBe(200)
    expect(first.headers['cache-control']).toBe('no-cache')
    expect(first.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(first.body).toBe(fakeIndexHtml)
    const again = await get('/', { 'if-none-match': String(first.headers.etag) })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
  })

  it('answers every app route, with or without a language prefix', async () => {
    for (const url of [
      '/Events.html',
      '/en_us/Events.html',
      '/zh-hk/Help.html',
      '/zh-cn/Faq.html?section=2',
      '/en_us/Member/MemberInfo.html',
      '/Member',
      '/index.html',
    ]) {
      const answer = await get(url)
      expect(answer.statusCode, url).toBe(200)
      expect(answer.body, url).toBe(fakeIndexHtml)
      expect(answer.headers['cache-control'], url).toBe('no-cache')
    }
  })

  it('answers HEAD with the headers only', async () => {
    const answer = await server.app.inject({ method: 'HEAD', url: '/en_us/Events.html' })
    expect(answer.statusCode).toBe(200)
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(answer.body).toBe('')
  })
})

describe('old .do page addresses', () => {
  const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' }

  it('open the app in a browser, with or without a language prefix', async () => {
    for (const url of [
      '/BoxOffice.do',
      '/Tdm.do',
      '/TermsOfUse.do',
      '/FAQ2.do',
      '/en_us/BoxOffice.do',
      '/zh-hk/Tdm.do?keyword=Sha%20Tin',
    ]) {
      const answer = await get(url, html)
      expect(answer.statusCode, url).toBe(200)
      expect(answer.body, url).toBe(fakeIndexHtml)
    }
  })

  it('stay API addresses for a call that does not ask for a page, and only those four', async () => {
    for (const [url, headers] of [
      ['/BoxOffice.do', { accept: 'application/json' }],
      ['/FAQ2.do', {}],
      ['/Other.do', html],
      ['/api/BoxOffice.do', html],
    ] as const) {
      const answer = await get(url, headers)
      expect(answer.statusCode, url).toBe(404)
      expect(answer.json().code, url).toBe('NOT_FOUND')
    }
  })
})

describe('what is not a page', () => {
  it('a missing file is a 404 error, not the page', async () => {
    for (const url of ['/assets/index-Gone1234.js', '/favicon.ico', '/robots.txt']) {
      const answer = await call(server, `${url}?locale=en_US`)
      expect(answer.status, url).toBe(404)
      expect(answer.body, url).toEqual({
        code: 'NOT_FOUND',
        message: 'Sorry, what you are looking for cannot be found.',
      })
    }
  })

  it('an unknown API address keeps its JSON 404, and a post to a page is not found', async () => {
    for (const request of [
      { method: 'GET' as const, url: '/api/nothing-here.do' },
      { method: 'GET' as const, url: '/data/nothing-here.json' },
      { method: 'POST' as const, url: '/en_us/Events.html' },
    ]) {
      const answer = await call(server, request)
      expect(answer.status, request.url).toBe(404)
      expect(answer.body.code, request.url).toBe('NOT_FOUND')
    }
  })
})

describe('odd addresses', () => {
  it('never crash: bad encodings are 400, escapes and very long paths are 404', async () => {
    const cases: [string, number][] = [
      ['/%E0', 400],
      ['/en_us/%E0.html', 400],
      ['/assets/%E0%A4%A.js', 400],
      ['/images/%E0.svg', 400],
      ['/..%2f..%2fetc/passwd', 404],
      ['/assets/..%2f..%2f..%2fetc%2fpasswd', 404],
      ['/..%5c..%5cwindows%5cwin.ini', 404],
      // a NUL anywhere in a request is refused before anything reads it (http/nulBytes.ts)
      ['/en_us/%00.html', 400],
      [`/${'a'.repeat(5000)}`, 404],
      [`/en_us/${'Events/'.repeat(800)}`, 404],
    ]
    for (const [url, status] of cases) {
      const answer = await call(server, url)
      expect(answer.status, url.slice(0, 60)).toBe(status)
      expect(answer.body.code, url.slice(0, 60)).toBe(
        status === 400 ? 'VALIDATION_FAILED' : 'NOT_FOUND',
      )
    }
  })

  it('never answer 500 for long or broken API and image addresses', async () => {
    for (const url of [
      `/api/event/${'9'.repeat(400)}.do`,
      `/images/${'x/'.repeat(3000)}poster.svg`,
      '/api/event/%E0.do',
      `/data/helpPages/${'p'.repeat(300)}.json`,
    ]) {
      const answer = await call(server, url)
      expect(answer.status, url.slice(0, 60)).toBeGreaterThanOrEqual(400)
      expect(answer.status, url.slice(0, 60)).toBeLessThan(500)
      expect(typeof answer.body.code, url.slice(0, 60)).toBe('string')
    }
  })
})
