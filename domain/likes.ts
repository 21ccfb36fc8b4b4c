// Like counts (spec §9: "shown as K and M above 1000").
// Decisions: from 1,000 a count is shown in thousands and from 1,000,000 in millions, with at
// most one decimal, rounded DOWN so a count is never overstated (1,999 → "1.9K", and 999,999 →
// "999.9K" rather than a confusing "1000K"); a trailing ".0" is dropped (1,000 → "1K").
// Below 1,000 the whole number is shown. The suffixes are the same in every language.

export const likeThousand = 1_000
export const likeMillion = 1_000_000

export function formatLikeCount(count: number): string {
  const n = Number.isFinite(count) ? Math.max(0, Math.floor(count)) : 0
  if (n < likeThousand) return String(n)
  if (n < likeMillion) return `${oneDecimalDown(n / likeThousand)}K`
  return `${oneDecimalDown(n / likeMillion)}M`
}

function oneDecimalDown(value: number): string {
  // integer arithmetic on tenths avoids 1.1 * 10 = 11.000000000000002 style surprises
  const tenths = Math.floor(Math.round(value * 1e6) / 1e5)
  return tenths % 10 === 0 ? String(tenths / 10) : (tenths / 10).toFixed(1)
}
