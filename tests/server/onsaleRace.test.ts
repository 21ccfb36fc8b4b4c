// The on-sale race, pretix-style: hundreds of buyers at once, over real HTTP, for one reserved
// performance and one general-admission quota. Exactly the capacity is sold, no seat twice,
// every hold paid, given back or lapsed, every granted hold payable. On PGlite (one process)
// and on PostgreSQL with two server processes on one database. The control runs switch the
// row locks off (a test-only setting) and must show the race, or this test could not fail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../server/db/database'
import { readSellingConfig } from '../../server/services/selling/settings'
import {
  ensureBuiltServer,
  type ServerProcess,
  startBuiltServer,
} from '../../server/testing/builtServer'
import { insertBuyers } from '../../server/testing/buyers'
import {
  copyTemplateDatabase,
  startTestServer,
  type TestServer,
} from '../../server/testing/harness'
import { invariantProblems, race } from '../../server/testing/onsale'
import {
  insertSellingFixture,
  type SellingFixture,
  sellingNow,
} from '../../server/testing/sellingFixture'

const buyerCount = 200
// three rows of twenty with an aisle after the tenth seat; and as many standing places
const layout = { rows: 3, seatsPerRow: 20, aisleAfter: 10, gaCapacity: 60 }
const capacity = 60

const templateUrl = process.env.TEST_DATABASE_TEMPLATE_URL
// the in-process server runs on whichever database the test project gives it
const oneProcess = templateUrl ? 'on PostgreSQL, one process' : 'on PGlite, one process'

describe.each([
  ['with row locks', true],
  ['control run, locks switched off', false],
])(`${oneProcess}, %s`, (_, locks) => {
  let server: TestServer
  let fixture: SellingFixture
  let url: string
  let buyers: Awaited<ReturnType<typeof insertBuyers>>

  beforeAll(async () => {
    server = await startTestServer({
      now: sellingNow,
      config: { selling: { ...readSellingConfig({}), locks } },
      seed: async ({ db }, now) => {
        fixture = await insertSellingFixture(db, layout)
        buyers = await insertBuyers(db, buyerCount, now)
      },
    })
    url = await server.app.listen({ port: 0, host: '127.0.0.1' })
  })
  afterAll(() => server?.close())

  it.each(['reserved', 'generalAdmission'] as const)(
    'sells %s seating to the buyers racing for it',
    async (kind) => {
      const performanceId = kind === 'reserved' ? fixture.reservedId : fixture.gaId
      const log = await race(
        { urls: [url], buyers, performanceId, releaseEvery: 10 },
        kind,
        fixture.zoneIds[0],
      )
      const problems = await invariantProblems(
        server.database.db,
        performanceId,
        server.clock.now,
        {
          capacity,
          log,
        },
      )
      if (locks) {
        expect(problems).toEqual([])
        expect(log.paid).toBeGreaterThan(0)
      } else {
        // the race the locks prevent happens: some buyer was granted places another also got
        expect(problems).not.toEqual([])
      }
    },
    120_000,
  )
})

describe.skipIf(!templateUrl).each([
  ['with row locks', true],
  ['control run, locks switched off', false],
])('on PostgreSQL, two server processes on one database, %s', (_, locks) => {
  let servers: ServerProcess[] = []
  let database: Awaited<ReturnType<typeof openDatabase>>
  let drop: () => Promise<void>
  let fixture: SellingFixture
  let buyers: Awaited<ReturnType<typeof insertBuyers>>

  beforeAll(async () => {
    const [built, copy] = await Promise.all([
      ensureBuiltServer(),
      copyTemplateDatabase(templateUrl ?? ''),
    ])
    expect(built).toBeTruthy()
    drop = copy.drop
    database = await openDatabase({ url: copy.url, poolSize: 2 })
    const now = new Date()
    fixture = await insertSellingFixture(database.db, {
      ...layout,
      onSaleAt: new Date(+now - 86_400_000),
      showAt: new Date(+now + 30 * 86_400_000),
    })
    buyers = await insertBuyers(database.db, buyerCount, now)
    const env = {
      DATABASE_URL: copy.url,
      DATABASE_POOL_SIZE: '8',
      ...(locks ? {} : { NODE_ENV: 'test', SELLING_LOCKS: 'off' }),
    }
    servers = await Promise.all([startBuiltServer(env), startBuiltServer(env)])
  }, 240_000)
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()))
    await database?.close()
    await drop?.()
  })

  it.each(['reserved', 'generalAdmission'] as const)(
    'sells %s seating to the buyers racing for it',
    async (kind) => {
      const performanceId = kind === 'reserved' ? fixture.reservedId : fixture.gaId
      const log = await race(
        { urls: servers.map((server) => server.url), buyers, performanceId, releaseEvery: 10 },
        kind,
        fixture.zoneIds[0],
      )
      const problems = await invariantProblems(database.db, performanceId, new Date(), {
        capacity,
        log,
      })
      if (locks) {
        expect(problems).toEqual([])
      } else {
        expect(problems).not.toEqual([])
      }
    },
    120_000,
  )
})
