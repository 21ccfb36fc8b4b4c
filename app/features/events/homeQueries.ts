import type { QueryClient } from '@tanstack/react-query'
import {
  bannersQuery,
  categoriesQuery,
  cityTicketingEventsQuery,
  festivalEventsQuery,
  filmFestivalEventsQuery,
  hotEventQuery,
  newsQuery,
  popupsQuery,
  presentersQuery,
} from '../../api/queries'
import { homeEventsQuery } from './homeEvents'
import type { HomeSearch } from './homeSearch'
import { preloadImage } from './preloadImage'

// The events home's reads beyond its main list. The parts below the list are extras: a failure
// hides the part without a notification, and during a hot event they are not asked for at all.
const quiet = { meta: { quiet: true } } as const

/** City ticketing events narrowed like the main list (its period, region, category, presenter). */
export const homeCityTicketingQuery = (search: HomeSearch) =>
  cityTicketingEventsQuery({
    presenter: search.presenter,
    category: search.category,
    when: search.when,
    region: search.region,
  })

export const homeExtras = {
  banners: () => ({ ...bannersQuery(), ...quiet }),
  categories: () => ({ ...categoriesQuery(), ...quiet }),
  presenters: () => ({ ...presentersQuery(), ...quiet }),
  popups: () => ({ ...popupsQuery(), ...quiet }),
  news: () => ({ ...newsQuery(), ...quiet }),
  cityTicketing: (search: HomeSearch) => ({ ...homeCityTicketingQuery(search), ...quiet }),
  festival: () => ({ ...festivalEventsQuery(), ...quiet }),
  filmFestival: () => ({ ...filmFestivalEventsQuery(), ...quiet }),
}

/**
 * Everything the home shows starts loading at once, with the route: the main list and the
 * banners are waited for (they are the page); the rest follows by itself, unless a hot event
 * is on, when the home asks for nothing more than it must.
 */
export async function loadHome(queryClient: QueryClient, search: HomeSearch, waitForList: boolean) {
  const list = queryClient.ensureQueryData(homeEventsQuery(search))
  const banners = queryClient
    .ensureQueryData(homeExtras.banners())
    // the first banner is the page's largest paint: its picture downloads while the page renders
    .then((answer) => preloadImage(answer.data[0]?.imageUrl))
    .catch(() => undefined)
  queryClient
    .ensureQueryData(hotEventQuery())
    // a flag that cannot be read counts as an ordinary day
    .then(
      (flag) => flag.isHotEvent,
      () => false,
    )
    .then((hot) => {
      if (hot) return
      // prefetchQuery never throws: a failure waits in the cache for its part to hide
      queryClient.prefetchQuery(homeExtras.categories())
      queryClient.prefetchQuery(homeExtras.presenters())
      queryClient.prefetchQuery(homeExtras.popups())
      queryClient.prefetchQuery(homeExtras.news())
      queryClient.prefetchQuery(homeExtras.cityTicketing(search))
      queryClient.prefetchQuery(homeExtras.festival())
      queryClient.prefetchQuery(homeExtras.filmFestival())
    })
    .catch(() => undefined)
  if (waitForList) await Promise.all([list, banners])
  else list.catch(() => undefined)
}
