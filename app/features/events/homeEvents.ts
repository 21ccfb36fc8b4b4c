import { eventListQuery } from '../../api/queries'
import { type HomeSearch, homeFilters } from './homeSearch'

/** The home's main list for the filters in the address: its loader and screen read the same one. */
export const homeEventsQuery = (search: HomeSearch = {}) => eventListQuery(homeFilters(search))
