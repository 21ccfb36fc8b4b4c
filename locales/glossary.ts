// One word per thing in each Chinese script: where a text could say the same thing two ways
// (送遞/配送, 主頁/首頁), the catalogs and the seeded texts use the word below and never the ones
// it replaces (glossary.test.ts and server/seed/content/glossary.test.ts check both).
export type ChineseScript = 'zh-Hant' | 'zh-Hans'

export interface GlossaryTerm {
  /** what the term names, in English */
  en: string
  /** the word each script uses */
  use: Record<ChineseScript, string>
  /** the words it replaces, never written in that script */
  avoid: Record<ChineseScript, readonly string[]>
}

export const glossary: readonly GlossaryTerm[] = [
  {
    en: 'delivery (how tickets reach the buyer)',
    use: { 'zh-Hant': '送遞', 'zh-Hans': '配送' },
    avoid: { 'zh-Hant': ['配送'], 'zh-Hans': ['送递'] },
  },
  {
    en: 'home (the first page)',
    use: { 'zh-Hant': '主頁', 'zh-Hans': '首页' },
    avoid: { 'zh-Hant': ['首頁'], 'zh-Hans': ['主页'] },
  },
]

/** The avoided words a text uses, each with the word to write instead. */
export function offTerms(script: ChineseScript, text: string): string[] {
  return glossary.flatMap((term) =>
    term.avoid[script]
      .filter((word) => text.includes(word))
      .map((word) => `${word} → ${term.use[script]}`),
  )
}
