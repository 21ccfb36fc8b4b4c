// The demo's hot sale: seeded with its waiting room already in its pre-queue and opening ten
// minutes later, so a newcomer sees the whole cycle, and its text says what the room does.
import { afterAll, beforeAll, expect, test } from 'vitest'
import { hongKongInstant } from '../../domain/hongKongTime'
import { call, startTestServer, type TestServer } from '../testing/harness'
import { seedCatalogue } from './catalogue'
import { renewDemoWaitingRooms, seedWaitingRooms } from './waitingRoom'

const now = hongKongInstant(2026, 11, 23, 19, 0)
const minutes = (n: number) => n * 60_000
let server: TestServer

beforeAll(async () => {
  server = await startTestServer({
    now,
    seed: ({ db }, at) =>
      db.transaction().execute(async (trx) => {
        await seedCatalogue(trx, at)
        await seedWaitingRooms(trx, at)
      }),
  })
  await server.waitingRoom.step()
}, 120_000)

afterAll(async () => {
  await server?.close()
})

test('the hot sale opens ten minutes after the seed, its pre-queue thirty minutes before', async () => {
  const rooms = server.waitingRoom.rooms()
  expect(rooms.length).toBeGreaterThan(0)
  for (const room of rooms) {
    expect(+room.opensAt).toBe(+now + minutes(10))
    expect(+room.preQueueAt).toBe(+now - minutes(20))
    const answer = await call(server, `/api/waitingRoom/${room.performanceId}.do?locale=en_US`)
    expect(answer.body).toMatchObject({ open: false, seed: null })
  }
  expect((await call(server, '/api/is_hot_event.do')).body).toEqual({ isHotEvent: true })
  const [first] = rooms
  const event = await call(server, `/api/performance/${first?.performanceId}/seatPlan.do`)
  expect(event.status).toBe(403)
})

test('says the queue opens 30 minutes before sales start, which the room makes true', async () => {
  const row = await server.database.db
    .selectFrom('events')
    .innerJoin('performances', 'performances.event_id', 'events.id')
    .select(['events.description', 'events.on_sale_at'])
    .where('performances.id', '=', server.waitingRoom.rooms()[0]?.performanceId ?? 0)
    .executeTakeFirstOrThrow()
  expect(row.description.en).toContain('opens 30 minutes before sales start')
  expect(+(row.on_sale_at as Date)).toBe(+now + minutes(10))
})

test('a later start with nobody in the room opens it ten minutes after that start', async () => {
  const later = new Date(+now + minutes(60))
  await renewDemoWaitingRooms(server.database.db, later)
  server.clock.now = later
  await server.waitingRoom.refresh()
  for (const room of server.waitingRoom.rooms()) expect(+room.opensAt).toBe(+later + minutes(10))
})
