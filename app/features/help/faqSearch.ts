// The FAQ search: which questions mention the words searched for, in the language shown.
import type { Schemas } from '../../api/queries'
import { localizedText } from '../../i18n/localizedText'

type FaqSection = Schemas['FaqSection']

/** Lower case, one space between words, full-width letters and digits as half-width. */
function normalise(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim()
}

/**
 * The sections with the items whose question or answer holds every word of the search (in any
 * order); all of them when there is no search. Sections left empty are dropped.
 */
export function matchingFaq(
  sections: readonly FaqSection[],
  search: string | undefined,
  locale: string,
): FaqSection[] {
  const words = normalise(search ?? '')
    .split(' ')
    .filter(Boolean)
  if (words.length === 0) return [...sections]
  return sections
    .map((section) => ({
      ...section,
      items: section.items.filter((item) => {
        const text = normalise(
          `${localizedText(item.question, locale)} ${localizedText(item.answer, locale)}`,
        )
        return words.every((word) => text.includes(word))
      }),
    }))
    .filter((section) => section.items.length > 0)
}
