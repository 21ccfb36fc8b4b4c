import { useLocation } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { auth } from './auth'
import { keptInput } from './keptInput'

/**
 * Keeps a form's values through an expired session (keptInput.ts): `values` are kept when the
 * session expires on this page, and `restore` gets them back when the same member returns
 * here after logging in. `name` tells apart two forms on one page. `values` undefined keeps
 * nothing (a form already sent must not come back filled in, to be sent twice).
 */
export function useKeptInput<T>(name: string, values: T | undefined, restore: (kept: T) => void) {
  const { pathname } = useLocation()
  const key = `${pathname}#${name}`
  const latest = useRef(values)
  latest.current = values
  const restoreRef = useRef(restore)
  restoreRef.current = restore

  useEffect(() => keptInput.watch(key, () => latest.current), [key])
  useEffect(() => {
    const kept = keptInput.take(key, auth.memberId())
    if (kept !== undefined) restoreRef.current(kept as T)
  }, [key])
}
