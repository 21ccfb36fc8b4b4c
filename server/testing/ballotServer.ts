// The ballot and points tests each start a server of their own on the ballot fixture at
// `ballotNow`; this holds that setup, and closes each test's server after it.
import { afterEach } from 'vitest'
import type { ServerConfig } from '../config'
import { ballotNow, insertBallotFixture } from './ballotFixture'
import { startTestServer, type TestServer } from './harness'

/** Call at the top of a test file: answers `start`, which each test calls for a fresh server. */
export function ballotServers(config?: Partial<ServerConfig>) {
  let server: TestServer | undefined
  afterEach(async () => {
    await server?.close()
    server = undefined
  })
  return async function start() {
    server = await startTestServer({ now: ballotNow, config })
    const fixture = await insertBallotFixture(server.database.db)
    return { s: server, fixture, db: server.database.db }
  }
}
