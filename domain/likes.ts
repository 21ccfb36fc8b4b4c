// Like counts (spec §9: "shown as K and M above 1000").
// Decisions: from 1,000 a count is shown in thousands and from 1,000,000 in millions ("above
// 1000" read as "from 1000", so 1,000 is "1K" like its neighbours). Rounded DOWN so a count is
// never overstated (1,999 → "1.9K", 999,999 → "999K", never "1000K"); one decimal below 100 of
// a unit, none from 100 (12.3K, 123K), so the text stays short on a card; a trailing ".0" is
// dropped (1,000 → "1K"). Below 1,000 the whole number is shown. Suffixes are the same in
// every language.

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
  if (tenths >= 1000 || tenths % 10 === 0) return String(Math.floor(tenths / 10))
  return (tenths / 10).toFixed(1)
}
