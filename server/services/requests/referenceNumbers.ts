// Reference numbers people quote to customer service: a prefix, the Hong Kong date and the
// row's number (CS-20261201-0087), taken from the table's own sequence so two servers never
// hand out the same one.
import { type Kysely, sql } from 'kysely'
import { inHongKong } from '../../../domain/hongKongTime'
import type { DB } from '../../db/schema'

export const referencePrefixes = {
  contact_messages: 'CS',
  txn_change_requests: 'TCR',
  delivery_change_requests: 'DCR',
} as const

export type ReferencedTable = keyof typeof referencePrefixes

/** The id of the next row and its reference number. */
export async function nextReference(db: Kysely<DB>, table: ReferencedTable, now: Date) {
  const { rows } = await sql<{ id: number }>`
    select nextval(pg_get_serial_sequence(${table}, 'id'))::int as id
  `.execute(db)
  const id = rows[0]?.id ?? 0
  const day = inHongKong(now).isoDate.replaceAll('-', '')
  return { id, referenceNo: `${referencePrefixes[table]}-${day}-${String(id).padStart(4, '0')}` }
}
