import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSession } from '../services/sessions'
import { fixtureNow, insertCatalogueFixture } from '../testing/catalogueFixture'
import { call, startTestServer, type TestServer } from '../testing/harness'
import { insertMember } from '../testing/members'

let server: TestServer
let token = ''
let otherToken = ''
beforeAll(async () => {
  server = await startTestServer({
    now: fixtureNow,
    seed: async ({ db }) => {
      await insertCatalogueFixture(db)
      token = (await startSession(db, await insertMember(db, 'fan@example.com.hk'), fixtureNow))
        .token
      const other = await insertMember(db, 'other@example.com.hk')
      otherToken = (await startSession(db, other, fixtureNow)).token
    },
  })
})
afterAll(() => server.close())

const as = (who: string, method: 'GET' | 'POST' | 'DELETE', url: string) =>
  call(server, { method, url: `${url}?locale=en_US`, headers: { authorization: `Bearer ${who}` } })
const favourites = async (who: string) =>
  ((await as(who, 'GET', '/api/user/favourites.do')).body.data as { id: number }[]).map((e) => e.id)

describe('favourites', () => {
  it('shows the events a member keeps as event cards, most recently added first', async () => {
    expect(await favourites(token)).toEqual([])
    server.clock.now = new Date(+fixtureNow + 1000)
    expect((await as(token, 'POST', '/api/user/favourite/8002.do')).status).toBe(200)
    server.clock.now = new Date(+fixtureNow + 2000)
    expect((await as(token, 'POST', '/api/user/favourite/8001.do')).status).toBe(200)
    const answer = await as(token, 'GET', '/api/user/favourites.do')
    expect(answer.body.total).toBe(2)
    expect(answer.body.data.map((e: { id: number }) => e.id)).toEqual([8001, 8002])
    expect(answer.body.data[0].title.en).toBe('Harbour Lights Pop Concert')
  })

  it('adds and removes the same event any number of times with the same result', async () => {
    await as(token, 'POST', '/api/user/favourite/8003.do')
    expect((await as(token, 'POST', '/api/user/favourite/8003.do')).status).toBe(200)
    expect((await favourites(token)).filter((id) => id === 8003)).toHaveLength(1)
    expect((await as(token, 'DELETE', '/api/user/favourite/8003.do')).status).toBe(204)
    expect((await as(token, 'DELETE', '/api/user/favourite/8003.do')).status).toBe(204)
    expect(await favourites(token)).not.toContain(8003)
  })

  it('says an event that does not exist cannot be found', async () => {
    for (const method of ['POST', 'DELETE'] as const) {
      const answer = await as(token, method, '/api/user/favourite/9999.do')
      expect(answer).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } })
    }
  })

  it('keeps each member’s favourites to themselves', async () => {
    expect(await favourites(otherToken)).toEqual([])
    await as(otherToken, 'DELETE', '/api/user/favourite/8001.do')
    expect(await favourites(token)).toContain(8001)
  })

  it('asks a visitor to log in first', async () => {
    const answer = await call(server, '/api/user/favourites.do?locale=en_US')
    expect(answer).toMatchObject({
      status: 401,
      body: { code: 'LOGIN_REQUIRED', message: 'Please login first.' },
    })
  })
})
