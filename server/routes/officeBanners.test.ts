// The home's banners in the box office (issue #35): an event manager reorders, adds, changes and
// removes banners, and the home's banner list (a cached answer, read by another server process
// sharing the database) shows the change at once; every change is in the audit log, and a bad
// link, a missing language or an unknown banner is refused without changing anything.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/database'
import { versionCheckMs } from '../http/catalogueVersion'
import { type HttpTestServer, startHttpTestServer } from '../http/testServer'
import { call, startTestServer, type TestServer, testDatabase } from '../testing/harness'
import { staffToken } from '../testing/staffSessions'

const now = new Date('2026-12-01T15:00:00+08:00')
const day = 86_400_000
const title = (en: string) => ({ en, 'zh-Hant': `${en}（繁）`, 'zh-Hans': `${en}（简）` })

let database: Database
let office: TestServer
let home: HttpTestServer
let manager: string

beforeAll(async () => {
  database = await testDatabase()
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')
  await database.db
    .insertInto('media')
    .values(
      ['/images/banners/1.svg', '/images/banners/2.svg', '/images/events/8001.svg'].map((path) => ({
        path,
        content_type: 'image/svg+xml',
        body: svg,
      })),
    )
    .execute()
  await database.db
    .insertInto('banners')
    .values(
      [1, 2].map((id) => ({
        id,
        title: JSON.stringify(title(`Banner ${id}`)),
        image_url: `/images/banners/${id}.svg`,
        link_url: `/Event/800${id}`,
        starts_at: new Date(+now - 2 * day),
        ends_at: new Date(+now + 20 * day),
        sort: id,
      })),
    )
    .execute()
  home = await startHttpTestServer({ database, now, config: { apiCacheMs: 60_000 } })
  office = await startTestServer({ database, now })
  manager = await staffToken(database.db, 'event_manager')
})
afterAll(async () => {
  await home?.close()
  await office?.close()
})

const send = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
  token = manager,
) =>
  call(office, {
    method,
    url,
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  })
/** The home's banner list as the other process answers it, half a second later (it checks the
 * catalogue version at most every `versionCheckMs`). */
const homeBanners = async () => {
  home.clock.now = new Date(+home.clock.now + versionCheckMs)
  return (await home.app.inject({ method: 'GET', url: '/data/bannerList.json' }))
    .json()
    .data.map((banner: { id: number; linkUrl: string }) => [banner.id, banner.linkUrl])
}
const audits = () =>
  database.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', 'like', '%OfficeBanner')
    .orderBy('id')
    .execute()
const form = {
  title: title('Winter gala'),
  imageUrl: '/images/events/8001.svg',
  linkUrl: 'https://www.citytix.hk/offers',
  startsAt: '2026-11-30T00:00:00+08:00',
  endsAt: '2026-12-20T00:00:00+08:00',
}

describe('the home’s banners in the box office', () => {
  it('lists the banners in the home’s order with the images to choose from, to event managers only', async () => {
    const answer = await send('GET', '/api/office/banners')
    expect(answer.status).toBe(200)
    expect(answer.body.data.map((b: { id: number }) => b.id)).toEqual([1, 2])
    expect(answer.body.images).toEqual([
      '/images/banners/1.svg',
      '/images/banners/2.svg',
      '/images/events/8001.svg',
    ])
    for (const role of ['customer_service', 'door_staff'] as const) {
      const token = await staffToken(database.db, role)
      expect((await send('GET', '/api/office/banners', undefined, token)).status, role).toBe(403)
      const move = await send('POST', '/api/office/banners/2/move', { direction: 'up' }, token)
      expect(move.status, role).toBe(403)
    }
  })

  it('moves a banner up, and the home’s cached list shows the new order at once', async () => {
    expect(await homeBanners()).toEqual([
      [1, '/Event/8001'],
      [2, '/Event/8002'],
    ])
    const moved = await send('POST', '/api/office/banners/2/move', { direction: 'up' })
    expect(moved.status).toBe(200)
    expect(moved.body.data.map((b: { id: number }) => b.id)).toEqual([2, 1])
    expect(await homeBanners()).toEqual([
      [2, '/Event/8002'],
      [1, '/Event/8001'],
    ])
    // the first moved up stays first
    const again = await send('POST', '/api/office/banners/2/move', { direction: 'up' })
    expect(again.body.data.map((b: { id: number }) => b.id)).toEqual([2, 1])
    const [entry, ...rest] = await audits()
    expect(rest).toEqual([])
    expect(entry?.target).toBe('banner:2')
    expect(entry?.before).toEqual({ order: [1, 2] })
    expect(entry?.after).toEqual({ order: [2, 1] })
  })

  it('adds a banner at the end, changes it and removes it, the home following each time', async () => {
    const added = await send('POST', '/api/office/banners', form)
    expect(added.status).toBe(200)
    const created = added.body.data.at(-1)
    expect(created).toMatchObject({ id: 3, title: form.title, imageUrl: form.imageUrl })
    expect(await homeBanners()).toEqual([
      [2, '/Event/8002'],
      [1, '/Event/8001'],
      [3, 'https://www.citytix.hk/offers'],
    ])
    const changed = await send('PUT', '/api/office/banners/3', { ...form, linkUrl: '/Event/8001' })
    expect(changed.status).toBe(200)
    expect((await homeBanners()).at(-1)).toEqual([3, '/Event/8001'])
    const up = await send('POST', '/api/office/banners/3/move', { direction: 'up' })
    expect(up.body.data.map((b: { id: number }) => b.id)).toEqual([2, 3, 1])
    const removed = await send('DELETE', '/api/office/banners/3')
    expect(removed.status).toBe(200)
    expect(await homeBanners()).toEqual([
      [2, '/Event/8002'],
      [1, '/Event/8001'],
    ])
    const entries = (await audits()).filter((entry) => entry.target === 'banner:3')
    expect(entries.map((entry) => entry.action)).toEqual([
      'createOfficeBanner',
      'updateOfficeBanner',
      'moveOfficeBanner',
      'deleteOfficeBanner',
    ])
    expect(entries[1]?.before).toMatchObject({ linkUrl: 'https://www.citytix.hk/offers' })
    expect(entries[1]?.after).toMatchObject({ linkUrl: '/Event/8001' })
    expect(entries[3]?.after).toBeNull()
  })

  it('refuses a bad link, a missing language, an image not offered and an end before the start, changing nothing', async () => {
    const before = (await audits()).length
    for (const linkUrl of [
      'javascript:alert(1)',
      'http://citytix.hk/',
      '//evil.example/',
      'https://',
    ]) {
      const answer = await send('POST', '/api/office/banners', { ...form, linkUrl })
      expect(answer.status, linkUrl).toBe(400)
      expect(Object.keys(answer.body.fields), linkUrl).toEqual(['linkUrl'])
    }
    const answer = await send('PUT', '/api/office/banners/1', {
      ...form,
      title: { ...form.title, 'zh-Hans': ' ' },
      imageUrl: '/images/elsewhere.svg',
      endsAt: '2026-11-29T00:00:00+08:00',
    })
    expect(answer.status).toBe(400)
    expect(answer.body.code).toBe('VALIDATION_FAILED')
    expect(Object.keys(answer.body.fields).sort()).toEqual(['endsAt', 'imageUrl', 'title.zh-Hans'])
    expect(answer.body.fields['title.zh-Hans']).toBe('Write the title in this language.')
    expect((await audits()).length).toBe(before)
    expect(await homeBanners()).toEqual([
      [2, '/Event/8002'],
      [1, '/Event/8001'],
    ])
  })

  it('answers NOT_FOUND for a banner there is not', async () => {
    for (const [method, url, body] of [
      ['PUT', '/api/office/banners/99', form],
      ['DELETE', '/api/office/banners/99', undefined],
      ['POST', '/api/office/banners/99/move', { direction: 'down' }],
    ] as const) {
      const answer = await send(method, url, body)
      expect(answer.status, `${method} ${url}`).toBe(404)
      expect(answer.body.code).toBe('NOT_FOUND')
    }
  })
})
