import { eventListQuery } from '../../api/queries'

/** The events a wish can be for: those on sale, as many as one page holds. */
export const wishEventsQuery = () => eventListQuery({ pageSize: 100 })
