// POST /dev/waiting-room/:performanceId: puts a performance behind a waiting room that opens in
// a few seconds, for browser tests that run the real server as a separate process
// (tests/e2e-server) and cannot wait for the demo's opening. Registered only when NODE_ENV=test;
// any other server answers 404.
import type { FastifyInstance } from 'fastify'
import type { Database } from '../db/database'
import type { WaitingRoom } from '../services/waitingRoom/engine'
import { createRoom } from '../services/waitingRoom/rooms'

export const waitingRoomTestPath = '/dev/waiting-room/:performanceId'

interface Body {
  opensInSeconds?: number
  admissionPerMinute?: number
  activeCap?: number
  passMinutes?: number
}

export function registerWaitingRoomTestPage(
  app: FastifyInstance,
  database: Database,
  waitingRoom: WaitingRoom,
  now: () => Date,
) {
  if (process.env.NODE_ENV !== 'test') return
  app.post<{ Params: { performanceId: string }; Body: Body | undefined }>(
    waitingRoomTestPath,
    async (request) => {
      const body = request.body ?? {}
      const opensAt = new Date(+now() + (body.opensInSeconds ?? 30) * 1000)
      await createRoom(database.db, {
        performanceId: Number(request.params.performanceId),
        opensAt,
        admissionPerMinute: body.admissionPerMinute ?? 60,
        activeCap: body.activeCap ?? 100,
        passMinutes: body.passMinutes ?? 10,
      })
      await waitingRoom.refresh()
      return { opensAt: opensAt.toISOString() }
    },
  )
}
