// The site switches in `site_config`, with the defaults a fresh site has. Every read goes to the
// database (getConfig, getIsHotEvent), so a change staff make in the office is answered by every
// process at once; the server's first view reads them through `siteConfigReader`, kept at most
// `siteConfigKeptMs` per process.
import type { Kysely } from 'kysely'
import { hongKongIsoString } from '../../domain/hongKongTime'
import { nextMaintenanceWindow } from '../../domain/hours'
import type { DB, LocalizedText } from '../db/schema'
import { type ReadAt, readAt, stillFresh } from './keptMoment'

interface MaintenanceWindow {
  startsAt: string
  endsAt: string
  notice: LocalizedText
}

export interface SiteConfig {
  hotEvent: boolean
  showWishList: boolean
  specificPeriodGray: { effectiveFrom: string; effectiveTo: string } | null
  customerServiceChatUrl: string | null
  /** the weekly window (every Wednesday, domain/hours.ts) as last written, with its notice */
  maintenance: MaintenanceWindow | null
  /** a window staff set in the office: it replaces the weekly one until it has ended */
  maintenanceByStaff?: MaintenanceWindow | null
}

export const defaultSiteConfig: SiteConfig = {
  hotEvent: false,
  showWishList: true,
  specificPeriodGray: null,
  customerServiceChatUrl: null,
  maintenance: null,
  maintenanceByStaff: null,
}

export async function readSiteConfig(db: Kysely<DB>): Promise<SiteConfig> {
  const rows = await db.selectFrom('site_config').select(['key', 'value']).execute()
  const stored = Object.fromEntries(rows.map((row) => [row.key, row.value]))
  return { ...defaultSiteConfig, ...stored } as SiteConfig
}

/**
 * The maintenance window the site shows at `now`: the one staff set, until it has ended; else
 * the weekly window under way or next, with the weekly notice (none when no notice is written).
 */
export function maintenanceAt(config: SiteConfig, now: Date): MaintenanceWindow | null {
  const byStaff = config.maintenanceByStaff
  if (byStaff && Date.parse(byStaff.endsAt) > +now) return byStaff
  const weekly = config.maintenance
  if (!weekly) return null
  if (Date.parse(weekly.endsAt) > +now) return weekly
  const next = nextMaintenanceWindow(now)
  return {
    startsAt: hongKongIsoString(next.startsAt),
    endsAt: hongKongIsoString(next.endsAt),
    notice: weekly.notice,
  }
}

/** How long a process may draw pages with switches it read (issue #35: at most 5 s). */
export const siteConfigKeptMs = 2_000

/** The switches, read at most once per `keptMs` per process (a failed read is not kept). */
export function siteConfigReader(db: Kysely<DB>, keptMs = siteConfigKeptMs) {
  let kept: (ReadAt & { config: Promise<SiteConfig> }) | undefined
  return (now: Date): Promise<SiteConfig> => {
    if (kept && stillFresh(kept, now, keptMs)) return kept.config
    const config = readSiteConfig(db)
    const entry = { ...readAt(now), config }
    kept = entry
    config.catch(() => {
      if (kept === entry) kept = undefined
    })
    return config
  }
}
