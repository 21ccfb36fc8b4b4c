import type { QueryClient } from '@tanstack/react-query'
import { helpPageQuery, type Schemas } from '../../api/queries'

/**
 * The ticket collection page has no help page of its own: it gathers the sections on getting
 * tickets from the delivery, box office and kiosk pages.
 */
export const collectionSources = [
  { page: 'Delivery', anchor: 'methods', id: 'methods' },
  { page: 'BoxOffice', anchor: 'collect', id: 'boxoffice' },
  { page: 'TicketingTerminal', anchor: 'how', id: 'kiosk' },
] as const satisfies readonly { page: Schemas['HelpPageName']; anchor: string; id: string }[]

export const collectionPages = [...new Set(collectionSources.map((source) => source.page))]

export function loadTicketCollection(queryClient: QueryClient) {
  return Promise.all(
    collectionPages.map((page) => queryClient.ensureQueryData(helpPageQuery(page))),
  )
}
