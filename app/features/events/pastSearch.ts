import * as v from 'valibot'

const optional = <T extends v.GenericSchema>(schema: T) => v.fallback(v.optional(schema), undefined)

/** `/PastEvents.html?category=theatre&page=2`. */
export const pastSearchSchema = v.object({
  category: optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,40}$/))),
  page: optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
})

export type PastSearch = v.InferOutput<typeof pastSearchSchema>

export const pastPageSize = 24

export const pastFilters = (search: PastSearch) => ({
  category: search.category,
  page: search.page,
  pageSize: pastPageSize,
})
