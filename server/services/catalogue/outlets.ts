// Box offices and ticketing kiosks: the searchable lists and the downloadable address lists.
import { type Kysely, sql } from 'kysely'
import type { Region } from '../../../domain/filters'
import type { DB, LocalizedText } from '../../db/schema'

type OutletKind = DB['outlets']['kind']
const languages = ['en', 'zh-Hant', 'zh-Hans'] as const

const likeLiteral = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`)

async function outletRows(
  db: Kysely<DB>,
  kind: OutletKind,
  filter: { keyword?: string | undefined; region?: Region | undefined } = {},
) {
  let query = db.selectFrom('outlets').selectAll().where('kind', '=', kind)
  if (filter.region) query = query.where('region', '=', filter.region)
  // every word must appear in the name, address or district, in any language
  const words = (filter.keyword ?? '').toLowerCase().split(/\s+/).filter(Boolean)
  const searchable = sql.join(
    ['name', 'address', 'district'].flatMap((column) =>
      languages.map((language) => sql`${sql.ref(column)}->>${language}`),
    ),
  )
  for (const word of words) {
    query = query.where(
      sql<boolean>`lower(concat_ws(' ', ${searchable})) like ${`%${likeLiteral(word)}%`}`,
    )
  }
  return query.orderBy('sort').orderBy('id').execute()
}

export async function outletList(
  db: Kysely<DB>,
  kind: OutletKind,
  filter: { keyword?: string | undefined; region?: Region | undefined },
) {
  const rows = await outletRows(db, kind, filter)
  return {
    data: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      name: row.name,
      address: row.address,
      district: row.district,
      region: row.region,
      openingHours: row.opening_hours,
      ...(row.phone ? { phone: row.phone } : {}),
    })),
  }
}

/** A CSV field: quoted when it must be, and never read by a spreadsheet as a formula. */
function csvField(value: string) {
  const safe = /^[=@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

const columnsOf = (name: string) =>
  languages.map((language) => `${name}_${language.toLowerCase().replace('-', '_')}`)
const textsOf = (text: LocalizedText) => languages.map((language) => text[language])

/**
 * Every outlet of a kind as CSV in all three languages, starting with a UTF-8 byte order mark
 * so that Excel shows the Chinese columns correctly.
 */
export async function outletCsv(db: Kysely<DB>, kind: OutletKind): Promise<string> {
  const rows = await outletRows(db, kind)
  const header = [
    ...columnsOf('name'),
    ...columnsOf('address'),
    ...columnsOf('district'),
    'region',
    'phone',
    ...columnsOf('opening_hours'),
  ]
  const lines = rows.map((row) =>
    [
      ...textsOf(row.name),
      ...textsOf(row.address),
      ...textsOf(row.district),
      row.region,
      row.phone ?? '',
      ...textsOf(row.opening_hours),
    ]
      .map(csvField)
      .join(','),
  )
  return `\uFEFF${[header.join(','), ...lines].join('\r\n')}\r\n`
}
