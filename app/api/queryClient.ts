// The app's one QueryClient, with its defaults chosen on purpose:
// - a failed read is tried once more, and only when the server was busy or unreachable (not
//   after a 30-second timeout, nor when the server gave a reason): one failure is one wait and
//   one notification, never four;
// - freshness is set per kind of data on each query (queries/staleTimes.ts);
// - the visitor hears about a failure from the caches' onError, once per failed query or
//   mutation (not once per attempt); calls marked `meta: { quiet: true }` say nothing, but an
//   expired session still asks for a new login (spec §6: wherever it is found).
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { ApiError } from './errors'
import { describeFailure, type Failure } from './failures'
import { timedOutStatus } from './middleware'
import { staleTimes } from './queries/staleTimes'

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: CallMeta
    mutationMeta: CallMeta
  }
}

export interface CallMeta extends Record<string, unknown> {
  /** The call's failures are ignored or shown by its screen: no notification. */
  quiet?: boolean
  /**
   * Not even an expired session is told (no login prompt): a logout, whose member is leaving
   * anyway, and calls whose failures the spec says to ignore silently.
   */
  ignoreExpiredSession?: boolean
}

/** At most one more try, after a busy or unreachable server. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return (
    failureCount < 1 &&
    error instanceof ApiError &&
    error.code === 'SERVER_BUSY' &&
    error.status !== timedOutStatus
  )
}

export function createQueryClient(report: (failure: Failure) => void): QueryClient {
  const tell = (
    error: unknown,
    meta: CallMeta | undefined,
    key: readonly unknown[] | undefined,
  ) => {
    // the box office's calls (queries/office.ts): their 401 is the staff session's
    const failure = describeFailure(error, key?.[0] === 'office')
    if (!failure) return
    // a screen that shows its own failures still cannot log the member in again
    const expired = failure.kind === 'sessionExpired' || failure.kind === 'staffSessionExpired'
    const told = expired ? !meta?.ignoreExpiredSession : !meta?.quiet
    if (told) report(failure)
  }
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => tell(error, query.meta, query.queryKey),
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) =>
        tell(error, mutation.meta, mutation.options.mutationKey),
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: staleTimes.catalogue },
      // a write is never repeated behind the member's back
      mutations: { retry: false },
    },
  })
}
