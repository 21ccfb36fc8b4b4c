// The box office's switches reads and writes (issue #35). Every key starts with 'office'.
import { type MutationFunctionContext, mutationOptions, queryOptions } from '@tanstack/react-query'
import { api } from '../client'
import { unwrap } from '../errors'
import { queryKeys } from './keys'
import type { Schemas } from './types'

const officeSwitchesKeys = {
  siteSwitches: () => ['office', 'switches', 'site'] as const,
}

/** The site switches as staff set them (`maintenance` null: the weekly window). */
export const siteSwitchesQuery = () =>
  queryOptions({
    queryKey: officeSwitchesKeys.siteSwitches(),
    queryFn: ({ signal }) => api.GET('/api/office/switches', { signal }).then(unwrap),
  })

/** Changes the switches; the answer is what they now are, and this page's own config follows. */
export const updateSiteSwitchesMutation = mutationOptions({
  mutationKey: ['office', 'switches', 'update'],
  mutationFn: (body: Schemas['SiteSwitches']) =>
    api.PUT('/api/office/switches', { body }).then(unwrap),
  onSuccess: (
    result: Schemas['SiteSwitches'],
    _variables: unknown,
    _onMutate: unknown,
    { client }: MutationFunctionContext,
  ) => {
    client.setQueryData(officeSwitchesKeys.siteSwitches(), result)
    return Promise.all([
      client.invalidateQueries({ queryKey: queryKeys.config() }),
      client.invalidateQueries({ queryKey: queryKeys.hotEvent() }),
    ])
  },
})

/** Sends a notice to every member or to one performance's buyers; the answer says how many. */
export const sendOfficeNoticeMutation = mutationOptions({
  mutationKey: ['office', 'switches', 'notice'],
  mutationFn: (body: Schemas['OfficeNoticeRequest']) =>
    api.POST('/api/office/notices', { body }).then(unwrap),
})
