/**
 * Hides every digit of a card number except the first 4 and the last 4 (spec §5), keeping the
 * spacing: `4567 1234 5678 9012` → `4567 •••• •••• 9012`. Already masked input stays as it is.
 */
export function maskCardNumber(card: string): string {
  const digits = [...card].filter((c) => /\d/.test(c)).length
  let seen = 0
  return [...card]
    .map((c) => {
      if (!/\d/.test(c)) return /[\s-]/.test(c) ? c : '•'
      seen += 1
      return seen <= 4 || seen > digits - 4 ? c : '•'
    })
    .join('')
}

/** The last four digits, for a spoken "card ending 9012". */
export function lastFourDigits(card: string): string {
  return card.replace(/\D/g, '').slice(-4)
}
