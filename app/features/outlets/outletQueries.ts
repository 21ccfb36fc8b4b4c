import type { QueryClient } from '@tanstack/react-query'
import { boxOfficesQuery, helpPageQuery, kiosksQuery } from '../../api/queries'
import type { OutletKind, OutletSearch } from './outletSearch'

type OutletListOptions = ReturnType<typeof boxOfficesQuery>

/** The list the page shows for its search. */
export const outletListQuery = (kind: OutletKind, search: OutletSearch): OutletListOptions =>
  kind === 'boxOffices'
    ? boxOfficesQuery(search.keyword, search.region)
    : // the same OutletList answer; only the key's literal type differs
      (kiosksQuery(search.keyword, search.region) as unknown as OutletListOptions)

/** Its help page: how to buy and collect there. */
export const outletHelpQuery = (kind: OutletKind) =>
  helpPageQuery(kind === 'boxOffices' ? 'BoxOffice' : 'TicketingTerminal')

/** The route's loader: the list and the help text, together. */
export function loadOutlets(queryClient: QueryClient, kind: OutletKind, search: OutletSearch) {
  return Promise.all([
    queryClient.ensureQueryData(outletListQuery(kind, search)),
    queryClient.ensureQueryData(outletHelpQuery(kind)),
  ])
}
