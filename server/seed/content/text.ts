// Helpers for writing the seed's visitor texts: every text in the three languages, and the
// contract's plain-text format (paragraphs separated by a blank line, `- ` starts a bullet).
import type { LocalizedText } from '../../db/schema'

export type Language = keyof LocalizedText

/** A text in English, Traditional Chinese (Hong Kong) and Simplified Chinese, in that order. */
export function t(en: string, zhHant: string, zhHans: string): LocalizedText {
  return { en, 'zh-Hant': zhHant, 'zh-Hans': zhHans }
}

/**
 * A body in the contract's format: a string is a paragraph, an array a bulleted list.
 */
export function doc(...blocks: (string | readonly string[])[]): string {
  return blocks
    .map((block) =>
      typeof block === 'string' ? block : block.map((item) => `- ${item}`).join('\n'),
    )
    .join('\n\n')
}

/** JSON for a jsonb column. */
export const json = (value: unknown): string => JSON.stringify(value)
