import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'

/**
 * After moving to another page inside the app, focus goes to the page's <main>, so keyboard
 * and screen-reader users start on the new content, as after a full page load.
 */
export function useFocusOnNavigation(mainId: string) {
  const router = useRouter()
  useEffect(
    () =>
      router.subscribe('onResolved', ({ fromLocation, pathChanged }) => {
        if (!fromLocation || !pathChanged) return
        document.getElementById(mainId)?.focus({ preventScroll: true })
      }),
    [router, mainId],
  )
}
