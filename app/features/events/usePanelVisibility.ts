import { useCallback, useState } from 'react'

/**
 * Whether a panel the visitor can hide (the filters, the presenter box) is shown, remembered
 * in this browser (spec §3: filter and presenter box visibility). Storage that is missing or
 * blocked leaves the choice for this page only.
 */
export function usePanelVisibility(
  name: 'filters' | 'presenters',
  shownByDefault = true,
): [boolean, (shown: boolean) => void] {
  const key = `citytix.${name}Shown`
  const [shown, setShown] = useState(() => {
    try {
      const stored = localStorage.getItem(key)
      return stored === null ? shownByDefault : stored === 'true'
    } catch {
      return shownByDefault
    }
  })
  const change = useCallback(
    (next: boolean) => {
      setShown(next)
      try {
        localStorage.setItem(key, String(next))
      } catch {
        // kept for this page only
      }
    },
    [key],
  )
  return [shown, change]
}
