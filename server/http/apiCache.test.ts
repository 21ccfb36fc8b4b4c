import { promisify } from 'node:util'
import { brotliDecompress, gunzip } from 'node:zlib'
import type { KyselyPlugin } from 'kysely'
import { afterEach, describe, expect, it } from 'vitest'
import { operations } from '../contract/contract'
import type { Database } from '../db/database'
import { catalogueHandlers } from '../routes/catalogue'
import { fixtureNow, insertCatalogueFixture } from '../testing/catalogueFixture'
import { testDatabase } from '../testing/harness'
import { renderingsPerAddress } from './apiCache'
import { cacheableOperations } from './cacheableOperations'
import { versionCheckMs } from './catalogueVersion'
import type { Handlers } from './handler'
import { counted, type HttpTestServer, startHttpTestServer } from './testServer'

const seed = ({ db }: Database) => insertCatalogueFixture(db)
const servers: HttpTestServer[] = []
afterEach(async () => {
  for (const server of servers.splice(0).reverse()) await server.close()
})

/** A server over the catalogue fixture whose event detail and event list handlers are counted. */
async function start(options: { database?: Database; handlers?: Handlers } = {}) {
  const detail = counted(catalogueHandlers.getEventDetail)
  const list = counted(catalogueHandlers.getEventList)
  const server = await startHttpTestServer({
    now: fixtureNow,
    ...(options.database ? {} : { seed }),
    ...(options.database ? { database: options.database } : {}),
    handlers: { getEventDetail: detail.handler, getEventList: list.handler, ...options.handlers },
  })
  servers.push(server)
  return { server, detailCalls: detail.calls, listCalls: list.calls }
}

const get = (server: HttpTestServer, url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers })

const renameEvent = (database: Database, title: string) =>
  database.db
    .updateTable('events')
    .set({ title: JSON.stringify({ en: title, 'zh-Hant': title, 'zh-Hans': title }) })
    .where('id', '=', 8001)
    .execute()

const later = (server: HttpTestServer, ms: number) => {
  server.clock.now = new Date(server.clock.now.getTime() + ms)
}

describe('cached catalogue answers', () => {
  it('serves a second call from memory without running the handler again', async () => {
    const { server, detailCalls } = await start()
    const first = await get(server, '/api/event/8001.do?locale=en_US')
    const second = await get(server, '/api/event/8001.do?locale=en_US')
    expect(first.statusCode).toBe(200)
    expect(second.json()).toEqual(first.json())
    expect(second.headers.etag).toBe(first.headers.etag)
    expect(detailCalls.count).toBe(1)
  })

  it('sends a first rendering once: nothing is sent again after it (no warning logged)', async () => {
    const lines: string[] = []
    const detail = counted(catalogueHandlers.getEventDetail)
    const server = await startHttpTestServer({
      now: fixtureNow,
      seed,
      handlers: { getEventDetail: detail.handler },
      logger: { level: 'warn', stream: { write: (line: string) => lines.push(line) } },
    })
    servers.push(server)
    for (const encoding of ['br', 'identity']) {
      later(server, 60_000)
      const answer = await get(server, '/api/event/8001.do?locale=en_US', {
        'accept-encoding': encoding,
      })
      expect(answer.statusCode).toBe(200)
    }
    expect(detail.calls.count).toBe(2)
    expect(lines).toEqual([])
  })

  it('ignores the app’s t timestamp but keeps languages apart', async () => {
    const { server, listCalls } = await start()
    await get(server, '/data/utsvEventList.json?t=1700000000000&locale=en_US')
    await get(server, '/data/utsvEventList.json?locale=en_US&t=1700000009999')
    expect(listCalls.count).toBe(1)
    await get(server, '/data/utsvEventList.json?t=1700000000000&locale=zh_CN')
    expect(listCalls.count).toBe(2)
    // zh_TW is the default locale: asking for it by name is the same answer
    await get(server, '/data/utsvEventList.json?t=1')
    await get(server, '/data/utsvEventList.json?t=2&locale=zh_TW')
    expect(listCalls.count).toBe(3)
  })

  it('still refuses a malformed t or locale after the answer is cached', async () => {
    const { server } = await start()
    expect((await get(server, '/data/utsvEventList.json?t=1')).statusCode).toBe(200)
    for (const url of [
      '/data/utsvEventList.json?t=soon',
      '/data/utsvEventList.json?t=1&locale=fr_FR',
    ]) {
      const answer = await get(server, url)
      expect(answer.statusCode, url).toBe(400)
      expect(answer.json().code, url).toBe('VALIDATION_FAILED')
    }
  })

  it('keys on the other query parameters', async () => {
    const { server, listCalls } = await start()
    const all = await get(server, '/data/utsvEventList.json?t=1')
    const macau = await get(server, '/data/utsvEventList.json?t=2&region=macau')
    expect(listCalls.count).toBe(2)
    expect(macau.json().total).toBeLessThan(all.json().total)
  })

  it('reads the database once for requests that differ only in parameters the contract does not declare', async () => {
    const database = await testDatabase()
    await seed(database)
    const statements = { count: 0 }
    const counting: KyselyPlugin = {
      transformQuery(args) {
        if (!JSON.stringify(args.node).includes('"catalogue_version"')) statements.count += 1
        return args.node
      },
      transformResult: async (args) => args.result,
    }
    try {
      const { server, detailCalls, listCalls } = await start({
        database: { ...database, db: database.db.withPlugin(counting) },
      })
      for (const [url, calls] of [
        ['/data/utsvEventList.json?locale=en_US', listCalls],
        ['/api/event/8001.do?locale=en_US', detailCalls],
      ] as const) {
        const first = await get(server, `${url}&t=1`)
        expect(first.statusCode).toBe(200)
        const rendering = statements.count
        const busted = await Promise.all(
          Array.from({ length: 50 }, (_, i) =>
            get(server, `${url}&bust=${i}-${Math.random()}&t=${1_700_000_000_000 + i}`),
          ),
        )
        expect(busted.map((answer) => answer.statusCode)).toEqual(busted.map(() => 200))
        expect(new Set(busted.map((answer) => answer.body))).toEqual(new Set([first.body]))
        expect(statements.count, url).toBe(rendering)
        expect(calls.count, url).toBe(1)
      }
    } finally {
      for (const server of servers.splice(0).reverse()) await server.close()
      await database.close()
    }
  })

  it('keys on a parameter’s value as the contract reads it, not on how it is spelled', async () => {
    const { server, detailCalls, listCalls } = await start()
    for (const url of ['/api/event/8001.do', '/api/event/08001.do', '/api/event/0008001.do'])
      expect((await get(server, url)).statusCode, url).toBe(200)
    expect(detailCalls.count).toBe(1)
    for (const url of [
      '/data/utsvEventList.json?page=1',
      '/data/utsvEventList.json?page=01',
      '/data/utsvEventList.json?page=001&t=5',
    ])
      expect((await get(server, url)).statusCode, url).toBe(200)
    expect(listCalls.count).toBe(1)
  })

  it('tells an address that leads too many renderings to wait, and no one else', async () => {
    const { server, listCalls } = await start()
    const page = (n: number, remoteAddress = '203.0.113.9') =>
      server.app.inject({ url: `/data/utsvEventList.json?page=${n}&locale=en_US`, remoteAddress })
    for (let n = 1; n <= renderingsPerAddress.max; n++) {
      expect((await page(n)).statusCode).toBe(200)
    }
    const refused = await page(renderingsPerAddress.max + 1)
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' })
    // what is in memory is still served to it, and another address renders as before
    expect((await page(1)).statusCode).toBe(200)
    expect((await page(renderingsPerAddress.max + 1, '198.51.100.4')).statusCode).toBe(200)
    expect(listCalls.count).toBe(renderingsPerAddress.max + 1)
    later(server, renderingsPerAddress.windowMs)
    expect((await page(renderingsPerAddress.max + 2)).statusCode).toBe(200)
  })

  it('shows a changed event title once the catalogue version has been checked again', async () => {
    const { server, detailCalls } = await start()
    const before = await get(server, '/api/event/8001.do?locale=en_US')
    expect(before.json().title.en).toBe('Harbour Lights Pop Concert')

    await renameEvent(server.database, 'Harbour Lights: Encore')
    // within the version check interval the answer in memory is still served
    later(server, versionCheckMs - 1)
    expect((await get(server, '/api/event/8001.do?locale=en_US')).json().title.en).toBe(
      'Harbour Lights Pop Concert',
    )
    later(server, 1)
    const after = await get(server, '/api/event/8001.do?locale=en_US')
    expect(after.json().title.en).toBe('Harbour Lights: Encore')
    expect(after.headers.etag).not.toBe(before.headers.etag)
    expect(detailCalls.count).toBe(2)
  })

  it('renders again after the time-to-live even when nothing changed (lists follow the clock)', async () => {
    const { server, listCalls } = await start()
    await get(server, '/data/utsvEventList.json?t=1')
    later(server, 9_000)
    await get(server, '/data/utsvEventList.json?t=2')
    expect(listCalls.count).toBe(1)
    later(server, 1_000)
    await get(server, '/data/utsvEventList.json?t=3')
    expect(listCalls.count).toBe(2)
  })

  it('shows a change made through this server at once, without waiting for the version check', async () => {
    const { server, detailCalls } = await start({
      handlers: {
        submitContactForm: async (_input, ctx) => {
          await renameEvent({ ...server.database, db: ctx.db }, 'Renamed by a write')
          return { reference: 'C-1' } as never
        },
      },
    })
    await get(server, '/api/event/8001.do?locale=en_US')
    const write = await server.app.inject({
      method: 'POST',
      url: '/ContactUs.do?locale=en_US',
      payload: new URLSearchParams({
        name: 'Chan Tai Man',
        email: 'taiman.chan@example.com.hk',
        contactNumber: '+852 9123 4567',
        content: 'Hello',
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(write.statusCode).toBe(200)
    const after = await get(server, '/api/event/8001.do?locale=en_US')
    expect(after.json().title.en).toBe('Renamed by a write')
    expect(detailCalls.count).toBe(2)
  })

  it('keeps two servers on one database correct: each sees the other’s change after its check', async () => {
    const database = await testDatabase()
    await seed(database)
    try {
      const a = await start({ database })
      const b = await start({ database })
      await get(a.server, '/api/event/8001.do?locale=en_US')
      await get(b.server, '/api/event/8001.do?locale=en_US')
      await renameEvent(database, 'Changed elsewhere')
      later(a.server, versionCheckMs)
      later(b.server, versionCheckMs)
      for (const { server } of [a, b]) {
        const answer = await get(server, '/api/event/8001.do?locale=en_US')
        expect(answer.json().title.en).toBe('Changed elsewhere')
      }
    } finally {
      for (const server of servers.splice(0).reverse()) await server.close()
      await database.close()
    }
  })

  it('answers 304 to a client that already has the answer', async () => {
    const { server, detailCalls } = await start()
    const first = await get(server, '/api/event/8001.do?locale=en_US')
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/)
    const again = await get(server, '/api/event/8001.do?locale=en_US', {
      'if-none-match': String(first.headers.etag),
    })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    expect(again.headers.etag).toBe(first.headers.etag)
    const changed = await get(server, '/api/event/8001.do?locale=en_US', {
      'if-none-match': '"something-else"',
    })
    expect(changed.statusCode).toBe(200)
    expect(detailCalls.count).toBe(1)
  })

  it('sends gzip and brotli bodies that decode to the same JSON, chosen by Accept-Encoding', async () => {
    const { server } = await start()
    const url = '/data/utsvEventList.json?t=1&locale=en_US'
    const plain = await get(server, url)
    const gzipped = await get(server, url, { 'accept-encoding': 'gzip' })
    const brotli = await get(server, url, { 'accept-encoding': 'gzip, deflate, br' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(gzipped.headers['content-encoding']).toBe('gzip')
    expect(brotli.headers['content-encoding']).toBe('br')
    for (const answer of [plain, gzipped, brotli]) {
      expect(answer.headers.vary).toBe('Accept-Encoding')
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8')
    }
    expect(JSON.parse((await promisify(gunzip)(gzipped.rawPayload)).toString())).toEqual(
      plain.json(),
    )
    expect(JSON.parse((await promisify(brotliDecompress)(brotli.rawPayload)).toString())).toEqual(
      plain.json(),
    )
    // each encoding has its own tag; any of them tells the server the client has this answer
    expect(new Set([plain, gzipped, brotli].map((a) => a.headers.etag)).size).toBe(3)
    const revalidated = await get(server, url, {
      'accept-encoding': 'br',
      'if-none-match': String(gzipped.headers.etag),
    })
    expect(revalidated.statusCode).toBe(304)
  })

  it('renders once for many requests that miss at the same moment', async () => {
    const { server, listCalls } = await start()
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => get(server, `/data/utsvEventList.json?t=${i}`)),
    )
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200])
    expect(new Set(answers.map((a) => a.body)).size).toBe(1)
    expect(listCalls.count).toBe(1)
  })

  it('never keeps an error', async () => {
    const { server, detailCalls } = await start()
    for (let i = 0; i < 2; i++) {
      const missing = await get(server, '/api/event/9999.do?locale=en_US')
      expect(missing.statusCode).toBe(404)
      expect(missing.json().code).toBe('NOT_FOUND')
    }
    expect(detailCalls.count).toBe(2)
  })

  it('goes to the handler on every call when the cache is turned off', async () => {
    const detail = counted(catalogueHandlers.getEventDetail)
    const server = await startHttpTestServer({
      now: fixtureNow,
      seed,
      handlers: { getEventDetail: detail.handler },
      config: { apiCacheMs: 0 },
    })
    servers.push(server)
    await get(server, '/api/event/8001.do')
    await get(server, '/api/event/8001.do')
    expect(detail.calls.count).toBe(2)
  })

  it('reads the catalogue version at most once per interval, not once per request', async () => {
    const database = await testDatabase()
    await seed(database)
    const versionReads = { count: 0 }
    const counting: KyselyPlugin = {
      transformQuery(args) {
        if (JSON.stringify(args.node).includes('"catalogue_version"')) versionReads.count += 1
        return args.node
      },
      transformResult: async (args) => args.result,
    }
    try {
      const { server } = await start({
        database: { ...database, db: database.db.withPlugin(counting) },
      })
      await Promise.all(
        Array.from({ length: 5 }, () => get(server, '/api/event/8001.do?locale=en_US')),
      )
      for (let i = 0; i < 5; i++) await get(server, '/api/event/8001.do?locale=en_US')
      expect(versionReads.count).toBe(1)
      later(server, versionCheckMs)
      await get(server, '/api/event/8001.do?locale=en_US')
      expect(versionReads.count).toBe(2)
    } finally {
      for (const server of servers.splice(0).reverse()) await server.close()
      await database.close()
    }
  })
})

describe('which operations are cached', () => {
  const cached = cacheableOperations(operations)

  it('caches the data files and the catalogue reads', () => {
    for (const id of [
      'getBannerList',
      'getEventList',
      'getCategoryList',
      'getHelpPage',
      'getFaqList',
      'getEventDetail',
      'searchEvents',
      'getMovie',
      'getPointPackages',
    ]) {
      expect(cached, id).toContain(id)
    }
  })

  it('never caches the site switches, seat plans or member operations', () => {
    for (const id of [
      'getConfig',
      'getIsHotEvent',
      'getPerformanceSeatPlan',
      'getCinemaSeatPlan',
      'getCinemaSchedule',
      'getMemberInfo',
      'getFavourites',
      'getBasket',
      'getCaptcha',
    ]) {
      expect(cached, id).not.toContain(id)
    }
  })
})
