import { useEffect, useState } from 'react'
import { forgetDraft, keepDraft, readDraft } from './formDraft'

const tabStorage = () => {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage
  } catch {
    return undefined
  }
}

/** What was typed into the form under `key` last time in this tab (formDraft.ts), or `empty`. */
export function useDraftStart<Values extends object>(key: string, empty: Values): Values {
  const [initial] = useState(() => readDraft(tabStorage(), key, empty))
  return initial
}

/** Keeps the form's values but `secret` ones as they change; `false` once it is sent. */
export function useKeptDraft<Values extends object>(
  key: string,
  values: Values,
  secret: readonly (keyof Values)[],
  keep: boolean,
) {
  useEffect(() => {
    if (keep) keepDraft(tabStorage(), key, values, secret)
    else forgetDraft(tabStorage(), key)
  }, [key, values, secret, keep])
}
