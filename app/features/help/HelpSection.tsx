import { Heading } from '@design-system/Heading'
import { Stack } from '@design-system/layout'
import { PlainText } from '@design-system/PlainText'
import type { ReactNode } from 'react'
import type { Schemas } from '../../api/queries'
import { localizedText } from '../../i18n/localizedText'
import { splitAtFirstList } from './splitAtFirstList'

export type HelpPageSection = Schemas['HelpPage']['sections'][number]

interface HelpSectionProps {
  section: HelpPageSection
  locale: string
  /** The fragment id of its heading; the section's own anchor unless the page has a clash. */
  id?: string
  /** Replaces the section's own heading, where the page gives it a name of its own. */
  heading?: string
  /** 2 on a help page; 3 where the sections sit under a heading of the page's own. */
  headingLevel?: 2 | 3
  /** Shown instead of the text's bullet list (or after the text when it has none). */
  listReplacement?: ReactNode
  /** Shown after the text. */
  children?: ReactNode
}

/** One section of a help page: its heading (the anchor other pages link to) and its text. */
export function HelpSection({
  section,
  locale,
  id,
  heading,
  headingLevel = 2,
  listReplacement,
  children,
}: HelpSectionProps) {
  const headingId = id ?? section.anchor
  const body = localizedText(section.body, locale)
  const parts = listReplacement ? splitAtFirstList(body) : undefined
  return (
    <Stack as="section" aria-labelledby={headingId} gap="md">
      <Heading level={headingLevel} id={headingId} size="lg">
        {heading ?? localizedText(section.heading, locale)}
      </Heading>
      {parts ? (
        <>
          {parts.before.trim() && <PlainText text={parts.before} linkSitePaths />}
          {listReplacement}
          {parts.after.trim() && <PlainText text={parts.after} linkSitePaths />}
        </>
      ) : (
        <PlainText text={body} linkSitePaths />
      )}
      {children}
    </Stack>
  )
}
