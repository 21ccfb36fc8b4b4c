// The database goes away mid-run and comes back: the API says "Server is busy" (never a stack
// trace, never a hang), and serves again by itself once the database answers, with no restart.
// PostgreSQL only: the embedded PGlite lives inside the server process and has no connection
// to lose.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../server/db/database'
import {
  copyTemplateDatabase,
  startTestServer,
  type TestServer,
} from '../../server/testing/harness'
import { startTcpProxy, type TcpProxy } from '../../server/testing/tcpProxy'

const templateUrl = process.env.TEST_DATABASE_TEMPLATE_URL

describe.skipIf(!templateUrl)('when the database connection is cut', () => {
  let server: TestServer
  let proxy: TcpProxy
  let drop: () => Promise<void>

  beforeAll(async () => {
    const copy = await copyTemplateDatabase(templateUrl ?? '')
    drop = copy.drop
    const url = new URL(copy.url)
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port) })
    url.host = `127.0.0.1:${proxy.port}`
    server = await startTestServer({
      database: await openDatabase({ url: url.toString(), poolSize: 4 }),
    })
  })
  afterAll(async () => {
    await server?.close()
    await proxy?.close()
    await drop?.()
  })

  const hotEventFlag = () => server.app.inject('/api/is_hot_event.do?locale=en_US')

  it('answers "Server is busy" while it is gone and recovers by itself when it returns', async () => {
    expect((await hotEventFlag()).statusCode).toBe(200)

    proxy.cut()
    const during = await Promise.all(Array.from({ length: 12 }, hotEventFlag))
    for (const answer of during) {
      expect(answer.statusCode).toBe(503)
      expect(answer.json()).toEqual({
        code: 'SERVER_BUSY',
        message: 'Server is busy, please try again later.',
      })
    }

    proxy.restore()
    let recovered = await hotEventFlag()
    for (let tries = 0; recovered.statusCode !== 200 && tries < 50; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      recovered = await hotEventFlag()
    }
    expect(recovered.statusCode).toBe(200)
    const after = await Promise.all(Array.from({ length: 12 }, hotEventFlag))
    expect(after.map((answer) => answer.statusCode)).toEqual(Array(12).fill(200))
  })
})
