// The box office's events reads and writes (issue #35). Every key starts with 'office'.
// A change puts the changed event in the cache and marks the office's lists stale; the public
// lists follow on the server (catalogue_version), and this tab's public reads are marked stale
// too so a staff member who looks at the site sees the change.
import { type MutationFunctionContext, mutationOptions, queryOptions } from '@tanstack/react-query'
import { api } from '../client'
import { unwrap } from '../errors'
import { queryKeys } from './keys'
import type { Schemas } from './types'

export interface OfficeEventFilters {
  q?: string | undefined
  status?: Schemas['OfficeEventStatus'] | undefined
  page?: number | undefined
}

const officeEventKeys = {
  all: ['office', 'events'] as const,
  list: (filters: OfficeEventFilters) => ['office', 'events', 'list', filters] as const,
  one: (eventId: number) => ['office', 'events', 'one', eventId] as const,
}

/** One page of the office's events (drafts too), by title words and status. */
export const officeEventsQuery = (filters: OfficeEventFilters = {}) =>
  queryOptions({
    queryKey: officeEventKeys.list(filters),
    queryFn: ({ signal }) =>
      api
        .GET('/api/office/events', {
          signal,
          params: {
            query: { q: filters.q || undefined, status: filters.status, page: filters.page },
          },
        })
        .then(unwrap),
  })

/** One event as its office form shows it. */
export const officeEventQuery = (eventId: number) =>
  queryOptions({
    queryKey: officeEventKeys.one(eventId),
    queryFn: ({ signal }) =>
      api
        .GET('/api/office/events/{eventId}', { signal, params: { path: { eventId } } })
        .then(unwrap),
  })

/** The changed event goes into the cache; the lists, the office's and the site's, are stale. */
function changed(event: Schemas['OfficeEvent'], { client }: MutationFunctionContext) {
  client.setQueryData(officeEventKeys.one(event.id), event)
  return Promise.all([
    client.invalidateQueries({ queryKey: officeEventKeys.all, refetchType: 'none' }),
    client.invalidateQueries({ queryKey: queryKeys.public, refetchType: 'none' }),
  ])
}

export const createOfficeEventMutation = mutationOptions({
  mutationKey: ['office', 'events', 'create'],
  mutationFn: (body: Schemas['OfficeEventForm']) =>
    api.POST('/api/office/events', { body }).then(unwrap),
  onSuccess: (
    event: Schemas['OfficeEvent'],
    _body: unknown,
    _onMutate: unknown,
    context: MutationFunctionContext,
  ) => changed(event, context),
})

export const updateOfficeEventMutation = mutationOptions({
  mutationKey: ['office', 'events', 'update'],
  mutationFn: ({ eventId, body }: { eventId: number; body: Schemas['OfficeEventForm'] }) =>
    api.PUT('/api/office/events/{eventId}', { params: { path: { eventId } }, body }).then(unwrap),
  onSuccess: (
    event: Schemas['OfficeEvent'],
    _vars: unknown,
    _onMutate: unknown,
    context: MutationFunctionContext,
  ) => changed(event, context),
})

export const setOfficeEventStatusMutation = mutationOptions({
  mutationKey: ['office', 'events', 'status'],
  mutationFn: ({ eventId, status }: { eventId: number; status: Schemas['OfficeEventStatus'] }) =>
    api
      .PUT('/api/office/events/{eventId}/status', {
        params: { path: { eventId } },
        body: { status },
      })
      .then(unwrap),
  onSuccess: (
    event: Schemas['OfficeEvent'],
    _vars: unknown,
    _onMutate: unknown,
    context: MutationFunctionContext,
  ) => changed(event, context),
})
