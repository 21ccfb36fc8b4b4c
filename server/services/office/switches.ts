// The site switches as staff change them in the box office (issue #35): read them, and write a
// change with its audit entry in one transaction. The rules a change keeps are
// domain/office/siteSwitches.ts; a broken one is VALIDATION_FAILED naming the field.
// `maintenance` here is the window staff set (`maintenanceByStaff` in site_config), null for
// the weekly rule.
import type { I18n } from '@lingui/core'
import type { Kysely } from 'kysely'
import { DomainError } from '../../../domain/domainError'
import { type SiteSwitchesValue, siteSwitchesProblems } from '../../../domain/office/siteSwitches'
import type { DB } from '../../db/schema'
import { readSiteConfig } from '../siteConfig'
import { recordAudit } from './audit'

type SiteSwitches = SiteSwitchesValue

const storedKeys = {
  hotEvent: 'hotEvent',
  showWishList: 'showWishList',
  specificPeriodGray: 'specificPeriodGray',
  customerServiceChatUrl: 'customerServiceChatUrl',
  maintenance: 'maintenanceByStaff',
} as const satisfies Record<keyof SiteSwitches, string>

export async function readSiteSwitches(db: Kysely<DB>): Promise<SiteSwitches> {
  const config = await readSiteConfig(db)
  return {
    hotEvent: config.hotEvent,
    showWishList: config.showWishList,
    specificPeriodGray: config.specificPeriodGray,
    customerServiceChatUrl: config.customerServiceChatUrl,
    maintenance: config.maintenanceByStaff ?? null,
  }
}

/** Only the fields the contract has, in its order (what is stored and audited). */
const plain = (value: SiteSwitches): SiteSwitches => ({
  hotEvent: value.hotEvent,
  showWishList: value.showWishList,
  specificPeriodGray: value.specificPeriodGray && {
    effectiveFrom: value.specificPeriodGray.effectiveFrom,
    effectiveTo: value.specificPeriodGray.effectiveTo,
  },
  customerServiceChatUrl: value.customerServiceChatUrl,
  maintenance: value.maintenance && {
    startsAt: value.maintenance.startsAt,
    endsAt: value.maintenance.endsAt,
    notice: {
      en: value.maintenance.notice.en,
      'zh-Hant': value.maintenance.notice['zh-Hant'],
      'zh-Hans': value.maintenance.notice['zh-Hans'],
    },
  },
})

/** Writes the switches staff member `staffId` chose, and the audit entry, together. */
export async function updateSiteSwitches(
  db: Kysely<DB>,
  change: { staffId: number; switches: SiteSwitches; at: Date; i18n: I18n },
): Promise<SiteSwitches> {
  const problems = siteSwitchesProblems(change.switches)
  if (Object.keys(problems).length > 0) {
    const fields = Object.fromEntries(
      Object.entries(problems).map(([field, message]) => [field, change.i18n._(message)]),
    )
    throw new DomainError('VALIDATION_FAILED', undefined, fields)
  }
  const after = plain(change.switches)
  return db.transaction().execute(async (tx) => {
    // one change at a time: the audit's "before" is what this change replaced
    await tx.selectFrom('site_config').select('key').forUpdate().execute()
    const before = await readSiteSwitches(tx)
    const rows = Object.entries(storedKeys).map(([field, key]) => ({
      key,
      value: JSON.stringify(after[field as keyof SiteSwitches]),
    }))
    await tx
      .insertInto('site_config')
      .values(rows)
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet((row) => ({ value: row.ref('excluded.value') })),
      )
      .execute()
    await recordAudit(tx, {
      staffId: change.staffId,
      action: 'updateSiteSwitches',
      target: 'siteSwitches',
      before,
      after,
      at: change.at,
    })
    return after
  })
}
