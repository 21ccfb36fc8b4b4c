import { describe, expect, it } from 'vitest'
import { sitePathSegments } from '../../../design-system/PlainText/sitePathSegments'
import { faqRows } from './faq'
import { helpPageRows } from './helpPages'
import { newsRows } from './news'

/** Every string inside a seeded row, however deep. */
function* strings(value: unknown): Generator<string> {
  if (typeof value === 'string') yield value
  else if (Array.isArray(value)) for (const item of value) yield* strings(item)
  else if (value && typeof value === 'object')
    for (const item of Object.values(value)) yield* strings(item)
}

describe('links in the help texts', () => {
  it('are named by words, never by their path (a reader hears "/Faq.html" otherwise)', () => {
    const rows = [
      faqRows(),
      helpPageRows(new Date('2026-12-10T04:00:00Z')),
      newsRows(new Date('2026-12-10T04:00:00Z')),
    ]
    const bare = [...strings(rows)]
      // a field that is only an address (a banner's or news item's link) is not prose
      .filter((text) => !/^\/\S*$/.test(text))
      .flatMap((text) => text.split('\n'))
      .filter((line) =>
        sitePathSegments(line).some(
          (segment) => segment.kind === 'link' && segment.label.startsWith('/'),
        ),
      )
    expect(bare).toEqual([])
  })
})
