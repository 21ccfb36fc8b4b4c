export type PageSlot = number | 'gap'

/**
 * The page numbers to show: always the first and last page, the current page with `siblings`
 * pages either side, and a 'gap' (drawn as an ellipsis) wherever pages are left out. A gap
 * never hides a single page: that page is shown instead, so the number of slots stays steady.
 */
export function pageRange(current: number, count: number, siblings = 1): PageSlot[] {
  if (count < 1) return []
  const page = Math.min(Math.max(1, Math.round(current)), count)
  // first, last, current, siblings each side and two gaps
  const slots = 2 * siblings + 5
  if (count <= slots) return Array.from({ length: count }, (_, i) => i + 1)

  let start = Math.max(2, page - siblings)
  let end = Math.min(count - 1, page + siblings)
  // near an end, widen the window so the row keeps the same number of slots
  if (start <= 3) {
    start = 2
    end = slots - 2
  } else if (end >= count - 2) {
    start = count - (slots - 3)
    end = count - 1
  }
  const middle = Array.from({ length: end - start + 1 }, (_, i) => start + i)
  return [
    1,
    ...(start > 2 ? (['gap'] as const) : []),
    ...middle,
    ...(end < count - 1 ? (['gap'] as const) : []),
    count,
  ]
}
