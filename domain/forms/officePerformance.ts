// The box office's performance forms (issue #35): a performance (its time, seating, sale window
// and, when hot, its waiting room's settings) and its price zones (the standard price, the
// general-admission quota and the concession prices of each zone). Each schema is exactly the
// body of its operation (openapi.yaml `OfficePerformanceForm`, `OfficePriceZonesForm`). Times
// are ISO 8601 instants with their offset; the app sends Hong Kong time (+08:00).
import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { ticketTypes } from '../ticketTypes'
import { crossCheck } from '../validation/crossCheck'
import { issue } from '../validation/issueMessages'

const m = {
  time: msg`Please enter a date and time.`,
  seating: msg`Please choose reserved seating or general admission.`,
  closeAfterOpen: msg`The sale must close after it opens.`,
  preQueueBeforeOpen: msg`The queue must open before the sale does.`,
  hotNeedsOpening: msg`A hot performance needs the time its sale opens.`,
  whole: msg`Please enter a whole number.`,
  yesNo: msg`Please choose yes or no.`,
  range: (min: number, max: number) => msg`Please enter a number from ${min} to ${max}.`,
  price: msg`Please enter a price of 0 or more, with at most 2 decimals.`,
  quotaNeeded: msg`A general-admission zone needs its quota.`,
  zoneTwice: msg`Each price zone can be listed once.`,
  typeTwice: msg`Each ticket type can be priced once per zone.`,
}

const instantPattern =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/

/** An instant with its offset: `2026-12-20T19:30:00+08:00`. */
const instant = v.pipe(
  v.string(issue(m.time)),
  v.regex(instantPattern, issue(m.time)),
  v.check((text) => !Number.isNaN(Date.parse(text)), issue(m.time)),
)

/** A whole number from `min` to `max`. */
const whole = (min: number, max: number) =>
  v.pipe(
    v.number(issue(m.whole)),
    v.integer(issue(m.whole)),
    v.minValue(min, issue(m.range(min, max))),
    v.maxValue(max, issue(m.range(min, max))),
  )

export const priceMax = 100_000

/** HK$ 0 or more, whole cents. */
const price = v.pipe(
  v.number(issue(m.price)),
  v.minValue(0, issue(m.price)),
  v.maxValue(priceMax, issue(m.price)),
  v.check((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, issue(m.price)),
)

export const admissionMax = 100_000
export const activeCapMax = 100_000
export const quotaMax = 100_000
/** The waiting room's settings when a hot performance does not give them. */
export const roomDefaults = { admissionPerMinute: 300, activeCap: 1000, preQueueMinutes: 30 }

const performanceFields = v.strictObject({
  startsAt: instant,
  seating: v.picklist(['reserved', 'generalAdmission'], issue(m.seating)),
  salesOpenAt: v.optional(instant),
  salesCloseAt: v.optional(instant),
  hot: v.optional(v.boolean(issue(m.yesNo)), false),
  /** default: 30 minutes before the sale opens */
  preQueueAt: v.optional(instant),
  admissionPerMinute: v.optional(whole(1, admissionMax)),
  activeCap: v.optional(whole(1, activeCapMax)),
})
type PerformanceFields = v.InferOutput<typeof performanceFields>

const before = (a: string | undefined, b: string | undefined) =>
  a === undefined || b === undefined || Date.parse(a) < Date.parse(b)

export const performanceSchema = v.pipe(
  performanceFields,
  crossCheck<PerformanceFields>(
    'salesCloseAt',
    ['salesOpenAt'],
    (f) => before(f.salesOpenAt, f.salesCloseAt),
    m.closeAfterOpen,
  ),
  crossCheck<PerformanceFields>(
    'salesOpenAt',
    ['hot'],
    (f) => !f.hot || f.salesOpenAt !== undefined,
    m.hotNeedsOpening,
  ),
  crossCheck<PerformanceFields>(
    'preQueueAt',
    ['salesOpenAt'],
    (f) => before(f.preQueueAt, f.salesOpenAt),
    m.preQueueBeforeOpen,
  ),
)
export type PerformanceFormInput = v.InferInput<typeof performanceSchema>
export type PerformanceForm = v.InferOutput<typeof performanceSchema>

export const concessionTypes = ticketTypes.filter(
  (type): type is Exclude<(typeof ticketTypes)[number], 'standard'> => type !== 'standard',
)

const zoneFields = v.strictObject({
  priceZoneId: whole(1, 2_147_483_647),
  /** the standard price (the event's price zone: every performance of the event shares it) */
  price,
  /** general admission: the places of the zone */
  quota: v.optional(whole(0, quotaMax)),
  ticketTypePrices: v.optional(
    v.pipe(
      v.array(v.strictObject({ ticketType: v.picklist(concessionTypes), price })),
      v.maxLength(concessionTypes.length),
    ),
    [],
  ),
})
type ZoneFields = v.InferOutput<typeof zoneFields>

const zonesFields = v.strictObject({
  zones: v.pipe(v.array(v.pipe(zoneFields, typesOnce())), v.maxLength(50)),
})
type ZonesFields = v.InferOutput<typeof zonesFields>

function typesOnce() {
  return crossCheck<ZoneFields>(
    'ticketTypePrices',
    [],
    (zone) =>
      new Set(zone.ticketTypePrices.map((t) => t.ticketType)).size === zone.ticketTypePrices.length,
    m.typeTwice,
  )
}

export const priceZonesSchema = v.pipe(
  zonesFields,
  crossCheck<ZonesFields>(
    'zones',
    [],
    (form) => new Set(form.zones.map((z) => z.priceZoneId)).size === form.zones.length,
    m.zoneTwice,
  ),
)
export type PriceZonesFormInput = v.InferInput<typeof priceZonesSchema>
export type PriceZonesForm = v.InferOutput<typeof priceZonesSchema>

/** The message of a general-admission zone sent without its quota (the server checks it). */
export const quotaNeededMessage = m.quotaNeeded
