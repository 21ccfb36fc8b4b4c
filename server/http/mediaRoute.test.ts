import { promisify } from 'node:util'
import { gunzip } from 'node:zlib'
import type { KyselyPlugin } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/database'
import { call, startTestServer, type TestServer, testDatabase } from '../testing/harness'
import { versionCheckMs } from './catalogueVersion'

// a poster large enough to be worth compressing
const poster = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 400">${'<rect width="10" height="10"/>'.repeat(60)}</svg>`
const photo = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4])

const insertImages = async (db: Database['db']) => {
  await db
    .insertInto('media')
    .values([
      { path: '/images/events/8001.svg', content_type: 'image/svg+xml', body: Buffer.from(poster) },
      { path: '/images/banners/1.jpg', content_type: 'image/jpeg', body: photo },
    ])
    .execute()
}

let server: TestServer
const mediaReads = { count: 0 }
beforeAll(async () => {
  const database = await testDatabase()
  // counts the queries that read images, to see which answers came from memory
  const counting: KyselyPlugin = {
    transformQuery(args) {
      if (JSON.stringify(args.node).includes('"media"')) mediaReads.count += 1
      return args.node
    },
    transformResult: async (args) => args.result,
  }
  server = await startTestServer({
    database: { ...database, db: database.db.withPlugin(counting) },
    seed: ({ db }) => insertImages(db),
  })
})
afterAll(() => server.close())

const get = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers })

describe('images from the database', () => {
  it('are served with their type, a day of caching and an ETag', async () => {
    const answer = await get('/images/banners/1.jpg')
    expect(answer.statusCode).toBe(200)
    expect(answer.headers['content-type']).toBe('image/jpeg')
    expect(answer.headers['cache-control']).toBe('public, max-age=86400')
    expect(answer.headers.etag).toMatch(/^"[\w-]+"$/)
    expect(answer.rawPayload).toEqual(photo)
  })

  it('answer 304 when the browser has the image already', async () => {
    const first = await get('/images/banners/1.jpg')
    const again = await get('/images/banners/1.jpg', {
      'if-none-match': String(first.headers.etag),
    })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
  })

  it('send a poster drawn in SVG gzipped to a browser that accepts it', async () => {
    const answer = await get('/images/events/8001.svg', { 'accept-encoding': 'gzip' })
    expect(answer.headers['content-type']).toBe('image/svg+xml')
    expect(answer.headers['content-encoding']).toBe('gzip')
    expect(answer.headers.vary).toBe('Accept-Encoding')
    expect((await promisify(gunzip)(answer.rawPayload)).toString()).toBe(poster)
  })

  it('answer a missing image with the 404 error body', async () => {
    const answer = await call(server, '/images/events/9999.svg?locale=en_US')
    expect(answer.status).toBe(404)
    expect(answer.body).toEqual({
      code: 'NOT_FOUND',
      message: 'Sorry, what you are looking for cannot be found.',
    })
  })

  it('come from memory after the first request', async () => {
    await get('/images/events/8001.svg')
    const before = mediaReads.count
    for (let i = 0; i < 3; i++) await get('/images/events/8001.svg')
    expect(mediaReads.count).toBe(before)
  })

  it('show a replaced image once the catalogue version has been checked again', async () => {
    await get('/images/events/8001.svg')
    const replaced = '<svg xmlns="http://www.w3.org/2000/svg"><circle r="5"/></svg>'
    await server.database.db
      .updateTable('media')
      .set({ body: Buffer.from(replaced) })
      .where('path', '=', '/images/events/8001.svg')
      .execute()
    server.clock.now = new Date(server.clock.now.getTime() + versionCheckMs)
    expect((await get('/images/events/8001.svg')).body).toBe(replaced)
  })
})
