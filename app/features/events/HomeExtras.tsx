import { useLingui } from '@lingui/react/macro'
import { EventListSection } from './EventListSection'
import { HomeHighlights } from './HomeHighlights'
import { HomeNews } from './HomeNews'
import { HomePresenters } from './HomePresenters'
import { homeExtras } from './homeQueries'
import { type HomeSearch, isFiltered } from './homeSearch'
import { useOneAtATime } from './useOneAtATime'

/** The order the parts are drawn in (they show in the page's order). */
const drawingOrder = [
  'presenters',
  'news',
  'highlights',
  'cityTicketing',
  'festival',
  'filmFestival',
]

/**
 * The parts of the home below its main list: promoted events, the city ticketing and festival
 * lists, presenters and news. Their code and drawing wait until the page has been shown, and
 * they are drawn one at a time (useOneAtATime; all at once in stories and tests).
 */
export default function HomeExtras({ search }: { search: HomeSearch }) {
  const { t } = useLingui()
  const parts = [
    <HomeHighlights key="highlights" />,
    <EventListSection
      key="cityTicketing"
      heading={t`City ticketing network`}
      options={homeExtras.cityTicketing(search)}
    />,
    ...(isFiltered(search)
      ? []
      : [
          <EventListSection
            key="festival"
            heading={t`Kai Tak Arts Festival`}
            options={homeExtras.festival()}
          />,
          <EventListSection
            key="filmFestival"
            heading={t`Hong Kong International Film Festival`}
            options={homeExtras.filmFestival()}
          />,
        ]),
    <HomePresenters key="presenters" current={search.presenter} />,
    <HomeNews key="news" />,
  ]
  // the light parts (presenters, news) first, so that none waits behind a list of events; each
  // part's layout is then a short task, not one long one
  const count = useOneAtATime(parts.length)
  const shown = new Set(
    [...parts]
      .sort((a, b) => drawingOrder.indexOf(String(a.key)) - drawingOrder.indexOf(String(b.key)))
      .slice(0, count)
      .map((part) => part.key),
  )
  return <>{parts.filter((part) => shown.has(part.key))}</>
}
