// Venues where events take place (cinemas have their own operations), and one venue with its
// events still to come.
import type { Kysely } from 'kysely'
import type { components } from '../../../contract/schema.gen'
import { notFound } from '../../../domain/domainError'
import type { Region } from '../../../domain/filters'
import type { DB } from '../../db/schema'
import { findEvents } from './eventSummaries'

type Venue = components['schemas']['Venue']

const columns = [
  'id',
  'name',
  'address',
  'district',
  'region',
  'phone',
  'capacity',
  'latitude',
  'longitude',
] as const

function venueOf(row: {
  id: string
  name: Venue['name']
  address: Venue['address']
  district: Venue['district']
  region: Region
  phone: string
  capacity: number | null
  latitude: number | null
  longitude: number | null
}): Venue {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    district: row.district,
    region: row.region,
    phone: row.phone,
    ...(row.capacity !== null ? { capacity: row.capacity } : {}),
    ...(row.latitude !== null ? { latitude: row.latitude } : {}),
    ...(row.longitude !== null ? { longitude: row.longitude } : {}),
  }
}

export async function venueList(db: Kysely<DB>, region: Region | undefined) {
  let query = db.selectFrom('venues').select(columns).where('kind', '=', 'venue')
  if (region) query = query.where('region', '=', region)
  const rows = await query.orderBy('region').orderBy('id').execute()
  return { data: rows.map(venueOf) }
}

export async function venueDetail(db: Kysely<DB>, venueId: string, now: Date) {
  const row = await db
    .selectFrom('venues')
    .select(columns)
    .where('id', '=', venueId)
    .where('kind', '=', 'venue')
    .executeTakeFirst()
  if (!row) throw notFound()
  const { data } = await findEvents(db, { phase: 'upcoming', venueId }, now)
  return { ...venueOf(row), events: data }
}
