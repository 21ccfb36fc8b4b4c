export interface ComboboxOption {
  value: string
  label: string
}

/**
 * Options whose label contains the typed text, ignoring case and surrounding spaces; labels
 * that start with it come first (typing "Sha" puts Sha Tin before Tsim Sha Tsui), otherwise
 * the list keeps its order.
 */
export function filterOptions<T extends ComboboxOption>(options: readonly T[], typed: string): T[] {
  const query = typed.trim().toLocaleLowerCase()
  if (query === '') return [...options]
  const starts: T[] = []
  const contains: T[] = []
  for (const option of options) {
    const label = option.label.toLocaleLowerCase()
    if (label.startsWith(query)) starts.push(option)
    else if (label.includes(query)) contains.push(option)
  }
  return [...starts, ...contains]
}

/** The option whose label is exactly the typed text (ignoring case and spaces), if any. */
export function exactMatch<T extends ComboboxOption>(options: readonly T[], typed: string) {
  const query = typed.trim().toLocaleLowerCase()
  return options.find((option) => option.label.toLocaleLowerCase() === query)
}
