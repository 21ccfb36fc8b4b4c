/** A class name, or a condition that left it out. */
export type ClassValue = string | false | null | undefined

/** Joins class names, leaving out the ones a condition dropped: `cx(css.item, open && css.open, className)`. */
export function cx(...names: ClassValue[]): string {
  return names.filter(Boolean).join(' ')
}
