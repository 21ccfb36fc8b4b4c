// The site's forms: contact, card image upload, transaction and delivery change, newsletter;
// apart from the reads of queries/forms.ts, which the routes' loaders bring into the entry,
// these travel with the screens that make them.
import { mutationOptions } from '@tanstack/react-query'
import { api, formEncoded } from '../client'
import { unwrap } from '../errors'
import type { Schemas } from './types'

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

/** The link mailed to a visitor who asked for a change: the request takes effect. */
export const confirmChangeRequestMutation = mutationOptions({
  mutationKey: ['forms', 'confirmChangeRequest'],
  mutationFn: (token: string) =>
    api.POST('/api/changeRequest/confirm.do', { body: { token } }).then(unwrap),
})
