import { describe, expect, it } from 'vitest'
import { type ChineseScript, offTerms } from '../../../locales/glossary'
import { buildCatalogue } from '../catalogueRows'
import { concessionRows } from '../concessionRows'
import { faqRows } from './faq'
import { helpPageRows } from './helpPages'
import { newsRows } from './news'

/** Every Chinese text of the seeded rows, however deep, with its script. */
function* chinese(value: unknown): Generator<[ChineseScript, string]> {
  if (Array.isArray(value)) for (const item of value) yield* chinese(item)
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if ((key === 'zh-Hant' || key === 'zh-Hans') && typeof item === 'string') yield [key, item]
      else yield* chinese(item)
    }
  }
}

describe('the seeded texts', () => {
  it("use the glossary's one word for each thing in each Chinese script", () => {
    const now = new Date('2026-12-10T04:00:00Z')
    const rows = [
      buildCatalogue(now),
      concessionRows(),
      faqRows(),
      helpPageRows(now),
      newsRows(now),
    ]
    const texts = [...chinese(rows)]
    expect(texts.length).toBeGreaterThan(500)
    const off = texts.flatMap(([script, text]) =>
      offTerms(script, text).map((fix) => `${script} "${text.slice(0, 60)}": ${fix}`),
    )
    expect(off).toEqual([])
  })
})
