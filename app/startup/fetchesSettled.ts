import type { QueryClient } from '@tanstack/react-query'

/**
 * Resolves once no query is fetching, or after `maxMs`. A first view (app/ssr) is drawn, and the
 * app draws over it, with the answers the page asked for all in: a part drawn first as a
 * skeleton and then again once its answer came would flicker over a page already shown, and
 * draw the page again in one long task.
 */
export async function fetchesSettled(queryClient: QueryClient, maxMs: number): Promise<void> {
  const giveUpAt = Date.now() + maxMs
  while (queryClient.isFetching() > 0 && Date.now() < giveUpAt) {
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}
