import { regions } from '../../../domain/filters'
import { oneOf, type SearchOf, searchSchema } from '../../routing/searchParams'

/** `/Venues.html?region=macau`: the region filter lives in the address. */
export const venuesSearchSchema = searchSchema({ region: oneOf(regions) })

export type VenuesSearch = SearchOf<typeof venuesSearchSchema>
