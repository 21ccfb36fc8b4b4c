import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fixtureNow, insertCatalogueFixture } from '../testing/catalogueFixture'
import { type HttpTestServer, startHttpTestServer } from './testServer'

let server: HttpTestServer
beforeAll(async () => {
  server = await startHttpTestServer({
    now: fixtureNow,
    seed: ({ db }) => insertCatalogueFixture(db),
  })
})
afterAll(() => server.close())

const plan = (headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url: '/api/performance/800201/seatPlan.do', headers })

describe('an answer PostgreSQL wrote (a seat plan)', () => {
  it('goes gzipped to a client that takes gzip, as the same JSON', async () => {
    const plain = await plan()
    expect(plain.headers['content-encoding']).toBeUndefined()
    const zipped = await plan({ 'accept-encoding': 'br;q=0.9, gzip' })
    expect(zipped.headers['content-encoding']).toBe('gzip')
    expect(zipped.headers.vary).toContain('Accept-Encoding')
    expect(zipped.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3)
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(plain.json())
  })

  it('goes in brotli to a client that takes brotli but not gzip', async () => {
    const plain = await plan()
    const answer = await plan({ 'accept-encoding': 'br' })
    expect(answer.headers['content-encoding']).toBe('br')
    expect(String(answer.headers.vary).toLowerCase()).toContain('accept-encoding')
    expect(JSON.parse(brotliDecompressSync(answer.rawPayload).toString())).toEqual(plain.json())
  })

  it('goes as it is to a client that refuses gzip', async () => {
    const answer = await plan({ 'accept-encoding': 'gzip;q=0, identity' })
    expect(answer.headers['content-encoding']).toBeUndefined()
    expect(answer.json().performanceId).toBe(800201)
  })
})
