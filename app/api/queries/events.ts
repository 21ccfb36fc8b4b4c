// Reads for events, venues and search (buying them: buying.ts).
import { queryOptions } from '@tanstack/react-query'
import { api } from '../client'
import { unwrap } from '../errors'
import { queryKeys } from './keys'
import { staleTimes } from './staleTimes'
import type { Schemas } from './types'

export const eventQuery = (eventId: number) =>
  queryOptions({
    queryKey: queryKeys.event(eventId),
    queryFn: ({ signal }) =>
      api.GET('/api/event/{eventId}.do', { signal, params: { path: { eventId } } }).then(unwrap),
  })

export const venuesQuery = (region?: Schemas['Region']) =>
  queryOptions({
    queryKey: queryKeys.venues(region),
    queryFn: ({ signal }) =>
      api.GET('/api/venueList.do', { signal, params: { query: { region } } }).then(unwrap),
    staleTime: staleTimes.reference,
  })

export const venueQuery = (venueId: string) =>
  queryOptions({
    queryKey: queryKeys.venue(venueId),
    queryFn: ({ signal }) =>
      api.GET('/api/venue/{venueId}.do', { signal, params: { path: { venueId } } }).then(unwrap),
    staleTime: staleTimes.reference,
  })

export const searchQuery = (q: string, page?: number) =>
  queryOptions({
    queryKey: queryKeys.search(q, page),
    queryFn: ({ signal }) =>
      api.GET('/api/search.do', { signal, params: { query: { q, page } } }).then(unwrap),
    enabled: q.trim().length > 0,
  })
