// The box office's events (issue #35) through the API: an event manager creates an event (a
// draft), changes it and publishes it; a draft is on no public read (list, search, its page,
// the category counts, the pop-ups, its seat plan, a hold) and a published one is on all of
// them at once, the cached answers following; refusals in the request's language; every change
// in the audit log; other roles refused.
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSession } from '../services/sessions'
import { fixtureNow, insertCatalogueFixture } from '../testing/catalogueFixture'
import { call, startTestServer, type TestServer } from '../testing/harness'
import { insertMember } from '../testing/members'
import { staffToken } from '../testing/staffSessions'

let server: TestServer
let manager = ''
let support = ''
let member = ''
beforeAll(async () => {
  server = await startTestServer({
    now: fixtureNow,
    seed: async (database) => {
      await insertCatalogueFixture(database.db)
    },
  })
  const db = server.database.db
  manager = await staffToken(db, 'event_manager')
  support = await staffToken(db, 'customer_service')
  const memberId = await insertMember(db, 'events.office@example.com.hk')
  member = (await startSession(db, memberId, fixtureNow)).token
})
afterAll(() => server.close())

const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
const form = {
  title: { en: 'Lantern Night Orchestra', 'zh-Hant': '燈籠夜管弦樂', 'zh-Hans': '灯笼夜管弦乐' },
  description: {
    en: 'Music under the lanterns.',
    'zh-Hant': '燈籠下的音樂。',
    'zh-Hans': '灯笼下的音乐。',
  },
  presenter: { en: 'Harbour Presents', 'zh-Hant': '海港呈獻', 'zh-Hans': '海港呈献' },
  category: 'music',
  venueId: 'xiqu-centre',
  ticketTypes: ['senior65', 'student'],
  maxTicketsPerTransaction: 4,
  memberTicketLimit: 6,
}
const office = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = manager) =>
  call(server, {
    method,
    url,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  })
const create = (body: object = form, locale = 'en_US') =>
  office('POST', `/api/office/events?locale=${locale}`, body)
const publish = (id: number, status: 'draft' | 'published') =>
  office('PUT', `/api/office/events/${id}/status?locale=en_US`, { status })

/** A performance (next week, general admission) with one price zone, as the performances screen makes them. */
async function addPerformance(eventId: number) {
  const db = server.database.db
  await sql`
    insert into price_zones (id, event_id, name, price_cents, sort)
    values (${eventId * 10 + 1}, ${eventId}, ${JSON.stringify({ en: 'Stalls', 'zh-Hant': '堂座', 'zh-Hans': '堂座' })}, 28000, 1)
  `.execute(db)
  await sql`
    insert into performances (id, event_id, starts_at, seating)
    values (${eventId * 100 + 1}, ${eventId}, ${new Date(+fixtureNow + 7 * 86_400_000)}, 'generalAdmission')
  `.execute(db)
  await sql`
    insert into ga_quotas (performance_id, price_zone_id, capacity)
    values (${eventId * 100 + 1}, ${eventId * 10 + 1}, 100)
  `.execute(db)
}

/** What a visitor sees of the event: its page, the list, the search and the category's count. */
async function publicView(eventId: number) {
  const [detail, list, search, categories] = await Promise.all([
    call(server, `/api/event/${eventId}.do?locale=en_US`),
    call(server, '/data/utsvEventList.json?pageSize=100'),
    call(server, `/api/search.do?q=${encodeURIComponent('lantern night')}`),
    call(server, '/data/utsvCategoryListWithUrbtix.json'),
  ])
  const ids = (body: { data: { id: number }[] }) => body.data.map((event) => event.id)
  return {
    detail,
    inList: ids(list.body).includes(eventId),
    inSearch: ids(search.body).includes(eventId),
    music: categories.body.data.find((c: { code: string }) => c.code === 'music')?.eventCount,
  }
}

describe('an event made in the box office', () => {
  it('starts as a draft that no visitor sees, and shows everywhere once published', async () => {
    const before = await publicView(1)
    const made = await create()
    expect(made.status, JSON.stringify(made.body)).toBe(201)
    expect(made.body).toMatchObject({
      status: 'draft',
      title: form.title,
      presenter: form.presenter,
      category: 'music',
      venueId: 'xiqu-centre',
      region: 'hongKong',
      // in the order buyers see them
      ticketTypes: ['student', 'senior65'],
      maxTicketsPerTransaction: 4,
      memberTicketLimit: 6,
      performanceCount: 0,
    })
    const id = made.body.id as number
    expect(id).toBeGreaterThan(100_000)
    // its poster is drawn and served
    const poster = await call(server, made.body.imageUrl)
    expect(poster.status).toBe(200)

    await addPerformance(id)
    const draft = await publicView(id)
    expect(draft.detail.status).toBe(404)
    expect(draft.detail.body.code).toBe('NOT_FOUND')
    expect(draft.inList).toBe(false)
    expect(draft.inSearch).toBe(false)
    expect(draft.music).toBe(before.music)
    // not for sale either
    const hold = await call(server, {
      method: 'POST',
      url: '/api/basket/hold.do?locale=en_US',
      headers: bearer(member),
      payload: {
        performanceId: id * 100 + 1,
        quantities: [{ priceZoneId: id * 10 + 1, quantity: 1 }],
      },
    })
    expect(hold.status).toBe(404)

    const published = await publish(id, 'published')
    expect(published.status, JSON.stringify(published.body)).toBe(200)
    expect(published.body).toMatchObject({ id, status: 'published', performanceCount: 1 })
    const shown = await publicView(id)
    expect(shown.detail.status).toBe(200)
    expect(shown.detail.body).toMatchObject({
      id,
      title: form.title,
      presenter: form.presenter,
      maxTicketsPerTransaction: 4,
    })
    expect(shown.inList).toBe(true)
    expect(shown.inSearch).toBe(true)
    expect(shown.music).toBe((before.music as number) + 1)

    // unpublished, it is gone again at once (the cached answers follow the catalogue version)
    expect((await publish(id, 'draft')).body.status).toBe('draft')
    const hidden = await publicView(id)
    expect(hidden.detail.status).toBe(404)
    expect(hidden.inList).toBe(false)
    expect(hidden.inSearch).toBe(false)
  })

  it('is changed as the form says, and each change is in the audit log with before and after', async () => {
    const id = (await create()).body.id as number
    const changed = await office('PUT', `/api/office/events/${id}?locale=en_US`, {
      ...form,
      title: { ...form.title, en: 'Lantern Night Strings' },
      presenter: { en: '', 'zh-Hant': '', 'zh-Hans': '' },
      ticketTypes: ['cssa'],
      maxTicketsPerTransaction: 2,
      memberTicketLimit: undefined,
    })
    expect(changed.status, JSON.stringify(changed.body)).toBe(200)
    expect(changed.body).toMatchObject({
      id,
      status: 'draft',
      title: { en: 'Lantern Night Strings' },
      ticketTypes: ['cssa'],
      maxTicketsPerTransaction: 2,
    })
    expect(changed.body.presenter).toBeUndefined()
    expect(changed.body.memberTicketLimit).toBeUndefined()
    const read = await office('GET', `/api/office/events/${id}`)
    expect(read.body).toEqual(changed.body)

    await publish(id, 'published')
    const audit = await server.database.db
      .selectFrom('audit_log')
      .select(['action', 'target', 'before', 'after'])
      .where('target', '=', `event:${id}`)
      .orderBy('id')
      .execute()
    expect(audit.map((entry) => entry.action)).toEqual([
      'createOfficeEvent',
      'updateOfficeEvent',
      'setOfficeEventStatus',
    ])
    expect(audit[0]?.before).toBeNull()
    expect(audit[1]?.before).toMatchObject({
      title: form.title,
      ticketTypes: ['student', 'senior65'],
    })
    expect(audit[1]?.after).toMatchObject({ title: { en: 'Lantern Night Strings' } })
    expect(audit[2]?.before).toMatchObject({ status: 'draft' })
    expect(audit[2]?.after).toMatchObject({ status: 'published' })
  })

  it('is found on the office list by title and status, drafts too', async () => {
    const id = (await create({ ...form, title: { ...form.title, en: 'Quiet Harbour Quartet' } }))
      .body.id as number
    const drafts = await office('GET', '/api/office/events?q=quiet%20quartet&status=draft')
    expect(drafts.status).toBe(200)
    expect(drafts.body.data.map((event: { id: number }) => event.id)).toEqual([id])
    expect(drafts.body.data[0]).toMatchObject({
      status: 'draft',
      venue: { id: 'xiqu-centre' },
      performanceCount: 0,
    })
    const published = await office('GET', '/api/office/events?q=quiet%20quartet&status=published')
    expect(published.body).toEqual({ data: [], total: 0 })
    // the seeded events are published
    const all = await office('GET', '/api/office/events?status=published&pageSize=100')
    expect(all.body.data.map((event: { id: number }) => event.id)).toContain(8001)
  })
})

describe('a refused event', () => {
  it('names each field left empty, in the request’s language', async () => {
    const answer = await create(
      {
        ...form,
        title: { en: 'Only English', 'zh-Hant': ' ', 'zh-Hans': '' },
        maxTicketsPerTransaction: 0,
      },
      'zh_TW',
    )
    expect(answer.status).toBe(400)
    expect(answer.body.code).toBe('VALIDATION_FAILED')
    expect(Object.keys(answer.body.fields).sort()).toEqual([
      'maxTicketsPerTransaction',
      'title.zh-Hans',
      'title.zh-Hant',
    ])
    expect(answer.body.fields['title.zh-Hant']).toMatch(/[\u4e00-\u9fff]/)
  })

  it('refuses a venue or category the catalogue does not have, and a member limit below the transaction’s', async () => {
    const venue = await create({ ...form, venueId: 'no-such-hall' })
    expect(venue.status).toBe(400)
    expect(venue.body.fields).toEqual({ venueId: 'Please choose a venue.' })
    const category = await create({ ...form, category: 'juggling' })
    expect(category.body.fields).toEqual({ category: 'Please choose a category.' })
    const limits = await create({ ...form, maxTicketsPerTransaction: 8, memberTicketLimit: 4 })
    expect(limits.status).toBe(400)
    expect(Object.keys(limits.body.fields)).toEqual(['memberTicketLimit'])
    const partial = await create({
      ...form,
      presenter: { en: 'Only English', 'zh-Hant': '', 'zh-Hans': '' },
    })
    expect(Object.keys(partial.body.fields)).toEqual(['presenter'])
  })

  it('answers NOT_FOUND for an event that does not exist', async () => {
    expect((await office('GET', '/api/office/events/99999')).status).toBe(404)
    expect((await publish(99999, 'published')).status).toBe(404)
    expect((await office('PUT', '/api/office/events/99999', form)).status).toBe(404)
  })

  it('is refused to customer service and to members', async () => {
    expect((await office('POST', '/api/office/events', form, support)).status).toBe(403)
    expect((await office('GET', '/api/office/events', undefined, support)).status).toBe(403)
    expect((await office('GET', '/api/office/events', undefined, member)).status).toBe(403)
  })
})

describe('the catalogue version', () => {
  it('changes with the concessions an event allows, so every process’s cached answers follow', async () => {
    const db = server.database.db
    const version = async () =>
      (await db.selectFrom('catalogue_version').select('version').executeTakeFirstOrThrow()).version
    const before = await version()
    await db
      .insertInto('event_ticket_types')
      .values({ event_id: 8001, ticket_type: 'cssa' })
      .execute()
    expect(await version()).toBeGreaterThan(before)
  })
})
