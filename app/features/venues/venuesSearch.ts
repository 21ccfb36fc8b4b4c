import * as v from 'valibot'
import { regions } from '../../../domain/filters'

/** `/Venues.html?region=macau`: the region filter lives in the address. */
export const venuesSearchSchema = v.object({
  region: v.fallback(v.optional(v.picklist(regions)), undefined),
})

export type VenuesSearch = v.InferOutput<typeof venuesSearchSchema>
