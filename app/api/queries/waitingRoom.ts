// Reads of a hot on-sale's waiting room: the room (its opening, seed hash and crowd), the
// member's own place, and the shuffle published at the opening (its join is in
// waitingRoomMutations.ts). The place also arrives by Server-Sent Events
// (features/room/useWaitingRoom.ts); these are the polling fallback and the first answer.
import { queryOptions } from '@tanstack/react-query'
import { api } from '../client'
import { unwrap } from '../errors'
import { queryKeys } from './keys'
import { staleTimes } from './staleTimes'

export const waitingRoomQuery = (performanceId: number) =>
  queryOptions({
    queryKey: queryKeys.waitingRoom(performanceId),
    queryFn: ({ signal }) =>
      api
        .GET('/api/waitingRoom/{performanceId}.do', {
          signal,
          params: { path: { performanceId } },
        })
        .then(unwrap),
    staleTime: staleTimes.live,
  })

export const waitingRoomStatusQuery = (performanceId: number) =>
  queryOptions({
    queryKey: queryKeys.waitingRoomStatus(performanceId),
    queryFn: ({ signal }) =>
      api
        .GET('/api/waitingRoom/{performanceId}/entry.do', {
          signal,
          params: { path: { performanceId } },
        })
        .then(unwrap),
    staleTime: staleTimes.live,
  })

/** Published once, at the opening, and never changed: kept as long as the page is open. */
export const waitingRoomShuffleQuery = (performanceId: number) =>
  queryOptions({
    queryKey: queryKeys.waitingRoomShuffle(performanceId),
    queryFn: ({ signal }) =>
      api
        .GET('/api/waitingRoom/{performanceId}/shuffle.do', {
          signal,
          params: { path: { performanceId } },
        })
        .then(unwrap),
    staleTime: staleTimes.fixed,
  })

/** The address of an entry's event stream (an EventSource sends no session header). */
export const waitingRoomStreamUrl = (streamKey: string) =>
  `/api/waitingRoom/stream/${encodeURIComponent(streamKey)}.do`
