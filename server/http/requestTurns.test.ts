// A sale's requests take turns: a process works on at most API_CONCURRENCY at once, the others
// wait in the order they came and are all answered; a client that leaves gives its turn up;
// requests of other kinds go straight in.
import { request as httpRequest } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Handlers } from './handler'
import { createRequestTurns } from './requestTurns'
import { type HttpTestServer, startHttpTestServer } from './testServer'

/** The seat plan's handler, replaced: it notes who came in and answers when the test says. */
const working: number[] = []
const entered: number[] = []
const release = new Map<number, () => void>()
const getPerformanceSeatPlan = (async ({ params }: { params: { performanceId: number } }) => {
  const id = params.performanceId
  working.push(id)
  entered.push(id)
  await new Promise<void>((resolve) => release.set(id, resolve))
  working.splice(working.indexOf(id), 1)
  return { performanceId: id }
}) as unknown as Handlers['getPerformanceSeatPlan']

const turns = createRequestTurns(2)
let server: HttpTestServer
let base: string
beforeAll(async () => {
  server = await startHttpTestServer({
    handlers: {
      getPerformanceSeatPlan,
      getCinemaSchedule: async ({ query }) => ({ date: query.date, movies: [] }),
    },
    turns,
  })
  base = await server.app.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(() => server.close())

const plan = (id: number) =>
  fetch(`${base}/api/performance/${id}/seatPlan.do`).then(async (answer) => ({
    status: answer.status,
    body: await answer.json(),
  }))
const until = (ready: () => boolean) => expect.poll(ready, { timeout: 10_000 }).toBe(true)
/**
 * Sends `send(id)` for each id in turn, each once the one before is at work or waiting: the
 * order they came in is the order sent, whatever the sockets do.
 */
async function oneAfterAnother<T>(ids: number[], send: (id: number) => T): Promise<T[]> {
  const sent: T[] = []
  for (const id of ids) {
    const arrived = entered.length + turns.waiting
    sent.push(send(id))
    await until(() => entered.length + turns.waiting > arrived)
  }
  return sent
}

describe("a sale's requests in a crowd", () => {
  it('are worked on two at a time here, the rest in the order they came, and all answered', async () => {
    const answers = await oneAfterAnother([1, 2, 3, 4, 5], plan)
    // the first two are at work; the other three wait
    expect(turns.waiting).toBe(3)
    expect(entered).toEqual([1, 2])
    // a request outside the sale's crowd does not wait; and the three still wait after its whole
    // round trip through the server (turns have no timer: only a finished turn lets one in)
    expect((await fetch(`${base}/api/cinema/schedule.do?date=2026-11-29`)).status).toBe(200)
    expect(entered).toEqual([1, 2])
    expect(turns.waiting).toBe(3)
    release.get(2)?.()
    await until(() => entered.length === 3)
    expect(entered).toEqual([1, 2, 3])
    for (const id of [1, 3, 4, 5]) {
      await until(() => release.has(id))
      release.get(id)?.()
    }
    const done = await Promise.all(answers)
    expect(done.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200])
    expect(done.map((answer) => answer.body.performanceId)).toEqual([1, 2, 3, 4, 5])
    expect(entered).toEqual([1, 2, 3, 4, 5])
    expect(working).toEqual([])
  })

  it('lose nothing when a client leaves: its turn goes to the next', async () => {
    entered.length = 0
    release.clear()
    const leave = (id: number) => {
      const sent = httpRequest(`${base}/api/performance/${id}/seatPlan.do`)
      sent.on('error', () => {})
      sent.end()
      return sent
    }
    // two clients at work and one waiting, all three leave without their answers
    const leaving = await oneAfterAnother([11, 12, 13], leave)
    const [waiting] = await oneAfterAnother([14], plan)
    expect(entered).toEqual([11, 12])
    for (const sent of leaving) sent.destroy()
    // the two handlers are still at work, but their turns went with their connections; the one
    // who gave up waiting is skipped, and nothing is worked on for it
    await until(() => entered.includes(14))
    expect(entered).toEqual([11, 12, 14])
    release.get(14)?.()
    expect((await waiting)?.body.performanceId).toBe(14)
    release.get(11)?.()
    release.get(12)?.()
    await until(() => working.length === 0)
  })
})
