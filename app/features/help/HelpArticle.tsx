import { intlLocale } from '@design-system/format'
import { Heading } from '@design-system/Heading'
import { Stack } from '@design-system/layout'
import { Text } from '@design-system/Text'
import { useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { helpPageQuery, type Schemas } from '../../api/queries'
import { localizedText } from '../../i18n/localizedText'
import { usePageInfo } from '../shell/usePageInfo'
import { HelpContents } from './HelpContents'
import { HelpSection } from './HelpSection'

/** Long pages list their sections at the top. */
const contentsFrom = 4

export interface HelpArticleProps {
  page: Schemas['HelpPageName']
  /** Under the heading, before the text: a search, today's opening hours. */
  lead?: ReactNode
  /** By section anchor: shown in place of that section's bullet list (the delivery fee table). */
  listReplacements?: Partial<Record<string, ReactNode>>
  /** After the last section: a form, the next steps. */
  children?: ReactNode
}

/** A calendar date (`2026-10-01`) as the visitor's language writes it. */
export function formatDay(date: string, locale: string) {
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  )
}

/**
 * A help or information page: the route's heading, the page's sections from the API (plain
 * text; the site's paths in it are links), each with its anchor, and what the page adds.
 * Its route's loader has asked for the page (helpPageQuery), so it is there on first render.
 */
export function HelpArticle({ page, lead, listReplacements = {}, children }: HelpArticleProps) {
  const { t, i18n } = useLingui()
  const info = usePageInfo()
  const { data } = useSuspenseQuery(helpPageQuery(page))
  const locale = i18n.locale
  const updated = formatDay(data.updatedAt, locale)
  return (
    <Stack as="article" gap="xl" maxWidth="prose">
      <Heading level={1}>{info ? i18n._(info.title) : localizedText(data.title, locale)}</Heading>
      {lead}
      {data.sections.length >= contentsFrom && (
        <HelpContents
          entries={data.sections.map((section) => ({
            id: section.anchor,
            label: localizedText(section.heading, locale),
          }))}
        />
      )}
      {data.sections.map((section) => (
        <HelpSection
          key={section.anchor}
          section={section}
          locale={locale}
          listReplacement={listReplacements[section.anchor]}
        />
      ))}
      {children}
      <Text tone="muted" size="sm">
        {t`Last updated: ${updated}`}
      </Text>
    </Stack>
  )
}
