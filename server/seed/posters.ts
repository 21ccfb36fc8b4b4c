// Typographic SVG images made at seed time: an event poster (3:4), a banner (3:1), a pop-up
// (4:5), a presenter logo (2:1) and a venue's seat plan. Colours come from the category with a
// per-event variation from the seeded PRNG, so the same event always gets the same poster.
import type { LocalizedText } from '../db/schema'
import type { CategoryCode, SeatSection } from './catalogue/types'
import { seededRandom } from './random'
import { planSeats } from './seatRows'
import { fitText, hsl, round, svgDocument, textBlock, textWidth } from './svgKit'

const categoryHue: Record<CategoryCode, number> = {
  popConcert: 322,
  music: 222,
  band: 12,
  chineseOpera: 354,
  theatre: 272,
  dance: 188,
  arts: 38,
  family: 96,
  sports: 142,
  exhibition: 200,
  seminarForum: 232,
  movie: 8,
}

interface Palette {
  background: string
  deep: string
  accent: string
  accent2: string
  ink: string
  soft: string
}

function palette(category: CategoryCode, seed: number): Palette {
  const random = seededRandom(seed * 7919 + 17)
  const hue = categoryHue[category] + random.int(-16, 16)
  const light = random.chance(0.3)
  const accentHue = hue + random.pick([150, 180, 200, 40])
  return light
    ? {
        background: hsl(hue, random.int(35, 55), random.int(86, 91)),
        deep: hsl(hue, 45, 22),
        accent: hsl(accentHue, 70, 46),
        accent2: hsl(hue, 60, 58),
        ink: hsl(hue, 40, 12),
        soft: hsl(hue, 25, 32),
      }
    : {
        background: hsl(hue, random.int(45, 70), random.int(14, 24)),
        deep: hsl(hue, 50, 9),
        accent: hsl(accentHue, 85, 62),
        accent2: hsl(hue, 65, 44),
        ink: '#ffffff',
        soft: hsl(hue, 30, 82),
      }
}

/** A geometric motif in a box, chosen and placed by the PRNG. */
function motif(
  seed: number,
  colours: Palette,
  box: { x: number; y: number; w: number; h: number },
) {
  const random = seededRandom(seed * 104729 + 3)
  const { x, y, w, h } = box
  const cx = x + w * (0.35 + random.next() * 0.4)
  const cy = y + h * (0.3 + random.next() * 0.35)
  const kind = random.int(0, 5)
  const shapes: string[] = []
  if (kind === 0) {
    // concentric rings
    for (let r = Math.min(w, h) * 0.62, i = 0; r > 20; r -= 38, i++) {
      const colour = i % 2 ? colours.accent2 : colours.accent
      shapes.push(
        `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r)}" fill="none" stroke="${colour}" stroke-width="14" opacity="${i % 2 ? 0.55 : 0.8}"/>`,
      )
    }
  } else if (kind === 1) {
    // diagonal bands
    for (let i = -4; i < 9; i++) {
      const offset = i * 90
      shapes.push(
        `<polygon points="${x + offset},${y + h} ${x + offset + 40},${y + h} ${x + offset + 40 + h * 0.7},${y} ${x + offset + h * 0.7},${y}" fill="${i % 3 ? colours.accent2 : colours.accent}" opacity="${i % 3 ? 0.4 : 0.85}"/>`,
      )
    }
  } else if (kind === 2) {
    // sunburst
    const rays = random.int(12, 20)
    for (let i = 0; i < rays; i += 2) {
      const a1 = (i / rays) * Math.PI * 2
      const a2 = ((i + 1) / rays) * Math.PI * 2
      const r = Math.max(w, h)
      shapes.push(
        `<polygon points="${round(cx)},${round(cy)} ${round(cx + r * Math.cos(a1))},${round(cy + r * Math.sin(a1))} ${round(cx + r * Math.cos(a2))},${round(cy + r * Math.sin(a2))}" fill="${colours.accent2}" opacity="0.45"/>`,
      )
    }
    shapes.push(`<circle cx="${round(cx)}" cy="${round(cy)}" r="70" fill="${colours.accent}"/>`)
  } else if (kind === 3) {
    // dot grid with one large dot
    for (let gx = x + 30; gx < x + w; gx += 44) {
      for (let gy = y + 30; gy < y + h; gy += 44) {
        shapes.push(`<circle cx="${gx}" cy="${gy}" r="6" fill="${colours.accent2}" opacity="0.6"/>`)
      }
    }
    shapes.push(
      `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(w * 0.28)}" fill="${colours.accent}"/>`,
    )
  } else if (kind === 4) {
    // stacked arches
    for (let i = 0; i < 5; i++) {
      const r = w * 0.5 - i * 48
      if (r <= 10) break
      shapes.push(
        `<path d="M ${round(x + w / 2 - r)} ${y + h} A ${round(r)} ${round(r)} 0 0 1 ${round(x + w / 2 + r)} ${y + h} Z" fill="${i % 2 ? colours.accent2 : colours.accent}" opacity="${i % 2 ? 0.7 : 0.9}"/>`,
      )
    }
  } else {
    // overlapping triangles, like hills
    for (let i = 0; i < 4; i++) {
      const left = x + random.int(-80, Math.round(w * 0.6))
      const peak = y + random.int(Math.round(h * 0.05), Math.round(h * 0.5))
      const span = random.int(220, 380)
      shapes.push(
        `<polygon points="${left},${y + h} ${left + span / 2},${peak} ${left + span},${y + h}" fill="${i % 2 ? colours.accent2 : colours.accent}" opacity="${i % 2 ? 0.6 : 0.85}"/>`,
      )
    }
  }
  return `<g clip-path="url(#motif-${seed})">${shapes.join('')}</g>`
}

const clip = (seed: number, box: { x: number; y: number; w: number; h: number }) =>
  `<defs><clipPath id="motif-${seed}"><rect x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}"/></clipPath></defs>`

export interface PosterInput {
  id: number
  title: LocalizedText
  category: CategoryCode
  categoryName: LocalizedText
  venueName: LocalizedText
  /** the run's dates as printed, e.g. `12 – 22.6.2026` */
  dates: string
}

/** An event poster, 600 × 800. */
export function eventPoster(input: PosterInput): string {
  const colours = palette(input.category, input.id)
  const width = 600
  const height = 800
  const margin = 44
  const textWidthMax = width - margin * 2
  const zh = fitText(input.title['zh-Hant'], textWidthMax, [64, 56, 50, 44, 38], 3)
  const en = fitText(input.title.en, textWidthMax, [46, 40, 36, 32, 28, 24], 3)
  const bandTop = 676
  const enTop = bandTop - 34 - (en.lines.length - 1) * en.size * 1.12
  const zhTop = enTop - en.size * 0.95 - 18 - (zh.lines.length - 1) * zh.size * 1.12
  const motifBox = { x: 0, y: 96, w: width, h: Math.max(160, zhTop - zh.size - 126) }
  const label = `${input.categoryName.en.toUpperCase()}  ·  ${input.categoryName['zh-Hant']}`
  const body = [
    clip(input.id, motifBox),
    `<rect width="${width}" height="${height}" fill="${colours.background}"/>`,
    motif(input.id, colours, motifBox),
    textBlock([label], { x: margin, y: 62, size: 20, fill: colours.soft, spacing: 3, weight: 600 }),
    `<rect x="${margin}" y="78" width="64" height="5" fill="${colours.accent}"/>`,
    textBlock(zh.lines, {
      x: margin,
      y: zhTop,
      size: zh.size,
      fill: colours.ink,
      weight: 900,
      lineHeight: 1.12,
    }),
    textBlock(en.lines, {
      x: margin,
      y: enTop,
      size: en.size,
      fill: colours.ink,
      weight: 700,
      lineHeight: 1.12,
    }),
    `<rect y="${bandTop}" width="${width}" height="${height - bandTop}" fill="${colours.deep}"/>`,
    textBlock([input.dates], {
      x: margin,
      y: bandTop + 46,
      size: 32,
      fill: '#ffffff',
      weight: 800,
    }),
    textBlock([input.venueName.en], {
      x: margin,
      y: bandTop + 80,
      size: fitText(input.venueName.en, textWidthMax, [22, 20, 18, 16], 1).size,
      fill: '#ffffff',
      weight: 500,
    }),
    textBlock([input.venueName['zh-Hant']], {
      x: margin,
      y: bandTop + 108,
      size: 22,
      fill: '#ffffff',
      weight: 500,
    }),
  ].join('')
  return svgDocument(width, height, `${input.title.en} ${input.title['zh-Hant']}`, body)
}

/** A home-page banner, 1200 × 400. */
export function bannerImage(input: {
  id: number
  eventId: number
  title: LocalizedText
  tagline: LocalizedText
  category: CategoryCode
  dates: string
  venueName: LocalizedText
}): string {
  const colours = palette(input.category, input.eventId)
  const width = 1200
  const height = 400
  const box = { x: 720, y: 0, w: 480, h: height }
  const en = fitText(input.title.en, 620, [52, 46, 40, 34], 2)
  const zh = fitText(input.title['zh-Hant'], 620, [44, 38, 32], 1)
  const enTop = 150
  const zhTop = enTop + (en.lines.length - 1) * en.size * 1.1 + zh.size + 22
  const body = [
    clip(input.id + 100_000, box),
    `<rect width="${width}" height="${height}" fill="${colours.background}"/>`,
    motif(input.id + 100_000, colours, box),
    textBlock([`${input.tagline.en}  ·  ${input.tagline['zh-Hant']}`], {
      x: 60,
      y: 82,
      size: 24,
      fill: colours.accent,
      weight: 700,
      spacing: 1,
    }),
    textBlock(en.lines, { x: 60, y: enTop, size: en.size, fill: colours.ink, weight: 800 }),
    textBlock(zh.lines.slice(0, 1), {
      x: 60,
      y: zhTop,
      size: zh.size,
      fill: colours.ink,
      weight: 900,
    }),
    textBlock([`${input.dates}  |  ${input.venueName.en}`], {
      x: 60,
      y: 352,
      size: 22,
      fill: colours.soft,
      weight: 600,
    }),
  ].join('')
  return svgDocument(width, height, `${input.title.en} ${input.title['zh-Hant']}`, body)
}

/** A pop-up announcement, 600 × 750. */
export function popupImage(input: {
  id: number
  eventId: number
  title: LocalizedText
  tagline: LocalizedText
  category: CategoryCode
  dates: string
}): string {
  const colours = palette(input.category, input.eventId)
  const width = 600
  const height = 750
  const box = { x: 0, y: 0, w: width, h: 380 }
  const en = fitText(input.title.en, 520, [44, 38, 32, 28], 3)
  const zh = fitText(input.title['zh-Hant'], 520, [48, 42, 36], 2)
  const body = [
    clip(input.id + 200_000, box),
    `<rect width="${width}" height="${height}" fill="${colours.background}"/>`,
    motif(input.id + 200_000, colours, box),
    `<rect x="40" y="300" width="${round(textWidth(input.tagline.en, 22) + 48)}" height="48" rx="24" fill="${colours.accent}"/>`,
    textBlock([input.tagline.en], { x: 64, y: 332, size: 22, fill: colours.deep, weight: 800 }),
    textBlock(zh.lines, { x: 40, y: 420, size: zh.size, fill: colours.ink, weight: 900 }),
    textBlock(en.lines, {
      x: 40,
      y: 420 + zh.lines.length * zh.size * 1.15 + 12,
      size: en.size,
      fill: colours.ink,
      weight: 700,
    }),
    textBlock([input.dates], { x: 40, y: 705, size: 28, fill: colours.soft, weight: 800 }),
  ].join('')
  return svgDocument(width, height, `${input.title.en} ${input.title['zh-Hant']}`, body)
}

/** A presenter's logo, 320 × 160: a monogram and the name in two languages. */
export function presenterLogo(input: { id: number; name: LocalizedText; mark: string }): string {
  const random = seededRandom(input.id * 31 + 5)
  const hue = random.int(0, 359)
  const colour = hsl(hue, 62, 34)
  const markSize = input.mark.length > 3 ? 24 : 32
  const en = fitText(input.name.en, 176, [17, 15, 13], 3)
  const zh = fitText(input.name['zh-Hant'], 176, [18, 16, 14], 2)
  const body = [
    '<rect width="320" height="160" rx="16" fill="#ffffff"/>',
    `<circle cx="72" cy="80" r="52" fill="${colour}"/>`,
    textBlock([input.mark], {
      x: 72,
      y: 80 + markSize * 0.36,
      size: markSize,
      fill: '#ffffff',
      weight: 900,
      anchor: 'middle',
    }),
    textBlock(zh.lines, { x: 138, y: 52, size: zh.size, fill: '#1a1a1a', weight: 800 }),
    textBlock(en.lines, {
      x: 138,
      y: 60 + zh.lines.length * zh.size * 1.15,
      size: en.size,
      fill: '#444444',
      weight: 500,
    }),
  ].join('')
  return svgDocument(320, 160, `${input.name.en} ${input.name['zh-Hant']}`, body)
}

const sectionColours = ['#3f6fb5', '#c0504d', '#4f9a5b', '#8a63b8', '#d08a2c']

/** A venue's seat plan: every seat of a reserved plan, or the floor and stands of an arena. */
export function seatPlanImage(venue: {
  name: LocalizedText
  sections?: readonly SeatSection[] | undefined
}): string {
  const title = `${venue.name.en}  ${venue.name['zh-Hant']}`
  if (!venue.sections?.length) return arenaPlan(title)
  const seat = 10
  const pitch = 13
  const margin = 40
  const seats = planSeats(venue.sections)
  const widthOf = (id: string) =>
    Math.max(...seats.filter((s) => s.section_id === id).map((s) => s.position)) + 1
  const widest = Math.max(...venue.sections.map((s) => widthOf(s.id)))
  const width = Math.max(640, widest * pitch + margin * 2)
  const parts: string[] = []
  let y = 130
  venue.sections.forEach((section, index) => {
    const colour = sectionColours[index % sectionColours.length] as string
    const left = (width - widthOf(section.id) * pitch) / 2
    parts.push(
      textBlock([`${section.name.en} ${section.name['zh-Hant']}`], {
        x: width / 2,
        y: y + 4,
        size: 16,
        fill: '#333333',
        anchor: 'middle',
        weight: 700,
      }),
    )
    y += 18
    for (const s of seats.filter((candidate) => candidate.section_id === section.id)) {
      const fill = s.wheelchair ? '#1f7a8c' : s.blocked ? '#9e9e9e' : colour
      parts.push(
        `<rect x="${round(left + s.position * pitch)}" y="${y + (s.row_sort - 1) * pitch}" width="${seat}" height="${seat}" rx="2" fill="${fill}"/>`,
      )
    }
    y += section.rows.length * pitch + 34
  })
  const height = y + 20
  const body = [
    `<rect width="${width}" height="${height}" fill="#fafafa"/>`,
    textBlock([title], {
      x: width / 2,
      y: 40,
      size: fitText(title, width - 40, [20, 18, 16, 14], 1).size,
      fill: '#222222',
      anchor: 'middle',
    }),
    `<rect x="${width / 2 - 160}" y="62" width="320" height="40" rx="6" fill="#222222"/>`,
    textBlock(['STAGE  舞台'], {
      x: width / 2,
      y: 89,
      size: 18,
      fill: '#ffffff',
      anchor: 'middle',
      spacing: 2,
    }),
    ...parts,
  ].join('')
  return svgDocument(width, height, title, body)
}

function arenaPlan(title: string): string {
  const tiers = [
    { r: 330, label: 'Upper tier  上層看台', fill: '#d9d2e9' },
    { r: 250, label: 'Lower tier  下層看台', fill: '#c9daf8' },
  ]
  const body = [
    '<rect width="800" height="640" fill="#fafafa"/>',
    textBlock([title], { x: 400, y: 40, size: 20, fill: '#222222', anchor: 'middle' }),
    ...tiers.map(
      (tier) =>
        `<path d="M ${400 - tier.r} 250 A ${tier.r} ${tier.r} 0 0 0 ${400 + tier.r} 250 Z" fill="${tier.fill}" stroke="#ffffff" stroke-width="4"/>`,
    ),
    `<rect x="230" y="190" width="340" height="150" rx="8" fill="#fde9c9" stroke="#ffffff" stroke-width="4"/>`,
    `<rect x="300" y="90" width="200" height="60" rx="6" fill="#222222"/>`,
    textBlock(['STAGE  舞台'], { x: 400, y: 127, size: 18, fill: '#ffffff', anchor: 'middle' }),
    textBlock(['Floor  場內'], { x: 400, y: 272, size: 20, fill: '#5a3b00', anchor: 'middle' }),
    textBlock(tiers.map((t) => t.label).slice(1), {
      x: 400,
      y: 440,
      size: 18,
      fill: '#1c3d6e',
      anchor: 'middle',
    }),
    textBlock(tiers.map((t) => t.label).slice(0, 1), {
      x: 400,
      y: 540,
      size: 18,
      fill: '#3d2a66',
      anchor: 'middle',
    }),
  ].join('')
  return svgDocument(800, 640, title, body)
}
