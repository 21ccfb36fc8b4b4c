import { Heading } from '@design-system/Heading'
import { Link } from '@design-system/Link'
import { Stack } from '@design-system/layout'
import { Text } from '@design-system/Text'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { lazy, memo } from 'react'
import { hotEventQuery } from '../../api/queries'
import { localizedText } from '../../i18n/localizedText'
import { DrawnInSlices } from '../shell/DrawnInSlices'
import { AfterFirstPaint } from './AfterFirstPaint'
import { CinemaPointer } from './CinemaPointer'
import { EventGridPending } from './EventGridPending'
import { HomeBanners } from './HomeBanners'
import { HomeCategories } from './HomeCategories'
import { homeExtras } from './homeQueries'
import type { HomeSearch } from './homeSearch'
import { OnSaleSection } from './OnSaleSection'
import { useHomeLinks } from './useHomeLinks'

const HomeExtras = lazy(() => import('./HomeExtras'))

/**
 * The events home: banners, categories, the events on sale (filters and tabs in the address),
 * promoted events, the city ticketing and festival lists, presenters and news. During a hot
 * event only the banners and the events on sale are asked for. The route loads the main list
 * and the banners (EventsPending meanwhile, the router's ErrorScreen on failure). Kept (memo)
 * while the address stays: the router settling its match after the first drawing does not draw
 * the whole page again.
 */
export const EventsScreen = memo(function EventsScreen({ search }: { search: HomeSearch }) {
  const { t, i18n } = useLingui()
  const hot = useQuery(hotEventQuery())
  const ordinaryDay = hot.data?.isHotEvent === false || hot.isError
  const categories = useQuery({ ...homeExtras.categories(), enabled: ordinaryDay })
  const presenters = useQuery({ ...homeExtras.presenters(), enabled: ordinaryDay })
  const links = useHomeLinks(search)

  const category = categories.data?.data.find((item) => item.code === search.category)
  const presenter = presenters.data?.data.find((item) => item.id === search.presenter)
  const presenterName = presenter ? localizedText(presenter.name, i18n.locale) : ''
  const listHeading = presenter
    ? t`Events presented by ${presenterName}`
    : category
      ? localizedText(category.name, i18n.locale)
      : search.presenter
        ? t`Events of the chosen presenter`
        : t`On sale now`

  return (
    <Stack gap="xxl">
      <Stack gap="lg">
        <Heading level={1}>
          <Trans>Events</Trans>
        </Heading>
        {hot.data?.isHotEvent && (
          <Text tone="muted">
            {t`Tickets for a very popular event are on sale now. To keep the site quick, this page shows only the banners and the events on sale.`}
          </Text>
        )}
        <HomeBanners />
        {ordinaryDay && <HomeCategories search={search} />}
        {search.category === 'movie' && <CinemaPointer />}
        {search.presenter !== undefined && (
          <Link href={links.href({ tab: search.tab })} variant="standalone">
            {t`Show events of every presenter`}
          </Link>
        )}
      </Stack>
      {/* the banners (the largest picture) come in the first drawing, the cards just after */}
      <DrawnInSlices pending={<EventGridPending />}>
        <OnSaleSection search={search} heading={listHeading} />
      </DrawnInSlices>
      {ordinaryDay && (
        <AfterFirstPaint>
          <HomeExtras search={search} />
        </AfterFirstPaint>
      )}
    </Stack>
  )
})
