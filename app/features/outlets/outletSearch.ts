import { regions } from '../../../domain/filters'
import { oneOf, type SearchOf, searchSchema, text } from '../../routing/searchParams'

/**
 * The box office and kiosk lists' search, kept in the address (`?keyword=Sha%20Tin&region=macau`)
 * so a search can be shared, reloaded and walked back. The contract's limit of 100 characters;
 * anything else is dropped, never an error.
 */
export const outletSearchSchema = searchSchema({
  // the router reads `?keyword=2046` as a number
  keyword: text({ numbers: true, trim: true, minLength: 1, maxLength: 100 }),
  region: oneOf(regions),
})

export type OutletSearch = SearchOf<typeof outletSearchSchema>

export type OutletKind = 'boxOffices' | 'kiosks'
