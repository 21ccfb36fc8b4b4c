import { calendarFilters, onSaleTabs, regions } from '../../../domain/filters'
import type { EventFilters } from '../../api/queries'
import {
  oneOf,
  positiveInteger,
  type SearchOf,
  searchSchema,
  text,
} from '../../routing/searchParams'

/**
 * The events home's filters and tab, kept in the address so a filtered view can be shared,
 * reloaded and walked back: `?category=music&when=thisWeekend&region=hongKong&tab=…&page=2`,
 * `?presenter=11` for a branded presenter's events. Anything unknown is dropped, never an error.
 */
export const homeSearchSchema = searchSchema({
  category: text({ pattern: /^[A-Za-z0-9_-]{1,40}$/ }),
  presenter: positiveInteger,
  when: oneOf(calendarFilters),
  region: oneOf(regions),
  tab: oneOf(onSaleTabs),
  page: positiveInteger,
})

export type HomeSearch = SearchOf<typeof homeSearchSchema>

/** Events per page of the home's main list: a phone's first screens, not the contract's 24. */
export const homePageSize = 12

/** What the home's main list asks the API for. */
export function homeFilters(search: HomeSearch): EventFilters {
  return {
    presenter: search.presenter,
    category: search.category,
    when: search.when,
    region: search.region,
    tab: search.tab === 'all' ? undefined : search.tab,
    page: search.page,
    pageSize: homePageSize,
  }
}

/** Whether the visitor narrowed the list (the tab is not a filter). */
export function isFiltered(search: HomeSearch): boolean {
  return Boolean(search.category || search.presenter || search.when || search.region)
}
