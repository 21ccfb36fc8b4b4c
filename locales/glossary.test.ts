import { readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { type ChineseScript, offTerms } from './glossary'
import { entries, poFiles } from './poEntries'

const root = new URL('.', import.meta.url).pathname

describe.each<ChineseScript>(['zh-Hant', 'zh-Hans'])('the %s catalogs', (script) => {
  it("use the glossary's one word for each thing", () => {
    const off = poFiles(join(root, script)).flatMap((file) =>
      entries(readFileSync(file, 'utf8')).flatMap((entry) =>
        offTerms(script, entry.translation).map(
          (fix) => `${relative(root, file)} "${entry.translation}": ${fix}`,
        ),
      ),
    )
    expect(off).toEqual([])
  })
})

describe('offTerms', () => {
  it('names the word to write instead, in the script of the text', () => {
    expect(offTerms('zh-Hans', '送递地址')).toEqual(['送递 → 配送'])
    expect(offTerms('zh-Hant', '送遞地址')).toEqual([])
    expect(offTerms('zh-Hant', '返回首頁')).toEqual(['首頁 → 主頁'])
  })
})
