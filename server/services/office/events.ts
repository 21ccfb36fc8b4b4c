// The box office's events (issue #35): the office's list (every event, drafts too), one event
// as its form shows it, creating (always a draft), changing, and publishing or unpublishing.
// Each change is written with its audit entry in one transaction. A draft is never shown to
// visitors: every public read of the catalogue asks for `status = 'published'`
// (services/catalogue/). Every table written here bumps catalogue_version by trigger
// (migrations 0001 and 0022), so every process's cached answers follow at once.
import type { I18n } from '@lingui/core'
import { type Kysely, sql } from 'kysely'
import type { components } from '../../../contract/schema.gen'
import { DomainError, notFound } from '../../../domain/domainError'
import { eventFormMessages, type OfficeEventForm } from '../../../domain/forms/officeEvent'
import type { DB, LocalizedText } from '../../db/schema'
import type { CategoryCode } from '../../seed/catalogue/types'
import { eventPoster } from '../../seed/posters'
import { hongKongTime } from '../format'
import { recordAudit } from './audit'

type OfficeEvent = components['schemas']['OfficeEvent']
type OfficeEventSummary = components['schemas']['OfficeEventSummary']
type EventStatus = OfficeEvent['status']

/** Who changes what, when, and the language of the refusals. */
export interface OfficeChange {
  staffId: number
  now: Date
  i18n: I18n
}

interface OfficeEventFilter {
  /** words that must all be in the title (any language) */
  q?: string | undefined
  status?: EventStatus | undefined
  page: number
  pageSize: number
}

/** The poster drawn for an event the office made (from its title, category and venue). */
const drawnPosterUrl = (eventId: number) => `/images/events/office-${eventId}.svg`

/** `%`, `_` and `\` match themselves in a LIKE pattern. */
const likeLiteral = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`)

/** Every event, drafts first then newest first, matching the filter: one page and the total. */
export async function listOfficeEvents(
  db: Kysely<DB>,
  filter: OfficeEventFilter,
): Promise<{ data: OfficeEventSummary[]; total: number }> {
  const words = (filter.q ?? '').toLowerCase().split(/\s+/).filter(Boolean)
  let query = db.selectFrom('events as e').innerJoin('venues as v', 'v.id', 'e.venue_id')
  if (filter.status) query = query.where('e.status', '=', filter.status)
  for (const word of words) {
    const pattern = `%${likeLiteral(word)}%`
    query = query.where(
      sql<boolean>`(lower(e.title->>'en') like ${pattern} or lower(e.title->>'zh-Hant') like ${pattern} or lower(e.title->>'zh-Hans') like ${pattern})`,
    )
  }
  const [rows, count] = await Promise.all([
    query
      .select([
        'e.id',
        'e.status',
        'e.title',
        'e.category',
        'e.venue_id',
        'v.name as venue_name',
        'e.updated_at',
        sql<number>`(select count(*)::int from performances p where p.event_id = e.id)`.as(
          'performance_count',
        ),
      ])
      .orderBy(sql`e.status = 'draft'`, 'desc')
      .orderBy('e.id', 'desc')
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize)
      .execute(),
    query.select(sql<number>`count(*)::int`.as('total')).executeTakeFirst(),
  ])
  return {
    data: rows.map((row) => ({
      id: row.id,
      status: row.status,
      title: row.title,
      category: row.category,
      venue: { id: row.venue_id, name: row.venue_name },
      performanceCount: row.performance_count,
      ...(row.updated_at ? { updatedAt: hongKongTime(row.updated_at) } : {}),
    })),
    total: count?.total ?? 0,
  }
}

/** One event as the office's form shows it; NOT_FOUND when there is none. */
export async function officeEvent(db: Kysely<DB>, eventId: number): Promise<OfficeEvent> {
  const row = await db
    .selectFrom('events as e')
    .innerJoin('venues as v', 'v.id', 'e.venue_id')
    .select([
      'e.id',
      'e.status',
      'e.title',
      'e.description',
      'e.presenter',
      'e.category',
      'e.venue_id',
      'v.region',
      'e.image_url',
      'e.max_tickets_per_transaction',
      'e.member_ticket_limit',
      'e.updated_at',
      sql<number>`(select count(*)::int from performances p where p.event_id = e.id)`.as(
        'performance_count',
      ),
    ])
    .where('e.id', '=', eventId)
    .executeTakeFirst()
  if (!row) throw notFound()
  const types = await db
    .selectFrom('event_ticket_types')
    .select('ticket_type')
    .where('event_id', '=', eventId)
    .execute()
  const allowed = new Set(types.map((type) => type.ticket_type))
  return {
    id: row.id,
    status: row.status,
    title: row.title,
    description: row.description,
    ...(row.presenter ? { presenter: row.presenter } : {}),
    category: row.category,
    venueId: row.venue_id,
    region: row.region,
    // in the order buyers see them
    ticketTypes: concessionOrder.filter((type) => allowed.has(type)),
    maxTicketsPerTransaction: row.max_tickets_per_transaction,
    ...(row.member_ticket_limit !== null ? { memberTicketLimit: row.member_ticket_limit } : {}),
    imageUrl: row.image_url,
    performanceCount: row.performance_count,
    ...(row.updated_at ? { updatedAt: hongKongTime(row.updated_at) } : {}),
  }
}

const concessionOrder = [
  'student',
  'senior65',
  'senior60',
  'disability',
  'cssa',
  'concession',
  'studentChild',
] as const satisfies readonly OfficeEvent['ticketTypes'][number][]

/** A lone surrogate (a broken client's) as U+FFFD: jsonb refuses its escape. */
const wellFormed = (text: string) =>
  text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD')
const json = (value: unknown) =>
  JSON.stringify(value, (_key, item: unknown) =>
    typeof item === 'string' ? wellFormed(item) : item,
  )

const refused = (
  i18n: I18n,
  field: string,
  message: (typeof eventFormMessages)[keyof typeof eventFormMessages],
) => new DomainError('VALIDATION_FAILED', undefined, { [field]: i18n._(message) })

/** The venue's name and the category's name, refusing a code the catalogue does not have. */
async function namesFor(db: Kysely<DB>, form: OfficeEventForm, i18n: I18n) {
  const [venue, category] = await Promise.all([
    db
      .selectFrom('venues')
      .select('name')
      .where('id', '=', form.venueId)
      .where('kind', '=', 'venue')
      .executeTakeFirst(),
    db.selectFrom('categories').select('name').where('code', '=', form.category).executeTakeFirst(),
  ])
  if (!category) throw refused(i18n, 'category', eventFormMessages.category)
  if (!venue) throw refused(i18n, 'venueId', eventFormMessages.venue)
  return { venue: venue.name, category: category.name }
}

/** The presenter as stored: null when all three are empty. */
const presenterOf = (form: OfficeEventForm): LocalizedText | null =>
  form.presenter.en === '' ? null : (form.presenter as LocalizedText)

/** Lower-cased titles, presenter, venue and category in every language, as the seed writes it. */
function searchText(
  form: OfficeEventForm,
  names: { venue: LocalizedText; category: LocalizedText },
) {
  const parts = [form.title as LocalizedText, presenterOf(form), names.venue, names.category]
  const text = parts
    .filter((part): part is LocalizedText => part !== null)
    .flatMap((part) => [part.en, part['zh-Hant'], part['zh-Hans']])
    .join(' ')
  return wellFormed(text.toLowerCase())
}

/** The columns the form sets. */
function columnsOf(
  form: OfficeEventForm,
  names: { venue: LocalizedText; category: LocalizedText },
  now: Date,
) {
  const presenter = presenterOf(form)
  return {
    title: json(form.title),
    description: json(form.description),
    presenter: presenter ? json(presenter) : null,
    category: form.category,
    venue_id: form.venueId,
    seat_plan_image_url: `/images/venues/${form.venueId}-plan.svg`,
    max_tickets_per_transaction: form.maxTicketsPerTransaction,
    member_ticket_limit: form.memberTicketLimit ?? null,
    search_text: searchText(form, names),
    updated_at: now,
  }
}

/** Draws the event's poster into `media` (served at its image_url) until the office uploads one. */
async function drawPoster(
  tx: Kysely<DB>,
  eventId: number,
  form: OfficeEventForm,
  names: { venue: LocalizedText; category: LocalizedText },
) {
  const body = eventPoster({
    id: eventId,
    title: form.title as LocalizedText,
    category: form.category as CategoryCode,
    categoryName: names.category,
    venueName: names.venue,
    dates: '',
  })
  await tx
    .insertInto('media')
    .values({
      path: drawnPosterUrl(eventId),
      content_type: 'image/svg+xml',
      body: Buffer.from(body, 'utf8'),
    })
    .onConflict((conflict) =>
      conflict.column('path').doUpdateSet({ body: (eb) => eb.ref('excluded.body') }),
    )
    .execute()
}

async function writeTicketTypes(
  tx: Kysely<DB>,
  eventId: number,
  types: OfficeEventForm['ticketTypes'],
) {
  await tx.deleteFrom('event_ticket_types').where('event_id', '=', eventId).execute()
  const unique = [...new Set(types)]
  if (unique.length > 0) {
    await tx
      .insertInto('event_ticket_types')
      .values(unique.map((type) => ({ event_id: eventId, ticket_type: type })))
      .execute()
  }
}

/** A new event, as a draft: no visitor sees it until it is published. */
export async function createOfficeEvent(
  db: Kysely<DB>,
  change: OfficeChange,
  form: OfficeEventForm,
): Promise<OfficeEvent> {
  const names = await namesFor(db, form, change.i18n)
  const id = await db.transaction().execute(async (tx) => {
    const { id } = await tx
      .insertInto('events')
      .values({
        ...columnsOf(form, names, change.now),
        list: 'utsv',
        presenter_id: null,
        // on sale as soon as it has a performance on sale (the performances screen sets the window)
        on_sale_at: null,
        status: 'draft',
        image_url: '',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await tx
      .updateTable('events')
      .set({ image_url: drawnPosterUrl(id) })
      .where('id', '=', id)
      .execute()
    await drawPoster(tx, id, form, names)
    await writeTicketTypes(tx, id, form.ticketTypes)
    const after = await officeEvent(tx, id)
    await recordAudit(tx, {
      staffId: change.staffId,
      action: 'createOfficeEvent',
      target: `event:${id}`,
      before: null,
      after,
      at: change.now,
    })
    return id
  })
  return officeEvent(db, id)
}

/** The event's fields changed as the form says (its status stays as it is). */
export async function updateOfficeEvent(
  db: Kysely<DB>,
  change: OfficeChange,
  eventId: number,
  form: OfficeEventForm,
): Promise<OfficeEvent> {
  const names = await namesFor(db, form, change.i18n)
  return db.transaction().execute(async (tx) => {
    const before = await lockedEvent(tx, eventId)
    await tx
      .updateTable('events')
      .set(columnsOf(form, names, change.now))
      .where('id', '=', eventId)
      .execute()
    await writeTicketTypes(tx, eventId, form.ticketTypes)
    if (before.imageUrl === drawnPosterUrl(eventId)) await drawPoster(tx, eventId, form, names)
    const after = await officeEvent(tx, eventId)
    await recordAudit(tx, {
      staffId: change.staffId,
      action: 'updateOfficeEvent',
      target: `event:${eventId}`,
      before,
      after,
      at: change.now,
    })
    return after
  })
}

/** Publishes (visitors see it on every list, search and its page) or unpublishes (a draft again). */
export async function setOfficeEventStatus(
  db: Kysely<DB>,
  change: OfficeChange,
  eventId: number,
  status: EventStatus,
): Promise<OfficeEvent> {
  return db.transaction().execute(async (tx) => {
    const before = await lockedEvent(tx, eventId)
    if (before.status === status) return before
    await tx
      .updateTable('events')
      .set({ status, updated_at: change.now })
      .where('id', '=', eventId)
      .execute()
    const after = await officeEvent(tx, eventId)
    await recordAudit(tx, {
      staffId: change.staffId,
      action: 'setOfficeEventStatus',
      target: `event:${eventId}`,
      before,
      after,
      at: change.now,
    })
    return after
  })
}

/** The event as it is, its row locked until the transaction ends; NOT_FOUND when there is none. */
async function lockedEvent(tx: Kysely<DB>, eventId: number) {
  const row = await tx
    .selectFrom('events')
    .select('id')
    .where('id', '=', eventId)
    .forUpdate()
    .executeTakeFirst()
  if (!row) throw notFound()
  return officeEvent(tx, eventId)
}
