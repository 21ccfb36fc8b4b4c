/**
 * The pages' searches (`?category=music&page=2`), read the forgiving way every page wants: each
 * known value is kept when it is allowed and dropped (undefined) otherwise, unknown names go,
 * and nothing is ever an error — a hand-edited or old link opens the page without the odd part.
 * Written here rather than with valibot, whose run time travelled with the entry for the routes'
 * `validateSearch` alone; the forms keep valibot, in their own chunks.
 */

/** One value of the search: what it reads as, or undefined when it is missing or not allowed. */
export type SearchField<T> = (value: unknown) => T | undefined

type Fields = Record<string, SearchField<unknown>>
type Read<F extends Fields> = { [K in keyof F]: F[K] extends SearchField<infer T> ? T : never }
/** What a search reads as: each name's value, missing or undefined when not given or allowed. */
type Values<F extends Fields> = { [K in keyof F]?: Read<F>[K] | undefined }
/** What a page's search reads as. */
export type SearchOf<S extends { fields: Fields }> = Values<S['fields']>

/**
 * A route's `validateSearch`: the fields read from the address. What a link may pass is what the
 * page reads (each optional); `fields` lets another search build on this one.
 */
export function searchSchema<F extends Fields>(fields: F) {
  const read = (search: Values<F>) => {
    const values = search as Record<string, unknown>
    const result: Record<string, unknown> = {}
    for (const name of Object.keys(fields)) {
      if (name in values) result[name] = (fields[name] as SearchField<unknown>)(values[name])
    }
    return result as Values<F>
  }
  return Object.assign(read, { fields })
}

/** Text: `numbers` takes a number as its text too (the router reads `?q=2046` as one). */
export function text(
  options: {
    numbers?: boolean
    trim?: boolean
    upperCase?: boolean
    pattern?: RegExp
    minLength?: number
    maxLength?: number
  } = {},
): SearchField<string> {
  return (value) => {
    if (typeof value !== 'string' && !(options.numbers && typeof value === 'number')) return
    let result = String(value)
    if (options.trim) result = result.trim()
    if (options.upperCase) result = result.toUpperCase()
    if (options.pattern && !options.pattern.test(result)) return
    if (result.length < (options.minLength ?? 0)) return
    if (result.length > (options.maxLength ?? Number.POSITIVE_INFINITY)) return
    return result
  }
}

/** One of `choices`. */
export const oneOf =
  <const T extends string>(choices: readonly T[]): SearchField<T> =>
  (value) =>
    choices.includes(value as T) ? (value as T) : undefined

/** A whole number from 1 up (a page, an id). */
export const positiveInteger: SearchField<number> = (value) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : undefined
