// The shape of one help page as the seed writes it (the contract's `HelpPage`, less the date).
import type { components } from '../../../../contract/schema.gen'
import type { HelpSection, LocalizedText } from '../../../db/schema'

export type HelpPageName = components['schemas']['HelpPageName']

export interface HelpPageContent {
  title: LocalizedText
  sections: HelpSection[]
}

export const section = (
  anchor: string,
  heading: LocalizedText,
  body: LocalizedText,
): HelpSection => ({
  anchor,
  heading,
  body,
})

/** The three languages, short, for texts that quote facts.ts in each. */
export const E = 'en'
export const H = 'zh-Hant'
export const S = 'zh-Hans'
