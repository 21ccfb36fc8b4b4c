// Reading the PO catalogs in tests: every catalog file under a folder, and its entries.
import { readdirSync } from 'node:fs'
import { join } from 'node:path'

export interface PoEntry {
  context: string
  id: string
  translation: string
}

export function poFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return poFiles(path)
    return entry.name.endsWith('.po') ? [path] : []
  })
}

/** A PO string value: the quoted pieces of a keyword and its continuation lines, unescaped. */
export function entries(text: string): PoEntry[] {
  const found: PoEntry[] = []
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
