import { CategoryNav } from '@design-system/CategoryNav'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { localizedText } from '../../i18n/localizedText'
import { homeExtras } from './homeQueries'
import type { HomeSearch } from './homeSearch'
import { useHomeLinks } from './useHomeLinks'

/**
 * The categories as links (`?category=music`), keeping the chosen period, region and tab. Its
 * row keeps its height while loading, so the list below never jumps.
 */
export function HomeCategories({ search }: { search: HomeSearch }) {
  const { t, i18n } = useLingui()
  const categories = useQuery(homeExtras.categories())
  const links = useHomeLinks(search)
  if (categories.isError) return null
  const keep = { when: search.when, region: search.region, tab: search.tab }
  return (
    <CategoryNav
      loading={!categories.data}
      current={search.category ?? null}
      items={[
        { id: null, label: t`All categories`, href: links.href(keep) },
        ...(categories.data?.data ?? []).map((category) => ({
          id: category.code,
          label: localizedText(category.name, i18n.locale),
          href: links.href({ ...keep, category: category.code }),
          count: category.eventCount,
        })),
      ]}
    />
  )
}
