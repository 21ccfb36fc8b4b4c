import { fallbackLocale, type Locale } from '../../domain/preferences'
import type { Schemas } from '../api/queries'

/** A text the API gives in all three languages (`LocalizedText`), in the one shown now. */
export function localizedText(text: Schemas['LocalizedText'], locale: string): string {
  return text[locale as Locale] ?? text[fallbackLocale]
}
