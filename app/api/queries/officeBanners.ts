// The box office's banners reads and writes (issue #35). Every key starts with 'office'. Each
// write answers the whole list in its new order, which becomes the list's data, and the home's
// banners are read afresh.
import { type MutationFunctionContext, mutationOptions, queryOptions } from '@tanstack/react-query'
import { api } from '../client'
import { unwrap } from '../errors'
import type { Schemas } from './types'

const officeBannersKeys = {
  list: () => ['office', 'banners', 'list'] as const,
}

type BannerList = Schemas['OfficeBannerList']

const follow = (
  result: BannerList,
  _variables: unknown,
  _onMutate: unknown,
  { client }: MutationFunctionContext,
) => {
  client.setQueryData(officeBannersKeys.list(), result)
  return client.invalidateQueries({ queryKey: ['public', 'banners'] })
}

/** Every banner in the home's order, and the images a banner may use. */
export const officeBannersQuery = () =>
  queryOptions({
    queryKey: officeBannersKeys.list(),
    queryFn: ({ signal }) => api.GET('/api/office/banners', { signal }).then(unwrap),
  })

/** Adds a banner at the end of the order. */
export const createOfficeBannerMutation = mutationOptions({
  mutationKey: ['office', 'banners', 'create'],
  mutationFn: (body: Schemas['OfficeBannerForm']) =>
    api.POST('/api/office/banners', { body }).then(unwrap),
  onSuccess: follow,
})

/** Changes one banner; its place in the order stays. */
export const updateOfficeBannerMutation = mutationOptions({
  mutationKey: ['office', 'banners', 'update'],
  mutationFn: ({ bannerId, ...body }: Schemas['OfficeBannerForm'] & { bannerId: number }) =>
    api
      .PUT('/api/office/banners/{bannerId}', { params: { path: { bannerId } }, body })
      .then(unwrap),
  onSuccess: follow,
})

/** Removes one banner from the home. */
export const deleteOfficeBannerMutation = mutationOptions({
  mutationKey: ['office', 'banners', 'delete'],
  mutationFn: (bannerId: number) =>
    api.DELETE('/api/office/banners/{bannerId}', { params: { path: { bannerId } } }).then(unwrap),
  onSuccess: follow,
})

/** Moves one banner a place up or down. */
export const moveOfficeBannerMutation = mutationOptions({
  mutationKey: ['office', 'banners', 'move'],
  mutationFn: ({ bannerId, direction }: { bannerId: number; direction: 'up' | 'down' }) =>
    api
      .POST('/api/office/banners/{bannerId}/move', {
        params: { path: { bannerId } },
        body: { direction },
      })
      .then(unwrap),
  onSuccess: follow,
})
