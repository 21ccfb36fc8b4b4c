// The box office's ballots reads and writes (issue #35): the ballots and their state, a ballot
// with its draw, closing, opening and drawing one. Every key starts with 'office'.
import { mutationOptions, queryOptions } from '@tanstack/react-query'
import { api } from '../client'
import { unwrap } from '../errors'

const officeBallotKeys = {
  all: ['office', 'ballots'] as const,
  one: (performanceId: number) => ['office', 'ballots', performanceId] as const,
}

export const officeBallotsQuery = () =>
  queryOptions({
    queryKey: officeBallotKeys.all,
    queryFn: ({ signal }) => api.GET('/api/office/ballots', { signal }).then(unwrap),
    staleTime: 10_000,
  })

export const officeBallotQuery = (performanceId: number) =>
  queryOptions({
    queryKey: officeBallotKeys.one(performanceId),
    queryFn: ({ signal }) =>
      api
        .GET('/api/office/ballots/{performanceId}', {
          params: { path: { performanceId } },
          signal,
        })
        .then(unwrap),
    staleTime: 10_000,
  })

const path = (performanceId: number) => ({ params: { path: { performanceId } } })

export const closeOfficeBallotMutation = mutationOptions({
  mutationKey: ['office', 'ballots', 'close'],
  mutationFn: (performanceId: number) =>
    api.POST('/api/office/ballots/{performanceId}/close', path(performanceId)).then(unwrap),
  onSettled: (_data, _error, _id, _result, { client }) =>
    client.invalidateQueries({ queryKey: officeBallotKeys.all }),
})

export const openOfficeBallotMutation = mutationOptions({
  mutationKey: ['office', 'ballots', 'open'],
  mutationFn: (performanceId: number) =>
    api.POST('/api/office/ballots/{performanceId}/open', path(performanceId)).then(unwrap),
  onSettled: (_data, _error, _id, _result, { client }) =>
    client.invalidateQueries({ queryKey: officeBallotKeys.all }),
})

export const drawOfficeBallotMutation = mutationOptions({
  mutationKey: ['office', 'ballots', 'draw'],
  mutationFn: (performanceId: number) =>
    api.POST('/api/office/ballots/{performanceId}/draw', path(performanceId)).then(unwrap),
  onSettled: (_data, _error, _id, _result, { client }) =>
    client.invalidateQueries({ queryKey: officeBallotKeys.all }),
})
