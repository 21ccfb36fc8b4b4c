// The selling tests share one server for the whole file: the selling fixture at `sellingNow`
// and a few members signed in to buy. This holds that setup, and closes the server after.
import { afterAll } from 'vitest'
import type { ServerConfig } from '../config'
import { type Buyer, insertBuyers } from './buyers'
import { startTestServer, type TestServer } from './harness'
import {
  insertSellingFixture,
  type SellingFixture,
  type SellingFixtureOptions,
  sellingNow,
} from './sellingFixture'

export interface SellingServerOptions {
  buyers: number
  /** how the buyers' e-mail addresses start */
  buyerPrefix?: string
  fixture?: SellingFixtureOptions
  config?: Partial<ServerConfig>
}

/** Await at the top of a test file (before its tests run); the server closes after them. */
export async function startSellingServer(
  options: SellingServerOptions,
): Promise<{ server: TestServer; fixture: SellingFixture; buyers: Buyer[] }> {
  let fixture: SellingFixture | undefined
  let buyers: Buyer[] = []
  const server = await startTestServer({
    now: sellingNow,
    config: options.config,
    seed: async ({ db }, now) => {
      fixture = await insertSellingFixture(db, options.fixture)
      buyers = await insertBuyers(db, options.buyers, now, options.buyerPrefix)
    },
  })
  afterAll(() => server.close())
  if (!fixture) throw new Error('the seed did not run')
  return { server, fixture, buyers }
}
