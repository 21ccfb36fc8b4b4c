// The site switches in `site_config`, with the defaults a fresh site has.
import type { Kysely } from 'kysely'
import type { DB, LocalizedText } from '../db/schema'

export interface SiteConfig {
  hotEvent: boolean
  showWishList: boolean
  specificPeriodGray: { effectiveFrom: string; effectiveTo: string } | null
  customerServiceChatUrl: string | null
  maintenance: { startsAt: string; endsAt: string; notice: LocalizedText } | null
}

export const defaultSiteConfig: SiteConfig = {
  hotEvent: false,
  showWishList: true,
  specificPeriodGray: null,
  customerServiceChatUrl: null,
  maintenance: null,
}

export async function readSiteConfig(db: Kysely<DB>): Promise<SiteConfig> {
  const rows = await db.selectFrom('site_config').select(['key', 'value']).execute()
  const stored = Object.fromEntries(rows.map((row) => [row.key, row.value]))
  return { ...defaultSiteConfig, ...stored } as SiteConfig
}
