// The box office and kiosk lists with their downloadable address lists (the site's forms'
// writes are in formsMutations.ts).
import { queryOptions } from '@tanstack/react-query'
import { api } from '../client'
import { unwrap } from '../errors'
import { queryKeys } from './keys'
import { staleTimes } from './staleTimes'
import type { Schemas } from './types'

const reference = { staleTime: staleTimes.reference } as const

/** An empty `data` list is "no box office or kiosk match". */
export const boxOfficesQuery = (keyword?: string, region?: Schemas['Region']) =>
  queryOptions({
    queryKey: queryKeys.boxOffices(keyword, region),
    queryFn: ({ signal }) =>
      api
        .GET('/api/boxOfficeList.do', { signal, params: { query: { keyword, region } } })
        .then(unwrap),
    ...reference,
  })

export const kiosksQuery = (keyword?: string, region?: Schemas['Region']) =>
  queryOptions({
    queryKey: queryKeys.kiosks(keyword, region),
    queryFn: ({ signal }) =>
      api.GET('/api/kioskList.do', { signal, params: { query: { keyword, region } } }).then(unwrap),
    ...reference,
  })

/** The address list as CSV text, for a download link (Blob + object URL). */
export const outletAddressListQuery = (kind: 'boxOffices' | 'kiosks') =>
  queryOptions({
    queryKey: queryKeys.outletAddressList(kind),
    queryFn: ({ signal }) =>
      api
        .GET(kind === 'boxOffices' ? '/api/boxOfficeAddressList.do' : '/api/kioskAddressList.do', {
          signal,
          parseAs: 'text',
        })
        .then(unwrap),
    ...reference,
  })
