import type { QueryClient } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import { isApiError } from '../../api/errors'
import { venueQuery } from '../../api/queries'

/** A venue id as the contract writes them (`hkc`, `hkcc-concert-hall`). */
export const isVenueId = (value: string) => /^[a-z0-9-]{1,60}$/.test(value)

/** Loads a venue for its page; an unknown venue is the page's "not found", not an error. */
export async function loadVenue(queryClient: QueryClient, venueId: string) {
  if (!isVenueId(venueId)) throw notFound()
  try {
    await queryClient.ensureQueryData(venueQuery(venueId))
  } catch (error) {
    if (isApiError(error, 'NOT_FOUND')) throw notFound()
    throw error
  }
}
