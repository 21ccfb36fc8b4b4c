import { encode } from 'uqr'

/** One SVG path drawing every dark module of a QR code, with a 4-module quiet zone. */
export function qrPath(payload: string): { size: number; d: string } {
  const { size, data } = encode(payload, { ecc: 'M', border: 4 })
  const parts: string[] = []
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) parts.push(`M${x} ${y}h1v1h-1z`)
    })
  })
  return { size, d: parts.join('') }
}
