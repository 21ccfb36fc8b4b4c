import type { AnyRouter } from '@tanstack/react-router'

/** Spec §8: a script chunk that has not loaded after 120 seconds is an error. */
export const chunkLoadTimeoutMs = 120_000

export class ChunkLoadTimeout extends Error {
  constructor() {
    super('A script chunk did not load within 120 seconds')
    this.name = 'ChunkLoadTimeout'
  }
}

type Preloadable = { preload?: () => Promise<unknown> }

/**
 * Route screens are split into chunks the router loads through each lazy component's
 * `preload`. Racing that against a timer turns a chunk that never arrives into a route error,
 * which the router shows with the error screen.
 */
export function limitChunkLoading(router: AnyRouter, timeoutMs = chunkLoadTimeoutMs) {
  for (const route of Object.values(router.routesById) as { options: Record<string, unknown> }[]) {
    for (const kind of ['component', 'errorComponent', 'pendingComponent', 'notFoundComponent']) {
      const lazy = route.options[kind] as Preloadable | undefined
      const preload = lazy?.preload
      if (!lazy || !preload) continue
      lazy.preload = () => withChunkTimeout(preload(), timeoutMs)
    }
  }
}

/** A chunk loaded outside the router (the language catalog) gets the same 120 seconds. */
export function withChunkTimeout<T>(load: Promise<T>, timeoutMs = chunkLoadTimeoutMs): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadTimeout()), timeoutMs)
    load.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error)
      },
    )
  })
}
