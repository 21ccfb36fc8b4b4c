// The site switches in the box office (issue #35), on two server processes sharing one
// database, as a real site runs: what staff change on one is what the other answers, its home's
// first view grey from the first paint within seconds, and each change in the audit log.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/database'
import { fakeIndexHtml, makeFakeDist } from '../http/fakeDist'
import { type FirstViewAssets, firstViewAssetsFile } from '../http/firstViewAssets'
import type { DrawFirstView } from '../http/firstViewPage'
import { type HttpTestServer, startHttpTestServer } from '../http/testServer'
import { siteConfigKeptMs } from '../services/siteConfig'
import { call, startTestServer, type TestServer, testDatabase } from '../testing/harness'
import { staffToken } from '../testing/staffSessions'

const assets: FirstViewAssets = { styles: ['/assets/home-Zz99.css'], entry: [] }
const draw: DrawFirstView = async (path) => ({ html: `<p>${path}</p>`, locale: 'en' })

// a Tuesday afternoon in Hong Kong: the weekly window is tomorrow 00:00–02:00
const now = new Date('2026-12-01T15:00:00+08:00')
const hour = 3_600_000
const iso = (instant: number) => new Date(instant).toISOString()

const ordinary = {
  hotEvent: false,
  showWishList: true,
  specificPeriodGray: null,
  customerServiceChatUrl: null,
  maintenance: null,
}
const notice = {
  en: 'Closed for an upgrade.',
  'zh-Hant': '系統升級，暫停服務。',
  'zh-Hans': '系统升级，暂停服务。',
}

let database: Database
let office: TestServer
let other: HttpTestServer
let dist: Awaited<ReturnType<typeof makeFakeDist>>
let manager: string

beforeAll(async () => {
  database = await testDatabase()
  // the weekly window as the seed writes it
  await database.db
    .insertInto('site_config')
    .values({
      key: 'maintenance',
      value: JSON.stringify({
        startsAt: '2026-12-02T00:00:00+08:00',
        endsAt: '2026-12-02T02:00:00+08:00',
        notice: { en: 'Weekly maintenance.', 'zh-Hant': '每週維護。', 'zh-Hans': '每周维护。' },
      }),
    })
    .execute()
  dist = await makeFakeDist()
  writeFileSync(join(dist.dir, firstViewAssetsFile), JSON.stringify(assets))
  other = await startHttpTestServer({
    database,
    now,
    drawFirstView: draw,
    config: { distDir: dist.dir, apiCacheMs: 60_000 },
  })
  office = await startTestServer({ database, now })
  manager = await staffToken(database.db, 'event_manager')
})
afterAll(async () => {
  await other?.close()
  await office?.close()
  dist?.remove()
})

const put = (body: unknown, token = manager) =>
  call(office, {
    method: 'PUT',
    url: '/api/office/switches',
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
    payload: body as Record<string, unknown>,
  })
const otherConfig = async () =>
  (await other.app.inject({ method: 'GET', url: '/data/config.json' })).json()
const otherHome = async () =>
  (await other.app.inject({ method: 'GET', url: '/en_us/Events.html' })).body
const audits = () =>
  database.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', 'updateSiteSwitches')
    .orderBy('id')
    .execute()
/** Both processes' clocks, moved together. */
const moveClocks = (ms: number) => {
  office.clock.now = new Date(+office.clock.now + ms)
  other.clock.now = new Date(+other.clock.now + ms)
}

describe('the site switches in the box office', () => {
  it('shows an event manager the switches, the weekly maintenance window as none of their own', async () => {
    const answer = await call(office, {
      method: 'GET',
      url: '/api/office/switches',
      headers: { authorization: `Bearer ${manager}` },
    })
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual(ordinary)
  })

  it('refuses customer service and door staff', async () => {
    for (const role of ['customer_service', 'door_staff'] as const) {
      const token = await staffToken(database.db, role)
      expect((await put(ordinary, token)).status, role).toBe(403)
    }
    expect(await audits()).toEqual([])
  })

  it('changes what the other process answers at once, and writes who changed what to the audit log', async () => {
    const changed = {
      hotEvent: true,
      showWishList: false,
      specificPeriodGray: null,
      customerServiceChatUrl: 'https://chat.citytix.hk/widget',
      maintenance: null,
    }
    const answer = await put(changed)
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual(changed)
    const config = await otherConfig()
    expect(config.showWishList).toBe(false)
    expect(config.customerServiceChatUrl).toBe('https://chat.citytix.hk/widget')
    const hot = await other.app.inject({ method: 'GET', url: '/api/is_hot_event.do' })
    expect(hot.json()).toEqual({ isHotEvent: true })
    const [entry] = await audits()
    expect(entry?.target).toBe('siteSwitches')
    expect(entry?.before).toEqual(ordinary)
    expect(entry?.after).toEqual(changed)
    await put(ordinary)
  })

  it('refuses a chat address that is not https, a period that ends before it starts and a notice missing a language, changing nothing', async () => {
    const before = (await audits()).length
    const plainHttp = await put({ ...ordinary, customerServiceChatUrl: 'http://chat.citytix.hk/' })
    expect(plainHttp.status).toBe(400)
    expect(Object.keys(plainHttp.body.fields)).toEqual(['customerServiceChatUrl'])
    const answer = await put({
      ...ordinary,
      customerServiceChatUrl: 'https://',
      specificPeriodGray: {
        effectiveFrom: '2026-12-03T00:00:00+08:00',
        effectiveTo: '2026-12-02T00:00:00+08:00',
      },
      maintenance: {
        startsAt: '2026-12-05T01:00:00+08:00',
        endsAt: '2026-12-05T03:00:00+08:00',
        notice: { ...notice, 'zh-Hans': ' ' },
      },
    })
    expect(answer.status).toBe(400)
    expect(answer.body.code).toBe('VALIDATION_FAILED')
    expect(Object.keys(answer.body.fields).sort()).toEqual([
      'customerServiceChatUrl',
      'notice.zh-Hans',
      'specificPeriodGray',
    ])
    expect(answer.body.fields.customerServiceChatUrl).toContain('https://')
    expect(answer.body.fields.specificPeriodGray).toBe(
      'The grayscale period must end after it starts.',
    )
    expect((await audits()).length).toBe(before)
    expect((await otherConfig()).customerServiceChatUrl).toBeNull()
  })

  it("announces staff's maintenance window instead of the weekly one until it has ended", async () => {
    expect((await otherConfig()).maintenance.startsAt).toBe('2026-12-02T00:00:00+08:00')
    const window = {
      startsAt: '2026-12-01T22:00:00+08:00',
      endsAt: '2026-12-02T04:00:00+08:00',
      notice,
    }
    expect((await put({ ...ordinary, maintenance: window })).status).toBe(200)
    expect((await otherConfig()).maintenance).toEqual(window)
    // after it, the weekly window comes back: next Wednesday's
    moveClocks(14 * hour)
    try {
      const weekly = (await otherConfig()).maintenance
      expect(weekly.startsAt).toBe('2026-12-09T00:00:00+08:00')
      expect(weekly.notice.en).toBe('Weekly maintenance.')
    } finally {
      moveClocks(-14 * hour)
    }
    expect((await put(ordinary)).status).toBe(200)
    expect((await otherConfig()).maintenance.startsAt).toBe('2026-12-02T00:00:00+08:00')
  })

  it("greys the other process's home from its first paint within seconds of the period being set, and gives it its colour back", async () => {
    expect(await otherHome()).toContain('<html lang="en" data-first-view>')
    const at = +other.clock.now
    const gray = { effectiveFrom: iso(at - hour), effectiveTo: iso(at + hour) }
    expect((await put({ ...ordinary, specificPeriodGray: gray })).status).toBe(200)
    moveClocks(siteConfigKeptMs)
    expect(await otherHome()).toContain('<html lang="en" data-first-view data-grayscale="on">')
    expect((await otherConfig()).specificPeriodGray).toEqual(gray)
    expect((await put(ordinary)).status).toBe(200)
    moveClocks(siteConfigKeptMs)
    const home = await otherHome()
    expect(home).toContain('<html lang="en" data-first-view>')
    expect(home).not.toBe(fakeIndexHtml)
  })
})
