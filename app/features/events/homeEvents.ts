import { eventListQuery } from '../../api/queries'

/** The events the home lists: its route's loader and its screen read the same query. */
export const homeEventsQuery = () => eventListQuery()
