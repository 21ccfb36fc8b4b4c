import { oneOf, positiveInteger, searchSchema, text } from '../../../routing/searchParams'

/** The office's events list in the address (`?q=harbour&status=draft&page=2`). */
export const officeEventsSearchSchema = searchSchema({
  q: text({ numbers: true, trim: true, minLength: 1, maxLength: 200 }),
  status: oneOf(['draft', 'published'] as const),
  page: positiveInteger,
})

/** One event's form in the address (`?id=8801`); none: a new event. */
export const officeEventSearchSchema = searchSchema({ id: positiveInteger })
