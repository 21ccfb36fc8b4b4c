// How the audit log's "before" and "after" read on screen: plain JSON as one "field: value" line
// per field, so a change of role reads "role: event_manager" over "role: customer_service".

const scalar = (value: unknown): string =>
  value === null || value === undefined
    ? '—'
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value)

/**
 * The lines of a recorded thing, only the fields in `only` when given (what changed); none when
 * it did not exist (before an add, after a removal).
 */
export function auditLines(value: unknown, only?: ReadonlySet<string>): string[] {
  if (value === null || value === undefined) return []
  if (typeof value !== 'object' || Array.isArray(value)) return [scalar(value)]
  return Object.entries(value)
    .filter(([field]) => !only || only.size === 0 || only.has(field))
    .map(([field, fieldValue]) => `${field}: ${scalar(fieldValue)}`)
}

/** The fields whose values differ between before and after; none unless both exist. */
export function changedFields(before: unknown, after: unknown): Set<string> {
  const record = (value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {}
  if (before == null || after == null) return new Set()
  const a = record(before)
  const b = record(after)
  const changed = new Set<string>()
  for (const field of new Set([...Object.keys(a), ...Object.keys(b)]))
    if (JSON.stringify(a[field]) !== JSON.stringify(b[field])) changed.add(field)
  return changed
}
