import { Heading } from '@design-system/Heading'
import { Stack } from '@design-system/layout'
import { NewsList } from '@design-system/NewsList'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { localizedText } from '../../i18n/localizedText'
import { homeExtras } from './homeQueries'

/** News and announcements, newest first. */
export function HomeNews() {
  const { t, i18n } = useLingui()
  const headingId = useId()
  const news = useQuery(homeExtras.news())
  const items = news.data?.data ?? []
  if (items.length === 0) return null
  return (
    <Stack as="section" aria-labelledby={headingId} gap="lg">
      <Heading level={2} id={headingId}>
        {t`News`}
      </Heading>
      <NewsList
        items={items.map((item) => ({
          id: String(item.id),
          title: localizedText(item.title, i18n.locale),
          body: localizedText(item.body, i18n.locale),
          publishedAt: item.publishedAt,
          href: item.linkUrl,
        }))}
      />
    </Stack>
  )
}
