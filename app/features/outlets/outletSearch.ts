import * as v from 'valibot'
import { regions } from '../../../domain/filters'

const optional = <T extends v.GenericSchema>(schema: T) => v.fallback(v.optional(schema), undefined)

/**
 * The box office and kiosk lists' search, kept in the address (`?keyword=Sha%20Tin&region=macau`)
 * so a search can be shared, reloaded and walked back. The contract's limit of 100 characters;
 * anything else is dropped, never an error.
 */
export const outletSearchSchema = v.object({
  keyword: optional(
    v.pipe(
      // the router reads `?keyword=2046` as a number
      v.union([v.string(), v.number()]),
      v.transform((text) => String(text).trim()),
      v.minLength(1),
      v.maxLength(100),
    ),
  ),
  region: optional(v.picklist(regions)),
})

export type OutletSearch = v.InferOutput<typeof outletSearchSchema>

export type OutletKind = 'boxOffices' | 'kiosks'
