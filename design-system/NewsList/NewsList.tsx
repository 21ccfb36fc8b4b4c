import { useLingui } from '@lingui/react/macro'
import { formatLongDate } from '../format'
import { Link } from '../Link'
import { Stack } from '../layout'
import { PlainText } from '../PlainText'
import * as css from './NewsList.css'

export interface NewsItem {
  id: string
  title: string
  /** Plain text from the API (paragraphs, `- ` bullets). */
  body: string
  /** When it was published, as an ISO date-time; shown as a Hong Kong date. */
  publishedAt: string
  /** Where to read more, when there is more. */
  href?: string
}

export interface NewsListProps {
  items: readonly NewsItem[]
  /** Heading level of each item's title, to fit the page's outline. */
  headingLevel?: 3 | 4
  className?: string
}

/** News and announcements, newest first: date, title, text and a "Read more" link. */
export function NewsList({ items, headingLevel = 3, className }: NewsListProps) {
  const { t, i18n } = useLingui()
  const HeadingTag = `h${headingLevel}` as const
  return (
    <Stack as="ul" gap="none" className={className}>
      {items.map(({ title, ...item }) => (
        <Stack as="li" key={item.id} gap="xs" className={css.item}>
          <time dateTime={item.publishedAt} className={css.date}>
            {formatLongDate(item.publishedAt, i18n.locale)}
          </time>
          <HeadingTag className={css.title}>{title}</HeadingTag>
          <PlainText text={item.body} className={css.body} />
          {item.href && (
            <Link href={item.href} variant="standalone">
              {t`Read more: ${title}`}
            </Link>
          )}
        </Stack>
      ))}
    </Stack>
  )
}
