import { useSyncExternalStore } from 'react'
import { media } from '../tokens'

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(media.reducedMotion)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

/** True while the visitor's system asks for less motion; follows changes live. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(media.reducedMotion).matches,
    // on the server nothing moves until the page knows
    () => true,
  )
}
