// What a visitor has typed into a long form (registration), kept in this tab while they read a
// page its text links to and come back (Back, or the link opened here after all): the form
// takes it again instead of starting empty. Session storage only, so it goes when the tab
// closes; secrets (passwords) are never kept; a sent form forgets it.

const prefix = 'formDraft:'

/** The stored draft laid over `empty`: only fields `empty` has, of the same kind. */
export function readDraft<Values extends object>(
  storage: Storage | undefined,
  key: string,
  empty: Values,
): Values {
  let stored: unknown
  try {
    stored = JSON.parse(storage?.getItem(prefix + key) ?? 'null')
  } catch {
    return empty
  }
  if (!stored || typeof stored !== 'object') return empty
  const kept = Object.entries(stored).filter(([field, value]) => {
    const expected = (empty as Record<string, unknown>)[field]
    return (
      field in empty &&
      typeof value === typeof expected &&
      Array.isArray(value) === Array.isArray(expected) &&
      (value === null) === (expected === null)
    )
  })
  return { ...empty, ...Object.fromEntries(kept) }
}

/** Keeps `values` but for the `secret` fields; storage that is missing or full keeps nothing. */
export function keepDraft<Values extends object>(
  storage: Storage | undefined,
  key: string,
  values: Values,
  secret: readonly (keyof Values)[],
) {
  const kept = Object.fromEntries(
    Object.entries(values).filter(([field]) => !secret.includes(field as keyof Values)),
  )
  try {
    storage?.setItem(prefix + key, JSON.stringify(kept))
  } catch {
    // a private window's storage may refuse: the form simply starts empty next time
  }
}

export function forgetDraft(storage: Storage | undefined, key: string) {
  try {
    storage?.removeItem(prefix + key)
  } catch {
    // nothing kept to forget
  }
}
