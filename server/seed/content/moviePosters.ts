// Typographic movie posters (2:3 SVG): the title in English and Traditional Chinese, the
// category badge, running time and language, in each film's own colours.

import { fitText, svgDocument, textBlock } from '../svgKit'
import type { Movie } from './movies'
import { moviePosterPath } from './movies'

const width = 400
const height = 600
const margin = 32

/** Category badges in the colours Hong Kong's classification uses on posters. */
const badgeColour: Record<Movie['rating'], string> = {
  I: '#2e7d32',
  IIA: '#f9a825',
  IIB: '#ef6c00',
  III: '#c62828',
}

/** White text on dark backgrounds, near-black on light ones. */
function inkOn(background: string): string {
  const channel = (i: number) => Number.parseInt(background.slice(1 + 2 * i, 3 + 2 * i), 16) / 255
  const linear = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)
  const luminance =
    0.2126 * linear(channel(0)) + 0.7152 * linear(channel(1)) + 0.0722 * linear(channel(2))
  return luminance > 0.3 ? '#161616' : '#ffffff'
}

export function moviePoster(movie: Movie): string {
  const [background, accent] = movie.colours
  const ink = inkOn(background)
  // one line if the title fits at a readable size, else two
  const titleWidth = width - 2 * margin
  const oneLine = fitText(movie.title['zh-Hant'], titleWidth, [64, 56, 48], 1)
  const chinese =
    oneLine.lines.length === 1
      ? oneLine
      : fitText(movie.title['zh-Hant'], titleWidth, [64, 56, 48, 40], 2)
  const english = fitText(movie.title.en.toUpperCase(), width - 2 * margin, [30, 26, 22, 18], 3)
  const chineseTop = 330
  const englishTop =
    chineseTop + (chinese.lines.length - 1) * chinese.size * 1.15 + english.size + 22
  const badge = `<g transform="translate(${width - margin - 64} ${margin})"><rect width="64" height="40" rx="6" fill="${badgeColour[movie.rating]}"/>${textBlock([movie.rating], { x: 32, y: 28, size: 22, fill: inkOn(badgeColour[movie.rating]), anchor: 'middle' })}</g>`
  const facts = `${movie.durationMinutes} min · ${movie.language.en}`
  const body = [
    `<rect width="${width}" height="${height}" fill="${background}"/>`,
    // a wide beam of the accent colour across the upper half, like a projector's light
    `<path d="M0 ${height * 0.3} L${width} ${height * 0.06} L${width} ${height * 0.2} L0 ${height * 0.4} Z" fill="${accent}" opacity="0.85"/>`,
    `<circle cx="${width * 0.18}" cy="${height * 0.2}" r="54" fill="${accent}" opacity="0.35"/>`,
    badge,
    textBlock(['CITYTIX CINEMA'], {
      x: margin,
      y: margin + 26,
      size: 16,
      fill: accent,
      spacing: 3,
    }),
    textBlock(chinese.lines, {
      x: margin,
      y: chineseTop,
      size: chinese.size,
      fill: ink,
      weight: 900,
    }),
    textBlock(english.lines, {
      x: margin,
      y: englishTop,
      size: english.size,
      fill: accent,
      weight: 700,
      spacing: 1,
    }),
    `<rect x="${margin}" y="${height - margin - 58}" width="${width - 2 * margin}" height="2" fill="${accent}"/>`,
    textBlock([facts], { x: margin, y: height - margin - 28, size: 18, fill: ink, weight: 400 }),
    textBlock([movie.director.en], {
      x: margin,
      y: height - margin,
      size: 16,
      fill: ink,
      weight: 400,
    }),
  ].join('')
  return svgDocument(width, height, `${movie.title.en} (${movie.title['zh-Hant']})`, body)
}

export function moviePosterRows(movies: readonly Movie[]) {
  return movies.map((movie) => ({
    path: moviePosterPath(movie.id),
    content_type: 'image/svg+xml',
    body: Buffer.from(moviePoster(movie), 'utf8'),
  }))
}
