// The home's banners as staff change them in the box office (issue #35): every banner in the
// home's order, adding, changing, removing and moving one, each change and its audit entry in
// one transaction. The banners table bumps catalogue_version by trigger (migration 0001), so the
// home's cached answer (/data/bannerList.json) follows at once. The rules a banner keeps are
// domain/office/banners.ts; a broken one is VALIDATION_FAILED naming the field.
import type { I18n } from '@lingui/core'
import { type Kysely, sql } from 'kysely'
import { DomainError } from '../../../domain/domainError'
import { type BannerFormValue, bannerProblems } from '../../../domain/office/banners'
import type { DB } from '../../db/schema'
import { hongKongTime } from '../format'
import { recordAudit } from './audit'

export interface BannerChange {
  staffId: number
  at: Date
  i18n: I18n
}

/** The images a banner may use: the banner images and the event posters. */
async function bannerImages(db: Kysely<DB>): Promise<string[]> {
  const rows = await db
    .selectFrom('media')
    .select('path')
    .where((eb) =>
      eb.or([eb('path', 'like', '/images/banners/%'), eb('path', 'like', '/images/events/%')]),
    )
    .orderBy('path')
    .execute()
  const inUse = await db.selectFrom('banners').select('image_url').distinct().execute()
  const paths = new Set([...rows.map((row) => row.path), ...inUse.map((row) => row.image_url)])
  return [...paths].sort()
}

async function orderedRows(db: Kysely<DB>) {
  return db.selectFrom('banners').selectAll().orderBy('sort').orderBy('id').execute()
}

type Row = Awaited<ReturnType<typeof orderedRows>>[number]

const shown = (row: Row) => ({
  id: row.id,
  title: row.title,
  imageUrl: row.image_url,
  linkUrl: row.link_url,
  startsAt: hongKongTime(row.starts_at),
  endsAt: hongKongTime(row.ends_at),
})

/** Every banner in the home's order, and the images to choose from. */
export async function listOfficeBanners(db: Kysely<DB>) {
  const [rows, images] = await Promise.all([orderedRows(db), bannerImages(db)])
  return { data: rows.map(shown), images }
}

/** Only the fields the contract has, trimmed (what is stored and audited). */
const plain = (banner: BannerFormValue): BannerFormValue => ({
  title: {
    en: banner.title.en.trim(),
    'zh-Hant': banner.title['zh-Hant'].trim(),
    'zh-Hans': banner.title['zh-Hans'].trim(),
  },
  imageUrl: banner.imageUrl,
  linkUrl: banner.linkUrl.trim(),
  startsAt: banner.startsAt,
  endsAt: banner.endsAt,
})

async function checked(db: Kysely<DB>, banner: BannerFormValue, i18n: I18n) {
  const value = plain(banner)
  const problems = bannerProblems(value, await bannerImages(db))
  if (Object.keys(problems).length > 0) {
    const fields = Object.fromEntries(
      Object.entries(problems).map(([field, message]) => [field, i18n._(message)]),
    )
    throw new DomainError('VALIDATION_FAILED', undefined, fields)
  }
  return value
}

/** One change at a time: the order and the next number are what this change sees. */
const lockBanners = (tx: Kysely<DB>) =>
  sql`lock table banners in share row exclusive mode`.execute(tx)

async function existing(tx: Kysely<DB>, id: number): Promise<Row> {
  const row = await tx.selectFrom('banners').selectAll().where('id', '=', id).executeTakeFirst()
  if (!row) throw new DomainError('NOT_FOUND')
  return row
}

const columns = (value: BannerFormValue) => ({
  title: JSON.stringify(value.title),
  image_url: value.imageUrl,
  link_url: value.linkUrl,
  starts_at: new Date(value.startsAt),
  ends_at: new Date(value.endsAt),
})

export async function createOfficeBanner(
  db: Kysely<DB>,
  change: BannerChange,
  banner: BannerFormValue,
) {
  return db.transaction().execute(async (tx) => {
    await lockBanners(tx)
    const value = await checked(tx, banner, change.i18n)
    const last = await tx
      .selectFrom('banners')
      .select([
        sql<number>`coalesce(max(id), 0)::int`.as('id'),
        sql<number>`coalesce(max(sort), 0)::int`.as('sort'),
      ])
      .executeTakeFirstOrThrow()
    const id = last.id + 1
    await tx
      .insertInto('banners')
      .values({ id, sort: last.sort + 1, ...columns(value) })
      .execute()
    await recordAudit(tx, {
      staffId: change.staffId,
      action: 'createOfficeBanner',
      target: `banner:${id}`,
      before: null,
      after: value,
      at: change.at,
    })
    return listOfficeBanners(tx)
  })
}

export async function updateOfficeBanner(
  db: Kysely<DB>,
  change: BannerChange,
  id: number,
  banner: BannerFormValue,
) {
  return db.transaction().execute(async (tx) => {
    await lockBanners(tx)
    const before = shown(await existing(tx, id))
    const value = await checked(tx, banner, change.i18n)
    await tx.updateTable('banners').set(columns(value)).where('id', '=', id).execute()
    const { id: _id, ...was } = before
    await recordAudit(tx, {
      staffId: change.staffId,
      action: 'updateOfficeBanner',
      target: `banner:${id}`,
      before: was,
      after: value,
      at: change.at,
    })
    return listOfficeBanners(tx)
  })
}

export async function deleteOfficeBanner(db: Kysely<DB>, change: BannerChange, id: number) {
  return db.transaction().execute(async (tx) => {
    await lockBanners(tx)
    const { id: _id, ...was } = shown(await existing(tx, id))
    await tx.deleteFrom('banners').where('id', '=', id).execute()
    await recordAudit(tx, {
      staffId: change.staffId,
      action: 'deleteOfficeBanner',
      target: `banner:${id}`,
      before: was,
      after: null,
      at: change.at,
    })
    return listOfficeBanners(tx)
  })
}

/** Swaps the banner with its neighbour above or below, numbering the whole order afresh. */
export async function moveOfficeBanner(
  db: Kysely<DB>,
  change: BannerChange,
  id: number,
  direction: 'up' | 'down',
) {
  return db.transaction().execute(async (tx) => {
    await lockBanners(tx)
    await existing(tx, id)
    const before = (await orderedRows(tx)).map((row) => row.id)
    const after = [...before]
    const at = after.indexOf(id)
    const to = direction === 'up' ? at - 1 : at + 1
    if (to >= 0 && to < after.length) {
      ;[after[at], after[to]] = [after[to] as number, after[at] as number]
      for (const [sort, bannerId] of after.entries()) {
        await tx.updateTable('banners').set({ sort }).where('id', '=', bannerId).execute()
      }
      await recordAudit(tx, {
        staffId: change.staffId,
        action: 'moveOfficeBanner',
        target: `banner:${id}`,
        before: { order: before },
        after: { order: after },
        at: change.at,
      })
    }
    return listOfficeBanners(tx)
  })
}
