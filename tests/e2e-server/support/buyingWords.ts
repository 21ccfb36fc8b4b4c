// The app's own words in each language, read from the PO catalogs in locales/, so one buying
// test can run in English, Traditional or Simplified Chinese and find its buttons by name.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

export const languages = {
  en: { prefix: 'en_us', locale: 'en' },
  zhHant: { prefix: 'zh_hk', locale: 'zh-Hant' },
  zhHans: { prefix: 'zh_cn', locale: 'zh-Hans' },
} as const
export type Language = keyof typeof languages

const root = new URL('../../../locales/', import.meta.url).pathname
const catalogs = new Map<string, Map<string, string>>()

const poFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? poFiles(join(dir, entry.name))
      : entry.name.endsWith('.po')
        ? [join(dir, entry.name)]
        : [],
  )

/** A PO string's lines ("…" possibly continued on the next lines) as its text. */
const unquote = (lines: string) =>
  [...lines.matchAll(/"((?:[^"\\]|\\.)*)"/g)]
    .map((match) => JSON.parse(`"${match[1]}"`) as string)
    .join('')

/** msgid → msgstr of every catalog of a locale (entries with a context are left out). */
function catalog(locale: string) {
  const found = catalogs.get(locale)
  if (found) return found
  const messages = new Map<string, string>()
  for (const file of poFiles(join(root, locale))) {
    for (const entry of readFileSync(file, 'utf8').split(/\n\s*\n/)) {
      if (/^msgctxt /m.test(entry)) continue
      const match = /^msgid ((?:".*"\n?)+)msgstr ((?:".*"\n?)+)/m.exec(entry)
      if (!match) continue
      const id = unquote(match[1] ?? '')
      const text = unquote(match[2] ?? '')
      if (id && text && !messages.has(id)) messages.set(id, text)
    }
  }
  catalogs.set(locale, messages)
  return messages
}

/** `message` (an English msgid) in `language`; throws for a message that is not translated. */
function translated(language: Language, message: string) {
  const { locale } = languages[language]
  const text = locale === 'en' ? message : catalog(locale).get(message)
  if (text === undefined) throw new Error(`no ${locale} translation of “${message}”`)
  return text
}

const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * What `message` (an English msgid) reads in `language`; with placeholders ({total}) a pattern
 * that matches any value in their place. Throws for a message that is not translated.
 */
export function word(language: Language, message: string): string | RegExp {
  const text = translated(language, message)
  if (!/\{\w+\}/.test(text)) return text
  return new RegExp(
    `^${text
      .split(/\{\w+\}/)
      .map(literally)
      .join('.+')}$`,
  )
}

/** What `message` reads in `language` with its placeholders filled in from `values`. */
export function wordWith(language: Language, message: string, values: Record<string, string>) {
  return translated(language, message).replace(
    /\{(\w+)\}/g,
    (placeholder, name: string) => values[name] ?? placeholder,
  )
}
