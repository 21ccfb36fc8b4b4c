import { positiveInteger, type SearchOf, searchSchema, text } from '../../routing/searchParams'

/** `/PastEvents.html?category=theatre&page=2`. */
export const pastSearchSchema = searchSchema({
  category: text({ pattern: /^[A-Za-z0-9_-]{1,40}$/ }),
  page: positiveInteger,
})

export type PastSearch = SearchOf<typeof pastSearchSchema>

export const pastPageSize = 24

export const pastFilters = (search: PastSearch) => ({
  category: search.category,
  page: search.page,
  pageSize: pastPageSize,
})
