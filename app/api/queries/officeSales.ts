// The box office's sales reads (issue #35): the performances to choose from, one performance's
// figures, and its two CSV downloads. Every key starts with 'office'.
import { queryOptions } from '@tanstack/react-query'
import { api } from '../client'
import { unwrap } from '../errors'

const officeSalesKeys = {
  performances: () => ['office', 'sales', 'performances'] as const,
  figures: (performanceId: number) => ['office', 'sales', performanceId] as const,
  csv: (performanceId: number, file: OfficeSalesFile) =>
    ['office', 'sales', performanceId, 'csv', file] as const,
}

/** Which download: one line per ticket, or one line per buyer. */
export type OfficeSalesFile = 'sales' | 'attendees'

/** Every performance with its tickets sold, the latest first. */
export const officeSalesPerformancesQuery = () =>
  queryOptions({
    queryKey: officeSalesKeys.performances(),
    queryFn: ({ signal }) => api.GET('/api/office/sales', { signal }).then(unwrap),
    staleTime: 30_000,
  })

/** One performance's figures: sold, held and available by zone and type, revenue by day. */
export const officeSalesQuery = (performanceId: number) =>
  queryOptions({
    queryKey: officeSalesKeys.figures(performanceId),
    queryFn: ({ signal }) =>
      api
        .GET('/api/office/performances/{performanceId}/sales', {
          signal,
          params: { path: { performanceId } },
        })
        .then(unwrap),
    staleTime: 10_000,
  })

/**
 * A download as a Blob (kept as sent, with its byte order mark), for an object URL: the staff
 * token is a bearer token, which a plain link cannot carry. Never cached.
 */
export const officeSalesCsvQuery = (performanceId: number, file: OfficeSalesFile) =>
  queryOptions({
    queryKey: officeSalesKeys.csv(performanceId, file),
    queryFn: ({ signal }) =>
      (file === 'sales'
        ? api.GET('/api/office/performances/{performanceId}/sales.csv', {
            signal,
            params: { path: { performanceId } },
            parseAs: 'blob',
          })
        : api.GET('/api/office/performances/{performanceId}/attendees.csv', {
            signal,
            params: { path: { performanceId } },
            parseAs: 'blob',
          })
      ).then(unwrap),
    staleTime: 0,
    gcTime: 0,
  })
