// Reads for the home page, help pages and other public data (spec §7 "Public data"). Lists of
// events keep the client's default freshness (staleTimes.catalogue).
import { queryOptions } from '@tanstack/react-query'
import { api } from '../client'
import { unwrap } from '../errors'
import { type EventFilters, queryKeys } from './keys'
import { staleTimes } from './staleTimes'
import type { Schemas } from './types'

/** Start-up flags rarely change while a page is open; the site starts without them. */
const startUp = { staleTime: staleTimes.startUp, retry: false } as const
const reference = { staleTime: staleTimes.reference } as const

export const hotEventQuery = () =>
  queryOptions({
    queryKey: queryKeys.hotEvent(),
    queryFn: ({ signal }) => api.GET('/api/is_hot_event.do', { signal }).then(unwrap),
    ...startUp,
  })

/** Failures are ignored silently (spec §4): the site runs on defaults without config. */
export const configQuery = () =>
  queryOptions({
    queryKey: queryKeys.config(),
    queryFn: ({ signal }) => api.GET('/data/config.json', { signal }).then(unwrap),
    meta: { quiet: true },
    ...startUp,
  })

export const bannersQuery = (date?: string) =>
  queryOptions({
    queryKey: queryKeys.banners(date),
    queryFn: ({ signal }) =>
      api.GET('/data/bannerList.json', { signal, params: { query: { date } } }).then(unwrap),
  })

export const categoriesQuery = () =>
  queryOptions({
    queryKey: queryKeys.categories(),
    queryFn: ({ signal }) =>
      api.GET('/data/utsvCategoryListWithUrbtix.json', { signal }).then(unwrap),
    ...reference,
  })

export const eventListQuery = (filters: EventFilters = {}) =>
  queryOptions({
    queryKey: queryKeys.eventList(filters),
    queryFn: ({ signal }) =>
      api.GET('/data/utsvEventList.json', { signal, params: { query: filters } }).then(unwrap),
  })

export const cityTicketingEventsQuery = (filters: Omit<EventFilters, 'tab'> = {}) =>
  queryOptions({
    queryKey: queryKeys.cityTicketingEvents(filters),
    queryFn: ({ signal }) =>
      api.GET('/data/urbtixEventList.json', { signal, params: { query: filters } }).then(unwrap),
  })

export const festivalEventsQuery = () =>
  queryOptions({
    queryKey: queryKeys.festivalEvents(),
    queryFn: ({ signal }) => api.GET('/api/kdafEventList.do', { signal }).then(unwrap),
  })

export const filmFestivalEventsQuery = () =>
  queryOptions({
    queryKey: queryKeys.filmFestivalEvents(),
    queryFn: ({ signal }) => api.GET('/api/hkiffEventList.do', { signal }).then(unwrap),
  })

export const pastEventsQuery = (
  filters: Pick<EventFilters, 'category' | 'page' | 'pageSize'> = {},
) =>
  queryOptions({
    queryKey: queryKeys.pastEvents(filters),
    queryFn: ({ signal }) =>
      api.GET('/data/utsvPassEventList.json', { signal, params: { query: filters } }).then(unwrap),
  })

export const presentersQuery = (category?: string) =>
  queryOptions({
    queryKey: queryKeys.presenters(category),
    queryFn: ({ signal }) =>
      api
        .GET('/data/brandedPresenterList.json', { signal, params: { query: { category } } })
        .then(unwrap),
  })

export const newsQuery = () =>
  queryOptions({
    queryKey: queryKeys.news(),
    queryFn: ({ signal }) => api.GET('/data/newsList.json', { signal }).then(unwrap),
  })

export const popupsQuery = () =>
  queryOptions({
    queryKey: queryKeys.popups(),
    queryFn: ({ signal }) => api.GET('/data/popupEventList.json', { signal }).then(unwrap),
  })

export const faqQuery = () =>
  queryOptions({
    queryKey: queryKeys.faq(),
    queryFn: ({ signal }) => api.GET('/data/faqList.json', { signal }).then(unwrap),
    ...reference,
  })

export const helpPageQuery = (page: Schemas['HelpPageName']) =>
  queryOptions({
    queryKey: queryKeys.helpPage(page),
    queryFn: ({ signal }) =>
      api.GET('/data/helpPages/{page}.json', { signal, params: { path: { page } } }).then(unwrap),
    ...reference,
  })

/** Countries, provinces, areas and districts for the registration form. */
export const addressesQuery = () =>
  queryOptions({
    queryKey: queryKeys.addresses(),
    queryFn: ({ signal }) => api.GET('/api/addressList.do', { signal }).then(unwrap),
    staleTime: staleTimes.fixed,
  })

export const pointPackagesQuery = () =>
  queryOptions({
    queryKey: queryKeys.pointPackages(),
    queryFn: ({ signal }) => api.GET('/api/pointPackages.do', { signal }).then(unwrap),
    ...reference,
  })
