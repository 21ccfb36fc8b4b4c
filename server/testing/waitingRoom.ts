// Putting a performance behind a waiting room in a test, and a member's way through it over
// the API: join (answering the bot check), read the status, step the tick.
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema'
import { createRoom, type NewRoom } from '../services/waitingRoom/rooms'
import { solveBotCheck } from './botCheck'
import type { Buyer } from './buyers'
import { call, type TestServer } from './harness'

/** A fixed seed, so a test's shuffle is the same in every run. */
export const testSeed = 'a3f1c0b5e8a1d4a7e9c2b6d0f4e8a1c3b5d7f9e1a3c5b7d9f1e3a5c7b9d1f3e5'

/** Queues a performance: its room opens at `opensAt` (pre-queue 30 minutes before). */
export async function queuePerformance(
  db: Kysely<DB>,
  performanceId: number,
  room: Partial<NewRoom> & { opensAt: Date },
) {
  await createRoom(db, {
    admissionPerMinute: 60,
    activeCap: 100,
    seed: testSeed,
    ...room,
    performanceId,
  })
}

export const bearer = (buyer: Buyer) => ({ authorization: `Bearer ${buyer.token}` })

/** Joins the room as `buyer` (solving the bot check), answering the status. */
export async function join(
  server: TestServer,
  buyer: Buyer,
  performanceId: number,
  locale = 'en_US',
) {
  return call(server, {
    method: 'POST',
    url: `/api/waitingRoom/${performanceId}/entry.do?locale=${locale}`,
    headers: bearer(buyer),
    payload: await solveBotCheck(server),
  })
}

export const status = (server: TestServer, buyer: Buyer, performanceId: number) =>
  call(server, {
    url: `/api/waitingRoom/${performanceId}/entry.do?locale=en_US`,
    headers: bearer(buyer),
  })

/** Moves the server's clock on by `ms`, then runs one tick. */
export async function tickAfter(server: TestServer, ms: number) {
  server.clock.now = new Date(+server.clock.now + ms)
  await server.waitingRoom.step()
}
