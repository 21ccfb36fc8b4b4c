import * as v from 'valibot'

const optional = <T extends v.GenericSchema>(schema: T) => v.fallback(v.optional(schema), undefined)

/** What the contract accepts as a search (`q`, 1 to 100 characters once trimmed). */
export const searchTextMaxLength = 100

/** `/Search.html?q=coliseum&page=2`: shareable, and walked back with the back button. */
export const searchPageSchema = v.object({
  q: optional(
    v.pipe(
      v.union([v.string(), v.pipe(v.number(), v.transform(String))]),
      v.trim(),
      v.minLength(1),
      v.maxLength(searchTextMaxLength),
    ),
  ),
  page: optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
})

export type SearchPageSearch = v.InferOutput<typeof searchPageSchema>

/** Results per page. */
export const searchPageSize = 24
