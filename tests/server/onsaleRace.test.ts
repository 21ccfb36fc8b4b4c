// The on-sale race, pretix-style: hundreds of buyers at once, over real HTTP, for one reserved
// performance and one general-admission quota. Exactly the capacity is sold, no seat twice,
// every hold paid, given back or lapsed, every granted hold payable. On PGlite (one process)
// and on PostgreSQL with two server processes on one database. The control runs switch the
// row locks off (the test-only switch of server/services/selling/locking.ts) and must show the race, or this test could not fail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../server/db/database'
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
import { rowLocksDuring } from '../../server/testing/sellingLocks'

const buyerCount = 200
// three rows of twenty with an aisle after the tenth seat; and as many standing places
const layout = { rows: 3, seatsPerRow: 20, aisleAfter: 10, gaCapacity: 60 }
const capacity = 60

/**
 * How many races a control run may take to show the race: it depends on timing, and on a
 * loaded machine one race now and then passes without a collision. Each further try
 * races on a fresh copy of the show (a new fixture), so a sold-out first try cannot hide it.
 */
const controlTries = 3
let extraShows = 0
const freshShow = (db: Parameters<typeof insertSellingFixture>[0], options: object = {}) =>
  insertSellingFixture(db, { ...layout, ...options, base: 9100 + ++extraShows })

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
  rowLocksDuring(locks)

  beforeAll(async () => {
    server = await startTestServer({
      now: sellingNow,
      // on PostgreSQL: a production-sized pool, and room to wait for a connection when the
      // machine also runs other suites (the default wait answered 503 to some buyers)
      pool: { poolSize: 10, connectionTimeoutMillis: 30_000 },
      seed: async ({ db }, now) => {
        fixture = await insertSellingFixture(db, layout)
        buyers = await insertBuyers(db, buyerCount, now)
      },
    })
    url = await server.app.listen({ port: 0, host: '127.0.0.1' })
    // a database from the dump and 200 buyers with a session each: quick alone, several times
    // longer when the whole suite shares the machine (as the two-process setup below)
  }, 120_000)
  afterAll(() => server?.close())

  it.each(['reserved', 'generalAdmission'] as const)(
    'sells %s seating to the buyers racing for it',
    async (kind) => {
      let problems: string[] = []
      let log: Awaited<ReturnType<typeof race>> | undefined
      for (let tried = 0; tried < (locks ? 1 : controlTries); tried++) {
        const show = tried === 0 ? fixture : await freshShow(server.database.db)
        const performanceId = kind === 'reserved' ? show.reservedId : show.gaId
        log = await race(
          { urls: [url], buyers, performanceId, releaseEvery: 10 },
          kind,
          show.zoneIds[0],
        )
        problems = await invariantProblems(server.database.db, performanceId, server.clock.now, {
          capacity,
          log,
        })
        if (problems.length > 0) break
      }
      if (locks) {
        expect(problems).toEqual([])
        expect(log?.paid).toBeGreaterThan(0)
      } else {
        // the race the locks prevent happens: some buyer was granted places another also got
        expect(problems).not.toEqual([])
      }
    },
    // a control run may race three times
    (locks ? 1 : controlTries) * 120_000,
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
      let problems: string[] = []
      for (let tried = 0; tried < (locks ? 1 : controlTries); tried++) {
        const now = new Date()
        const show =
          tried === 0
            ? fixture
            : await freshShow(database.db, {
                onSaleAt: new Date(+now - 86_400_000),
                showAt: new Date(+now + 30 * 86_400_000),
              })
        const performanceId = kind === 'reserved' ? show.reservedId : show.gaId
        const log = await race(
          { urls: servers.map((server) => server.url), buyers, performanceId, releaseEvery: 10 },
          kind,
          show.zoneIds[0],
        )
        problems = await invariantProblems(database.db, performanceId, new Date(), {
          capacity,
          log,
        })
        if (problems.length > 0) break
      }
      if (locks) {
        expect(problems).toEqual([])
      } else {
        expect(problems).not.toEqual([])
      }
    },
    // a control run may race three times
    (locks ? 1 : controlTries) * 120_000,
  )
})
