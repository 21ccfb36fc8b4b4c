// A payment card number as the transaction change request takes it (spec §3, §5): the first 4
// and last 4 digits shown, every other digit masked, so the full number is never sent.

/** Characters accepted as a masked digit. */
export const maskCharacters = ['*', 'x', 'X', '•'] as const
/** Card numbers have 12 to 19 digits (ISO/IEC 7812). */
export const cardNumberLength = { min: 12, max: 19 } as const

const separators = /[\s-]/g

/** Whether a number shows exactly its first 4 and last 4 digits and masks all the others. */
export function isMaskedCardNumber(value: string): boolean {
  const compact = value.replace(separators, '')
  if (compact.length < cardNumberLength.min || compact.length > cardNumberLength.max) return false
  const middle = compact.slice(4, -4)
  return (
    /^\d{4}$/.test(compact.slice(0, 4)) &&
    /^\d{4}$/.test(compact.slice(-4)) &&
    [...middle].every((c) => (maskCharacters as readonly string[]).includes(c))
  )
}

/** Masks a typed card number: first 4 and last 4 digits kept, the rest `*` in groups of 4. */
export function maskCardNumber(digits: string): string {
  const compact = digits.replace(/\D/g, '')
  if (compact.length <= 8) return compact
  const middle = '*'.repeat(compact.length - 8).match(/.{1,4}/g) ?? []
  return [compact.slice(0, 4), ...middle, compact.slice(-4)].join(' ')
}

/**
 * A card number as the visitor types it (spec §5: every digit but the first and last 4 masked):
 * the first 4 digits stay, the 4 typed last stay, and each digit in between turns into `*` as
 * soon as another follows it, so the middle digits are never shown or kept. Takes what the
 * field holds (digits, earlier `*`, spaces, dashes), stops at the longest card number, and
 * groups by 4 like `maskCardNumber`.
 */
export function maskCardNumberAsTyped(typed: string): string {
  const compact = typed.replace(/[^\d*xX•]/g, '').slice(0, cardNumberLength.max)
  const head = compact.slice(0, 4).replace(/\D/g, '')
  if (head.length < 4) return head
  const rest = compact.slice(4)
  const middle = '*'.repeat(Math.max(0, rest.length - 4))
  return `${head}${middle}${rest.slice(-4)}`.match(/.{1,4}/g)?.join(' ') ?? ''
}

/** The visible digits of a masked number, for the request body. */
export function cardEnds(masked: string): { first4: string; last4: string } {
  const compact = masked.replace(separators, '')
  return { first4: compact.slice(0, 4), last4: compact.slice(-4) }
}
