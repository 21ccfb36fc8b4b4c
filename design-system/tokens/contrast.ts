/** WCAG 2 relative luminance and contrast ratio of two opaque hex colours. */

function channel(value: number): number {
  const c = value / 255
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
}

export function luminance(hex: string): number {
  const match = /^#([0-9a-f]{6})$/i.exec(hex)
  if (!match?.[1]) throw new Error(`not an opaque #rrggbb colour: ${hex}`)
  const n = Number.parseInt(match[1], 16)
  return (
    0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255)
  )
}

/**
 * The colour as the page's grayscale filter draws it (mourning periods): CSS `grayscale(1)`
 * mixes the sRGB channels 0.2126 / 0.7152 / 0.0722 into one grey.
 */
export function grayscale(hex: string): string {
  const match = /^#([0-9a-f]{6})$/i.exec(hex)
  if (!match?.[1]) throw new Error(`not an opaque #rrggbb colour: ${hex}`)
  const n = Number.parseInt(match[1], 16)
  const grey = Math.round(
    0.2126 * ((n >> 16) & 255) + 0.7152 * ((n >> 8) & 255) + 0.0722 * (n & 255),
  )
  return `#${grey.toString(16).padStart(2, '0').repeat(3)}`
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}
