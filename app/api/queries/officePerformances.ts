// The box office's performances reads and writes (issue #35). Every key starts with 'office'.
import { type MutationFunctionContext, mutationOptions, queryOptions } from '@tanstack/react-query'
import { api } from '../client'
import { unwrap } from '../errors'
import type { Schemas } from './types'

const keys = {
  performances: (eventId: number) => ['office', 'performances', eventId] as const,
  priceZones: (eventId: number, performanceId: number) =>
    ['office', 'performances', eventId, performanceId, 'priceZones'] as const,
}

/** An event's performances, with its price zones and allowed concessions. */
export const officePerformancesQuery = (eventId: number) =>
  queryOptions({
    queryKey: keys.performances(eventId),
    queryFn: ({ signal }) =>
      api
        .GET('/api/office/events/{eventId}/performances', {
          params: { path: { eventId } },
          signal,
        })
        .then(unwrap),
  })

/** A performance's price zones with what each has sold. */
export const officePriceZonesQuery = (eventId: number, performanceId: number) =>
  queryOptions({
    queryKey: keys.priceZones(eventId, performanceId),
    queryFn: ({ signal }) =>
      api
        .GET('/api/office/events/{eventId}/performances/{performanceId}/priceZones', {
          params: { path: { eventId, performanceId } },
          signal,
        })
        .then(unwrap),
  })

/** After a performance is added or changed, the event's list is read again. */
const refreshEvent = (
  _data: unknown,
  variables: { eventId: number },
  _onMutate: unknown,
  { client }: MutationFunctionContext,
) => client.invalidateQueries({ queryKey: keys.performances(variables.eventId) })

export const createOfficePerformanceMutation = mutationOptions({
  mutationKey: ['office', 'performances', 'create'],
  mutationFn: ({ eventId, form }: { eventId: number; form: Schemas['OfficePerformanceForm'] }) =>
    api
      .POST('/api/office/events/{eventId}/performances', {
        params: { path: { eventId } },
        body: form,
      })
      .then(unwrap),
  onSuccess: refreshEvent,
})

export const updateOfficePerformanceMutation = mutationOptions({
  mutationKey: ['office', 'performances', 'update'],
  mutationFn: ({
    eventId,
    performanceId,
    form,
  }: {
    eventId: number
    performanceId: number
    form: Schemas['OfficePerformanceForm']
  }) =>
    api
      .PUT('/api/office/events/{eventId}/performances/{performanceId}', {
        params: { path: { eventId, performanceId } },
        body: form,
      })
      .then(unwrap),
  onSuccess: refreshEvent,
})

export const setOfficePriceZonesMutation = mutationOptions({
  mutationKey: ['office', 'performances', 'priceZones'],
  mutationFn: ({
    eventId,
    performanceId,
    form,
  }: {
    eventId: number
    performanceId: number
    form: Schemas['OfficePriceZonesForm']
  }) =>
    api
      .PUT('/api/office/events/{eventId}/performances/{performanceId}/priceZones', {
        params: { path: { eventId, performanceId } },
        body: form,
      })
      .then(unwrap),
  onSuccess: (
    result: Schemas['OfficePriceZones'],
    variables: { eventId: number; performanceId: number },
    _onMutate: unknown,
    { client }: MutationFunctionContext,
  ) => {
    client.setQueryData(keys.priceZones(variables.eventId, variables.performanceId), result)
    return client.invalidateQueries({ queryKey: keys.performances(variables.eventId) })
  },
})
