// TEMPORARY stand-in until domain/likes.ts (another engineer's) exports formatLikeCount.
/** Like counts above 1000 shown as K and M (spec §9): 999, 1.2K, 12K, 3.4M. */
export function formatLikeCount(count: number): string {
  const compact = (value: number, unit: string) =>
    `${value >= 100 ? Math.floor(value) : Math.floor(value * 10) / 10}${unit}`
  if (count >= 1_000_000) return compact(count / 1_000_000, 'M')
  if (count > 1000) return compact(count / 1000, 'K')
  return String(count)
}
