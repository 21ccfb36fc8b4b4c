import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { isApiError } from '../../api/errors'
import {
  queryKeys,
  type Schemas,
  waitingRoomStatusQuery,
  waitingRoomStreamUrl,
} from '../../api/queries'
import { shouldRetry } from '../../api/queryClient'
import { waitingRoomPasses } from '../../api/waitingRoomPass'
import { finalStates } from './roomView'

/** How often to ask again when the room could not be reached and set no interval itself. */
const unreachedPollMs = 10_000

/**
 * The member's place in a performance's waiting room, kept live: pushed by the room's event
 * stream (EventSource) while it is connected, asked for at the interval the room sets
 * (`pollSeconds`, longer further back) while it is not. A pass the room gives is kept for the
 * seat plan, holds and checkout. `joined` is false while the member has no place (404).
 */
export function useWaitingRoom(performanceId: number) {
  const queryClient = useQueryClient()
  const [streaming, setStreaming] = useState(false)
  const status = useQuery({
    ...waitingRoomStatusQuery(performanceId),
    // the page says what went wrong itself
    meta: { quiet: true },
    retry: (count, error) => !isApiError(error, 'NOT_FOUND') && shouldRetry(count, error),
    refetchInterval: (query) => {
      if (streaming) return false
      const data = query.state.data
      if (query.state.error) {
        return isApiError(query.state.error, 'NOT_FOUND') ? false : unreachedPollMs
      }
      if (!data || data.state === 'closed') return false
      return data.pollSeconds * 1000
    },
  })
  const data = status.data
  const notJoined = isApiError(status.error, 'NOT_FOUND')
  const streamKey = data?.streamKey
  const done = data !== undefined && finalStates.includes(data.state)

  useEffect(() => {
    if (!streamKey || done || typeof EventSource === 'undefined') return
    const source = new EventSource(waitingRoomStreamUrl(streamKey))
    source.addEventListener('open', () => setStreaming(true))
    source.addEventListener('status', (event) => {
      const next = JSON.parse((event as MessageEvent<string>).data) as Schemas['WaitingRoomStatus']
      queryClient.setQueryData(queryKeys.waitingRoomStatus(performanceId), next)
    })
    // the browser connects again by itself; the polling covers the gap
    source.addEventListener('error', () => setStreaming(false))
    return () => {
      source.close()
      setStreaming(false)
    }
  }, [streamKey, done, performanceId, queryClient])

  const pass = data?.pass
  const state = data?.state
  useEffect(() => {
    if (pass) waitingRoomPasses.keep(performanceId, pass)
    // a lapsed pass, or a sale that is over, opens nothing any more
    else if (state === 'expired' || state === 'closed') waitingRoomPasses.drop(performanceId)
  }, [pass, state, performanceId])

  return {
    status: notJoined ? undefined : data,
    notJoined,
    /** A failure other than "not joined": the page says so and keeps trying. */
    failed: !notJoined && status.isError && data === undefined,
    streaming,
    loading: status.isPending,
  }
}
