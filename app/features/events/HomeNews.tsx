import { NewsList } from '@design-system/NewsList'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { localizedText } from '../../i18n/localizedText'
import * as css from './HomeSection.css'
import { homeExtras } from './homeQueries'

/** News and announcements, newest first. */
export function HomeNews() {
  const { t, i18n } = useLingui()
  const headingId = useId()
  const news = useQuery(homeExtras.news())
  const items = news.data?.data ?? []
  if (items.length === 0) return null
  return (
    <section aria-labelledby={headingId} className={css.section}>
      <h2 id={headingId} className={css.sectionHeading}>
        {t`News`}
      </h2>
      <NewsList
        items={items.map((item) => ({
          id: String(item.id),
          title: localizedText(item.title, i18n.locale),
          body: localizedText(item.body, i18n.locale),
          publishedAt: item.publishedAt,
          href: item.linkUrl,
        }))}
      />
    </section>
  )
}
