// Newsletter (spec §5): subscribing takes a new address (strict pattern); unsubscribing looks
// an existing one up (loose pattern; the server answers EMAIL_NOT_REGISTERED when unknown).
import * as v from 'valibot'
import { looseEmail, strictEmail } from '../validation/fields'

export const newsletterSubscribeSchema = v.strictObject({ email: strictEmail })
export type NewsletterSubscribeInput = v.InferInput<typeof newsletterSubscribeSchema>

export const unsubscribeSchema = v.strictObject({ email: looseEmail })
export type UnsubscribeInput = v.InferInput<typeof unsubscribeSchema>
