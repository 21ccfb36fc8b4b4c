// Everything a visitor reads without logging in (spec §7 public data): event lists and the
// home page's content, event detail and seat plans, venues, search, help and FAQ, outlets,
// the cinema and point packages.
import { calendarRange } from '../../domain/calendar'
import type { Handlers } from '../http/handler'
import { cinemaHouses, cinemaSchedule, movieDetail } from '../services/catalogue/cinema'
import { eventDetail } from '../services/catalogue/eventDetail'
import { findEvents } from '../services/catalogue/eventSummaries'
import { addressTree, faqList, helpPage } from '../services/catalogue/help'
import {
  bannersOn,
  brandedPresenters,
  categoriesWithCounts,
  popupEvents,
  publishedNews,
} from '../services/catalogue/homeContent'
import { outletCsv, outletList } from '../services/catalogue/outlets'
import { pointPackages } from '../services/catalogue/pointPackages'
import { cinemaSeatPlan, performanceSeatPlan } from '../services/catalogue/seatPlans'
import { venueDetail, venueList } from '../services/catalogue/venues'

const paging = (query: { page?: number; pageSize?: number }) => ({
  page: query.page ?? 1,
  pageSize: query.pageSize ?? 24,
})

/** Sends a CSV download and returns its text (the contract's body for `text/csv`). */
function csvDownload(reply: import('fastify').FastifyReply, fileName: string, csv: string) {
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
  return csv
}

export const catalogueHandlers = {
  getBannerList: ({ query }, ctx) => bannersOn(ctx.db, query.date, ctx.now()),
  getCategoryList: (_input, ctx) => categoriesWithCounts(ctx.db, ctx.now()),
  getBrandedPresenterList: ({ query }, ctx) => brandedPresenters(ctx.db, query.category),
  getNewsList: (_input, ctx) => publishedNews(ctx.db, ctx.now()),
  getPopupEventList: (_input, ctx) => popupEvents(ctx.db, ctx.now()),

  getEventList: ({ query }, ctx) => {
    const now = ctx.now()
    return findEvents(
      ctx.db,
      {
        phase: 'upcoming',
        lists: ['utsv'],
        category: query.category,
        presenterId: query.presenter,
        region: query.region,
        when: query.when && calendarRange(query.when, now),
        tab: query.tab,
      },
      now,
      paging(query),
    )
  },
  getCityTicketingEventList: ({ query }, ctx) => {
    const now = ctx.now()
    return findEvents(
      ctx.db,
      {
        phase: 'upcoming',
        lists: ['urbtix'],
        category: query.category,
        presenterId: query.presenter,
        region: query.region,
        when: query.when && calendarRange(query.when, now),
      },
      now,
      paging(query),
    )
  },
  getKdafEventList: (_input, ctx) =>
    findEvents(ctx.db, { phase: 'upcoming', lists: ['kdaf'] }, ctx.now()),
  getHkiffEventList: (_input, ctx) =>
    findEvents(ctx.db, { phase: 'upcoming', lists: ['hkiff'] }, ctx.now()),
  getPastEventList: ({ query }, ctx) =>
    findEvents(ctx.db, { phase: 'past', category: query.category }, ctx.now(), paging(query)),

  searchEvents: async ({ query }, ctx) => {
    const words = query.q.toLowerCase().split(/\s+/).filter(Boolean)
    // nothing but spaces finds nothing (the app shows "nothing found for …")
    if (words.length === 0) return { data: [], total: 0 }
    return findEvents(ctx.db, { phase: 'upcoming', words }, ctx.now(), paging(query))
  },

  getEventDetail: ({ params }, ctx) => eventDetail(ctx.db, params.eventId, ctx.now()),
  getPerformanceSeatPlan: ({ params }, ctx) => {
    const now = ctx.now()
    return ctx.seatPlans.get(params.performanceId, now, () =>
      performanceSeatPlan(ctx.db, params.performanceId, now),
    )
  },
  getVenueList: ({ query }, ctx) => venueList(ctx.db, query.region),
  getVenue: ({ params }, ctx) => venueDetail(ctx.db, params.venueId, ctx.now()),

  getFaqList: (_input, ctx) => faqList(ctx.db),
  getHelpPage: ({ params }, ctx) => helpPage(ctx.db, params.page),
  getAddressList: (_input, ctx) => addressTree(ctx.db),

  getBoxOfficeList: ({ query }, ctx) => outletList(ctx.db, 'boxOffice', query),
  getKioskList: ({ query }, ctx) => outletList(ctx.db, 'kiosk', query),
  getBoxOfficeAddressList: async (_input, ctx) =>
    csvDownload(ctx.reply, 'citytix-box-offices.csv', await outletCsv(ctx.db, 'boxOffice')),
  getKioskAddressList: async (_input, ctx) =>
    csvDownload(ctx.reply, 'citytix-kiosks.csv', await outletCsv(ctx.db, 'kiosk')),

  getCinemaSchedule: ({ query }, ctx) => cinemaSchedule(ctx.db, query.date, ctx.now()),
  getMovie: ({ params }, ctx) => movieDetail(ctx.db, params.movieId),
  getCinemaHouses: (_input, ctx) => cinemaHouses(ctx.db),
  getCinemaSeatPlan: ({ params }, ctx) => cinemaSeatPlan(ctx.db, params.showId, ctx.now()),
  getPointPackages: (_input, ctx) => pointPackages(ctx.db),
} satisfies Handlers
