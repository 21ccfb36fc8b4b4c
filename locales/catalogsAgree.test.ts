// Lingui identifies a message by its English text (and context), and a language's catalogs are
// merged into one when the app loads: the same English text translated two ways in two
// catalogs would show one of them everywhere ("How to buy tickets" once read as the footer's
// link text on the page of the same name). Every language must translate a text one way, or the
// two places must say which they mean with a context (`msg({ message, context })`).
import { readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { entries, poFiles } from './poEntries'

const root = new URL('.', import.meta.url).pathname

describe.each(['zh-Hant', 'zh-Hans'])('the %s catalogs', (language) => {
  it('translate each English text one way wherever it appears', () => {
    const seen = new Map<string, { translation: string; file: string }>()
    const conflicts: string[] = []
    for (const file of poFiles(join(root, language))) {
      for (const entry of entries(readFileSync(file, 'utf8'))) {
        if (!entry.translation) continue
        const key = `${entry.context}\u0004${entry.id}`
        const earlier = seen.get(key)
        if (earlier && earlier.translation !== entry.translation) {
          conflicts.push(
            `"${entry.id}": "${earlier.translation}" (${earlier.file}) vs "${entry.translation}" (${relative(root, file)})`,
          )
        } else if (!earlier) {
          seen.set(key, { translation: entry.translation, file: relative(root, file) })
        }
      }
    }
    expect(seen.size).toBeGreaterThan(100)
    expect(conflicts).toEqual([])
  })
})
