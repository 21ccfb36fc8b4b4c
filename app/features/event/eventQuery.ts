import type { QueryClient } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import { isApiError } from '../../api/errors'
import { eventQuery } from '../../api/queries'

/** An event id from the address: a whole number from 1, or nothing. */
export function parseEventId(value: string): number | undefined {
  return /^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined
}

/** Loads the event for its page; an unknown event is the page's "not found", not an error. */
export async function loadEvent(queryClient: QueryClient, eventId: number | undefined) {
  if (eventId === undefined) throw notFound()
  try {
    await queryClient.ensureQueryData(eventQuery(eventId))
  } catch (error) {
    if (isApiError(error, 'NOT_FOUND')) throw notFound()
    throw error
  }
}
