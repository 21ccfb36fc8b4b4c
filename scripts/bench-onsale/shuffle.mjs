// The published shuffle recomputed from docs/waiting-room.md alone (node:crypto, not the
// server's code), as any member could check their place: the crowd uses it to turn a status's
// place into the serving counter it saw, and the fairness check to test the positions.
import { createHmac } from 'node:crypto'

function halfBitsFor(size) {
  let half = 3
  while (4 ** half < size) half++
  return half
}

/** positionOf(number, { groupSize, seed }) of docs/waiting-room.md (1-based, null before the opening). */
export function positionOf(number, { groupSize, seed }) {
  if (groupSize === null || groupSize === undefined) return null
  if (number > groupSize) return number
  const key = Buffer.from(seed, 'hex')
  const half = halfBitsFor(groupSize)
  const size = 2 ** half
  const mask = size - 1
  const message = Buffer.alloc(5)
  const round = (r, right) => {
    message[0] = r
    message.writeUInt32BE(right, 1)
    return createHmac('sha256', key).update(message).digest().readUInt32BE(0) & mask
  }
  let value = number - 1
  do {
    let left = Math.floor(value / size)
    let right = value % size
    for (let r = 0; r < 6; r++) {
      const next = (left ^ round(r, right)) >>> 0
      left = right
      right = next
    }
    value = left * size + right
  } while (value >= groupSize)
  return value + 1
}

// ln Γ(x), Lanczos (g = 7, 9 terms)
const lanczos = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313,
  -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6,
  1.5056327351493116e-7,
]
function lnGamma(x) {
  let sum = lanczos[0]
  for (let i = 1; i < 9; i++) sum += lanczos[i] / (x - 1 + i)
  const t = x - 1 + 7.5
  return 0.5 * Math.log(2 * Math.PI) + (x - 0.5) * Math.log(t) - t + Math.log(sum)
}

/** Q(a, x), the regularised upper incomplete gamma function (series or continued fraction). */
function upperGamma(a, x) {
  if (x <= 0) return 1
  if (x < a + 1) {
    let term = 1 / a
    let sum = term
    for (let n = 1; n < 1000 && Math.abs(term) > Math.abs(sum) * 1e-15; n++) {
      term *= x / (a + n)
      sum += term
    }
    return 1 - sum * Math.exp(-x + a * Math.log(x) - lnGamma(a))
  }
  let b = x + 1 - a
  let c = 1e300
  let d = 1 / b
  let h = d
  for (let i = 1; i < 1000; i++) {
    const an = -i * (i - a)
    b += 2
    d = an * d + b
    if (Math.abs(d) < 1e-300) d = 1e-300
    c = b + an / c
    if (Math.abs(c) < 1e-300) c = 1e-300
    d = 1 / d
    const delta = d * c
    h *= delta
    if (Math.abs(delta - 1) < 1e-15) break
  }
  return Math.exp(-x + a * Math.log(x) - lnGamma(a)) * h
}

/**
 * Whether the position is independent of the order of joining: a chi-square test on the
 * 10 × 10 table of join-order tenth by position tenth (81 degrees of freedom). The p-value, and
 * the positions that are not a permutation of 1 … N (given twice, or out of range).
 */
export function shuffleUniformity(groupSize, seed) {
  const bins = groupSize >= 500 ? 10 : 5
  const table = Array.from({ length: bins }, () => new Array(bins).fill(0))
  const seen = new Uint8Array(groupSize + 1)
  let duplicates = 0
  for (let n = 1; n <= groupSize; n++) {
    const position = positionOf(n, { groupSize, seed })
    if (position < 1 || position > groupSize || seen[position]) duplicates++
    else seen[position] = 1
    table[Math.floor(((n - 1) * bins) / groupSize)][
      Math.floor(((position - 1) * bins) / groupSize)
    ]++
  }
  const rowTotals = table.map((row) => row.reduce((a, b) => a + b, 0))
  const columnTotals = table[0].map((_, j) => table.reduce((sum, row) => sum + row[j], 0))
  let chi = 0
  for (let i = 0; i < bins; i++) {
    for (let j = 0; j < bins; j++) {
      const expected = (rowTotals[i] * columnTotals[j]) / groupSize
      chi += (table[i][j] - expected) ** 2 / expected
    }
  }
  const freedom = (bins - 1) ** 2
  return { pValue: upperGamma(freedom / 2, chi / 2), chiSquare: chi, freedom, duplicates }
}
