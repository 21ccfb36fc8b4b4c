import { useLingui } from '@lingui/react/macro'
import { EventListSection } from './EventListSection'
import { HomeHighlights } from './HomeHighlights'
import { HomeNews } from './HomeNews'
import { HomePresenters } from './HomePresenters'
import { homeExtras } from './homeQueries'
import { type HomeSearch, isFiltered } from './homeSearch'

/**
 * The parts of the home below its main list: promoted events, the city ticketing and festival
 * lists, presenters and news. Their code and drawing wait until the page has been shown.
 */
export default function HomeExtras({ search }: { search: HomeSearch }) {
  const { t } = useLingui()
  return (
    <>
      <HomeHighlights />
      <EventListSection
        heading={t`City ticketing network`}
        options={homeExtras.cityTicketing(search)}
      />
      {!isFiltered(search) && (
        <>
          <EventListSection heading={t`Kai Tak Arts Festival`} options={homeExtras.festival()} />
          <EventListSection
            heading={t`Hong Kong International Film Festival`}
            options={homeExtras.filmFestival()}
          />
        </>
      )}
      <HomePresenters current={search.presenter} />
      <HomeNews />
    </>
  )
}
