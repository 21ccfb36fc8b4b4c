import { useCallback, useSyncExternalStore } from 'react'
import type { DisplayPreferences } from '../../domain/preferences'
import {
  currentDisplayPreferences,
  preferenceAttributes,
  saveDisplayPreference,
} from '../preferences'

/**
 * One display preference as <html> shows it, kept in step with the attribute (so the header's
 * controls and the member page's layout choice agree), and a setter that applies it at once
 * and remembers it in its 30-day cookie.
 */
export function useDisplayPreference<K extends keyof DisplayPreferences>(key: K) {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const observer = new MutationObserver(onChange)
      observer.observe(document.documentElement, {
        attributes: true,
        attributeFilter: [preferenceAttributes[key]],
      })
      return () => observer.disconnect()
    },
    [key],
  )
  const value = useSyncExternalStore(
    subscribe,
    () => currentDisplayPreferences(document.documentElement)[key],
    () => undefined,
  )
  const save = useCallback((next: DisplayPreferences[K]) => saveDisplayPreference(key, next), [key])
  return [value, save] as const
}
