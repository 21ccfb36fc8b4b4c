import { positiveInteger, type SearchOf, searchSchema, text } from '../../routing/searchParams'

/** What the contract accepts as a search (`q`, 1 to 100 characters once trimmed). */
export const searchTextMaxLength = 100

/** `/Search.html?q=coliseum&page=2`: shareable, and walked back with the back button. */
export const searchPageSchema = searchSchema({
  q: text({ numbers: true, trim: true, minLength: 1, maxLength: searchTextMaxLength }),
  page: positiveInteger,
})

export type SearchPageSearch = SearchOf<typeof searchPageSchema>

/** Results per page. */
export const searchPageSize = 24
