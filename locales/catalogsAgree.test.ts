// Lingui identifies a message by its English text (and context), and a language's catalogs are
// merged into one when the app loads: the same English text translated two ways in two
// catalogs would show one of them everywhere ("How to buy tickets" once read as the footer's
// link text on the page of the same name). Every language must translate a text one way, or the
// two places must say which they mean with a context (`msg({ message, context })`).
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = new URL('.', import.meta.url).pathname

function poFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return poFiles(path)
    return entry.name.endsWith('.po') ? [path] : []
  })
}

/** A PO string value: the quoted pieces of a keyword and its continuation lines, unescaped. */
function entries(text: string): { context: string; id: string; translation: string }[] {
  const found: { context: string; id: string; translation: string }[] = []
  let current: Record<string, string> = {}
  let key = ''
  const flush = () => {
    if (current.msgid) {
      found.push({
        context: current.msgctxt ?? '',
        id: current.msgid,
        translation: current.msgstr ?? '',
      })
    }
    current = {}
  }
  for (const line of text.split('\n')) {
    const keyword = /^(msgctxt|msgid|msgstr) (".*")$/.exec(line)
    const more = /^(".*")$/.exec(line)
    if (keyword?.[1] && keyword[2]) {
      if (keyword[1] === 'msgctxt' || (keyword[1] === 'msgid' && key === 'msgstr')) flush()
      key = keyword[1]
      current[key] = JSON.parse(keyword[2])
    } else if (more?.[1] && key) {
      current[key] = (current[key] ?? '') + JSON.parse(more[1])
    } else if (line.trim() === '') {
      flush()
      key = ''
    }
  }
  flush()
  return found
}

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
