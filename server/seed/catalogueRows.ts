// The demo catalogue as table rows, built from the data files in ./catalogue and the seed's
// `now` alone (no clock, no I/O): the same `now` always gives the same rows.
import type { Insertable } from 'kysely'
import { inHongKong } from '../../domain/hongKongTime'
import type { DB, LocalizedText } from '../db/schema'
import { categoryCodes, categoryName } from './catalogue/categories'
import { events } from './catalogue/events'
import { presenterById, presenters } from './catalogue/presenters'
import { banners, popups } from './catalogue/promotions'
import type { EventSeed } from './catalogue/types'
import { paragraphs, text } from './catalogue/types'
import { venueById, venues } from './catalogue/venues'
import { bannerImage, eventPoster, popupImage, presenterLogo, seatPlanImage } from './posters'
import { practicalParagraph } from './practicalities'
import { seededRandom } from './random'
import { performanceSeats, planSeats, type SeatRow } from './seatRows'
import { earlierToday, morningOf, showInstants } from './showTimes'

export interface CatalogueRows {
  categories: Insertable<DB['categories']>[]
  venues: Insertable<DB['venues']>[]
  venueSections: Insertable<DB['venue_sections']>[]
  presenters: Insertable<DB['presenters']>[]
  events: Insertable<DB['events']>[]
  priceZones: Insertable<DB['price_zones']>[]
  performances: Insertable<DB['performances']>[]
  seats: SeatRow[]
  gaQuotas: Insertable<DB['ga_quotas']>[]
  banners: Insertable<DB['banners']>[]
  popupEvents: Insertable<DB['popup_events']>[]
  media: Insertable<DB['media']>[]
}

const json = (value: LocalizedText) => JSON.stringify(value)
const svg = (path: string, body: string): Insertable<DB['media']> => ({
  path,
  content_type: 'image/svg+xml',
  body: Buffer.from(body, 'utf8'),
})
const zoneLetters = 'ABCDEFGH'
const dayMs = 24 * 60 * 60 * 1000

/** A run's dates as a poster prints them: `12.6.2026`, `12 – 22.6.2026`, `30.6 – 2.7.2026`. */
function printedDates(first: Date, last: Date): string {
  const a = inHongKong(first)
  const b = inHongKong(last)
  if (a.isoDate === b.isoDate) return `${a.day}.${a.month}.${a.year}`
  if (a.year !== b.year) return `${a.day}.${a.month}.${a.year} – ${b.day}.${b.month}.${b.year}`
  if (a.month !== b.month) return `${a.day}.${a.month} – ${b.day}.${b.month}.${b.year}`
  return `${a.day} – ${b.day}.${b.month}.${b.year}`
}

/** Share of tickets sold, from how liked an event is: tens of likes sell little, millions most. */
const popularity = (likes: number) => Math.min(0.85, Math.max(0.08, Math.log10(likes + 1) / 7))

function presenterText(event: EventSeed): LocalizedText | null {
  if (event.presenter) return event.presenter
  return event.presenterId ? presenterById(event.presenterId).name : null
}

export function buildCatalogue(now: Date): CatalogueRows {
  const rows: CatalogueRows = {
    categories: categoryCodes.map((code, i) => ({
      code,
      name: json(categoryName(code)),
      sort: i + 1,
    })),
    venues: venues.map((v) => ({
      id: v.id,
      name: json(v.name),
      address: json(v.address),
      district: json(v.district),
      region: v.region,
      phone: v.phone,
      capacity: v.capacity,
      latitude: v.latitude,
      longitude: v.longitude,
    })),
    venueSections: venues.flatMap((v) =>
      (v.sections ?? []).map((s, i) => ({
        venue_id: v.id,
        section_id: s.id,
        name: json(s.name),
        sort: i + 1,
      })),
    ),
    presenters: presenters.map((p, i) => ({
      id: p.id,
      name: json(p.name),
      logo_url: `/images/presenters/${p.id}.svg`,
      link_url: `/Events.html?presenter=${p.id}`,
      category: p.category ?? null,
      sort: i + 1,
    })),
    events: [],
    priceZones: [],
    performances: [],
    seats: [],
    gaQuotas: [],
    banners: [],
    popupEvents: [],
    media: [
      ...presenters.map((p) => svg(`/images/presenters/${p.id}.svg`, presenterLogo(p))),
      ...venues.map((v) => svg(`/images/venues/${v.id}-plan.svg`, seatPlanImage(v))),
    ],
  }
  const plans = new Map(venues.map((v) => [v.id, v.sections ? planSeats(v.sections) : []]))
  const runs = new Map<number, { first: Date; last: Date }>()

  for (const event of events) {
    const venue = venueById(event.venue)
    const seating = event.seating ?? venue.seating
    if (seating === 'reserved' && !venue.sections) {
      throw new Error(
        `seed: event ${event.id} has reserved seats at ${venue.id}, which has no plan`,
      )
    }
    const instants = showInstants(event.shows, now)
    const first = instants[0]
    const last = instants[instants.length - 1]
    if (!first || !last || instants.length > 99) {
      throw new Error(`seed: event ${event.id} needs 1–99 performances, has ${instants.length}`)
    }
    runs.set(event.id, { first, last })
    const past = +last < +now
    const sale = event.sale ?? 'onSale'
    const onSaleAt = past
      ? new Date(+morningOf(first, 0) - 45 * dayMs)
      : typeof sale === 'object' && 'today' in sale
        ? earlierToday(now, sale.today)
        : typeof sale === 'object' && 'queuedInMinutes' in sale
          ? new Date(+now + sale.queuedInMinutes * 60_000)
          : typeof sale === 'object'
            ? morningOf(now, sale.soon)
            : morningOf(now, -(12 + (event.id % 37)))
    if (typeof sale === 'object' && 'soon' in sale && +first <= +onSaleAt) {
      throw new Error(`seed: event ${event.id} plays before it goes on sale`)
    }
    const soldOut = sale === 'soldOut'
    const comingSoon = +onSaleAt > +now
    const presenter = presenterText(event)
    const category = categoryName(event.category)
    const practical = practicalParagraph(event.practical ?? {}, {
      film: event.category === 'movie',
      latecomers: seating === 'reserved' && event.category !== 'movie',
    })
    const description = practical ? paragraphs(event.description, practical) : event.description
    const searchParts = [event.title, presenter, venue.name, category].filter(
      (part): part is LocalizedText => part !== null,
    )
    rows.events.push({
      id: event.id,
      list: event.list,
      title: json(event.title),
      presenter: presenter ? json(presenter) : null,
      presenter_id: event.presenterId ?? null,
      category: event.category,
      venue_id: venue.id,
      description: json(description),
      image_url: `/images/events/${event.id}.svg`,
      seat_plan_image_url: `/images/venues/${venue.id}-plan.svg`,
      on_sale_at: onSaleAt,
      sold_out: soldOut,
      likes: event.likes,
      daily_recommendation: event.dailyRecommendation ?? false,
      hot: event.hot ?? false,
      max_tickets_per_transaction: event.maxTickets ?? 8,
      service_fee_cents: event.serviceFee * 100,
      handling_fee_cents: event.handlingFee * 100,
      search_text: searchParts
        .flatMap((part) => [part.en, part['zh-Hant'], part['zh-Hans']])
        .join(' ')
        .toLowerCase(),
    })

    const zoneIds = event.prices.map((price, i) => {
      const id = event.id * 10 + i + 1
      const letter = zoneLetters[i] as string
      rows.priceZones.push({
        id,
        event_id: event.id,
        name: json(event.zones?.[i] ?? text(`Zone ${letter}`, `${letter}區`, `${letter}区`)),
        price_cents: price * 100,
        concession:
          event.concession && (event.concessionZones?.includes(i) ?? true)
            ? json(event.concession)
            : null,
        sort: i + 1,
      })
      return id
    })

    const random = seededRandom(event.id)
    const base = soldOut ? 1 : comingSoon ? 0 : past ? 0.8 : popularity(event.likes)
    let firstWeekendSoldOut = base >= 0.6
    instants.forEach((startsAt, i) => {
      const performanceId = event.id * 100 + i + 1
      rows.performances.push({
        id: performanceId,
        event_id: event.id,
        starts_at: startsAt,
        seating,
        on_sale: true,
      })
      const weekend = [0, 6].includes(inHongKong(startsAt).weekday)
      let share =
        base >= 1 ? 1 : base <= 0 ? 0 : base + (weekend ? 0.1 : 0) + random.next() * 0.2 - 0.1
      // a popular run's first weekend show is gone
      if (weekend && firstWeekendSoldOut && !past) {
        share = 1
        firstWeekendSoldOut = false
      }
      share = Math.min(1, Math.max(0, share))
      if (seating === 'reserved') {
        const plan = plans.get(venue.id) ?? []
        rows.seats.push(...performanceSeats(plan, performanceId, zoneIds, share, random))
      } else {
        // cheaper zones are larger
        const weights = zoneIds.map((_, z) => z + 1)
        const total = weights.reduce((a, b) => a + b, 0)
        zoneIds.forEach((zoneId, z) => {
          const capacity = Math.max(
            50,
            Math.round((venue.capacity * (weights[z] as number)) / total / 10) * 10,
          )
          rows.gaQuotas.push({
            performance_id: performanceId,
            price_zone_id: zoneId,
            capacity,
            sold: Math.min(capacity, Math.round(capacity * share)),
          })
        })
      }
    })
    rows.media.push(
      svg(
        `/images/events/${event.id}.svg`,
        eventPoster({
          id: event.id,
          title: event.title,
          category: event.category,
          categoryName: category,
          venueName: venue.name,
          dates: printedDates(first, last),
        }),
      ),
    )
  }

  const eventById = (id: number) => {
    const event = events.find((candidate) => candidate.id === id)
    const run = runs.get(id)
    if (!event || !run) throw new Error(`seed: no event ${id}`)
    return { event, dates: printedDates(run.first, run.last) }
  }
  banners.forEach((banner, i) => {
    const { event, dates } = eventById(banner.eventId)
    rows.banners.push({
      id: banner.id,
      title: json(event.title),
      image_url: `/images/banners/${banner.id}.svg`,
      link_url: `/Event/${event.id}`,
      starts_at: new Date(+now - banner.startedDaysAgo * dayMs),
      ends_at: new Date(+now + banner.endsInDays * dayMs),
      sort: i + 1,
    })
    rows.media.push(
      svg(
        `/images/banners/${banner.id}.svg`,
        bannerImage({
          id: banner.id,
          eventId: event.id,
          title: event.title,
          tagline: banner.tagline,
          category: event.category,
          dates,
          venueName: venueById(event.venue).name,
        }),
      ),
    )
  })
  popups.forEach((popup, i) => {
    const { event, dates } = eventById(popup.eventId)
    rows.popupEvents.push({
      id: popup.id,
      event_id: event.id,
      title: json(popup.title),
      image_url: `/images/popups/${popup.id}.svg`,
      sort: i + 1,
    })
    rows.media.push(
      svg(
        `/images/popups/${popup.id}.svg`,
        popupImage({
          id: popup.id,
          eventId: event.id,
          title: event.title,
          tagline: popup.tagline,
          category: event.category,
          dates,
        }),
      ),
    )
  })
  return rows
}
