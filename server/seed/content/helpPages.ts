// Every help page of the contract's `HelpPageName`, in one list for the seed.
import { addDays, inHongKong } from '../../../domain/hongKongTime'
import type { HelpSection, LocalizedText } from '../../db/schema'
import { buyingPages } from './helpPages/buying'
import { collectionPages } from './helpPages/collection'
import type { HelpPageContent, HelpPageName } from './helpPages/page'
import { sitePages } from './helpPages/site'

/** Typed as a full record, so a page missing from the three files fails the typecheck. */
export const helpPageContents: Record<HelpPageName, HelpPageContent> = {
  ...sitePages,
  ...buyingPages,
  ...collectionPages,
}

export interface HelpPageRow {
  page: HelpPageName
  title: LocalizedText
  sections: HelpSection[]
  updated_at: string
}

/** The pages as rows, each last updated on a recent Hong Kong date (within the last 8 weeks). */
export function helpPageRows(now: Date): HelpPageRow[] {
  const today = inHongKong(now).isoDate
  return Object.entries(helpPageContents).map(([page, content], index) => ({
    page: page as HelpPageName,
    title: content.title,
    sections: content.sections,
    updated_at: addDays(today, -(3 + ((index * 11) % 53))),
  }))
}
