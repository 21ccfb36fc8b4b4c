// Small helpers for the seed's SVG images: XML escaping, rough text measuring and wrapping
// (no font metrics on the server: widths are estimates that leave a margin), and colours.

const fontFamily = "'Noto Sans CJK TC', 'Noto Sans TC', sans-serif"

const xmlEntities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}

function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => xmlEntities[c] as string)
}

const isWide = (c: string) =>
  /[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef\u3000-\u303f]/.test(c)

/** Estimated width of a text at a font size, in the same units. */
export function textWidth(value: string, size: number): number {
  let em = 0
  for (const c of value) {
    if (isWide(c)) em += 1
    else if (c === ' ') em += 0.28
    else if (/[A-Z]/.test(c)) em += 0.68
    else if (/[a-z0-9]/.test(c)) em += 0.56
    else em += 0.36
  }
  return em * size
}

// a line never starts with closing punctuation
const closing = /^[，。、；：！？」』》〉）,.;:!?)]/

/** Splits into words (Latin) and single characters (Chinese), keeping punctuation attached. */
function tokens(value: string): string[] {
  const out: string[] = []
  for (const part of value.split(/(\s+)/)) {
    if (/^\s+$/.test(part)) {
      out.push(' ')
      continue
    }
    let latin = ''
    for (const c of part) {
      if (isWide(c)) {
        if (latin) out.push(latin)
        latin = ''
        if (closing.test(c) && out.length > 0) out[out.length - 1] += c
        else out.push(c)
      } else latin += c
    }
    if (latin) out.push(latin)
  }
  return out
}

/** Greedy line breaking to a width. */
function wrap(value: string, size: number, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const token of tokens(value)) {
    const candidate = line + token
    if (line.trim() && textWidth(candidate.trimEnd(), size) > width) {
      lines.push(line.trim())
      line = token === ' ' ? '' : token
    } else line = candidate
  }
  if (line.trim()) lines.push(line.trim())
  return lines
}

/** The largest size from `sizes` (largest first) at which the text fits in `maxLines`. */
export function fitText(
  value: string,
  width: number,
  sizes: readonly number[],
  maxLines: number,
): { size: number; lines: string[] } {
  for (const size of sizes) {
    const lines = wrap(value, size, width)
    if (lines.length <= maxLines) return { size, lines }
  }
  const size = sizes[sizes.length - 1] as number
  return { size, lines: wrap(value, size, width) }
}

/** `<text>` with one `<tspan>` per line. */
export function textBlock(
  lines: readonly string[],
  options: {
    x: number
    y: number
    size: number
    lineHeight?: number
    fill: string
    weight?: number
    anchor?: 'start' | 'middle' | 'end'
    spacing?: number
  },
): string {
  const step = options.size * (options.lineHeight ?? 1.15)
  const spans = lines
    .map(
      (line, i) =>
        `<tspan x="${options.x}" y="${round(options.y + i * step)}">${escapeXml(line)}</tspan>`,
    )
    .join('')
  const spacing = options.spacing ? ` letter-spacing="${options.spacing}"` : ''
  return `<text font-size="${options.size}" font-weight="${options.weight ?? 700}" fill="${options.fill}" text-anchor="${options.anchor ?? 'start'}"${spacing}>${spans}</text>`
}

export const round = (n: number) => Math.round(n * 10) / 10

/** `#rrggbb` from hue (degrees), saturation and lightness (0–100). */
export function hsl(hue: number, saturation: number, lightness: number): string {
  const h = (((hue % 360) + 360) % 360) / 360
  const s = saturation / 100
  const l = lightness / 100
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s
  const p = 2 * l - q
  const channel = (t0: number) => {
    let t = t0
    if (t < 0) t += 1
    if (t > 1) t -= 1
    const v =
      t < 1 / 6
        ? p + (q - p) * 6 * t
        : t < 1 / 2
          ? q
          : t < 2 / 3
            ? p + (q - p) * (2 / 3 - t) * 6
            : p
    return Math.round(v * 255)
      .toString(16)
      .padStart(2, '0')
  }
  return `#${channel(h + 1 / 3)}${channel(h)}${channel(h - 1 / 3)}`
}

export function svgDocument(width: number, height: number, label: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeXml(label)}" font-family="${escapeXml(fontFamily)}">${body}</svg>`
}
