// The site's forms (contact, transaction and delivery change, newsletter) and the box office and
// kiosk lists with their downloadable address lists.
import { mutationOptions, queryOptions } from '@tanstack/react-query'
import { api, formEncoded } from '../client'
import { unwrap } from '../errors'
import { queryKeys } from './keys'
import { staleTimes } from './staleTimes'
import type { Schemas } from './types'

const reference = { staleTime: staleTimes.reference } as const

export const contactMutation = mutationOptions({
  mutationKey: ['forms', 'contact'],
  mutationFn: (body: Schemas['ContactForm']) =>
    api.POST('/ContactUs.do', { body, headers: formEncoded }).then(unwrap),
})

/** A signed address to PUT the card image to; its `fileKey` goes with the request. */
export const cardImageUploadUrlMutation = mutationOptions({
  mutationKey: ['forms', 'cardImageUploadUrl'],
  mutationFn: (fileName: string) =>
    api
      .GET('/api/txnChangeRequest/presignedUrl.do', { params: { query: { fileName } } })
      .then(unwrap),
})

export const txnChangeMutation = mutationOptions({
  mutationKey: ['forms', 'txnChange'],
  mutationFn: (body: Schemas['TxnChangeRequest']) =>
    api.POST('/api/txnChangeRequest.do', { body }).then(unwrap),
})

export const deliveryChangeMutation = mutationOptions({
  mutationKey: ['forms', 'deliveryChange'],
  mutationFn: (body: Schemas['DeliveryChangeRequest']) =>
    api.POST('/api/deliveryChangeRequest.do', { body }).then(unwrap),
})

export const subscribeMutation = mutationOptions({
  mutationKey: ['forms', 'subscribe'],
  mutationFn: (email: string) =>
    api.POST('/api/subscribe.do', { params: { query: { email } } }).then(unwrap),
})

export const unsubscribeMutation = mutationOptions({
  mutationKey: ['forms', 'unsubscribe'],
  mutationFn: (email: string) =>
    api.POST('/api/unsubscribe.do', { params: { query: { email } } }).then(unwrap),
})

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
