// The design system's house rules, checked on the source: each one replaced a habit that had
// been copied from part to part (31 inline SVGs, two formatHkd, seven fields re-passing the
// same props, deep imports across folders…). A failure names the file and the line.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { BadgeProps } from './Badge'
import type { ButtonProps } from './Button'
import type { ButtonLinkProps } from './ButtonLink'
import type { CalloutProps } from './Callout'
import type { CardProps } from './Card'
import type { DataListProps } from './DataList'
import type { FieldsetProps } from './Fieldset'
import type { HeadingProps } from './Heading'
import type { ImageProps } from './Image'
import type { LinkProps } from './Link'
import type { TextProps } from './Text'

const root = join(import.meta.dirname, '..')
const designSystem = join(root, 'design-system')

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path)
    return /\.(ts|tsx)$/.test(name) ? [path] : []
  })
}

/** Every line matching `pattern` in the files, as `path:line: text`. */
function linesMatching(files: string[], pattern: RegExp, keep = (_path: string) => true) {
  return files.filter(keep).flatMap((path) =>
    readFileSync(path, 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        pattern.test(line) ? [`${relative(root, path)}:${index + 1}: ${line.trim()}`] : [],
      ),
  )
}

const parts = readdirSync(designSystem).filter((name) =>
  statSync(join(designSystem, name)).isDirectory(),
)
const partFiles = sourceFiles(designSystem).filter((path) =>
  relative(designSystem, path).includes('/'),
)
const code = partFiles.filter((path) => !/\.test\.tsx?$/.test(path))
const partOf = (path: string) => relative(designSystem, path).split('/')[0] ?? ''
const importSpecifiers = /from '([^']+)'|import '([^']+)'/

describe('design-system parts', () => {
  it('each have a public index.ts', () => {
    expect(parts.filter((part) => !existsSync(join(designSystem, part, 'index.ts')))).toEqual([])
  })

  it('use each other only through that index, never a file inside another part', () => {
    const reaching = linesMatching(partFiles, importSpecifiers).filter((hit) => {
      const specifier = importSpecifiers.exec(hit.slice(hit.indexOf(': ') + 2))
      const target = specifier?.[1] ?? specifier?.[2] ?? ''
      // '../Button' is the part; '../Button/Button.css' reaches into it. The one stylesheet
      // entry, tokens/global.css, is imported for its side effect.
      return /^\.\.\/[^./][^/]*\//.test(target) && target !== '../tokens/global.css'
    })
    expect(reaching).toEqual([])
  })

  it('draw icons from icons/ only (the logo, QR code and seat plan are drawings)', () => {
    const drawings = ['icons', 'Logo', 'QrTicket', 'SeatMap']
    expect(linesMatching(code, /<svg\b/, (path) => !drawings.includes(partOf(path)))).toEqual([])
  })

  it('format money, dates and lists with format/ only', () => {
    expect(linesMatching(code, /\bIntl\./, (path) => partOf(path) !== 'format')).toEqual([])
  })

  it('join class names with cx', () => {
    const joins = /\.filter\(Boolean\)\.join\(' '\)|className=\{[`[]/
    expect(linesMatching(code, joins, (path) => partOf(path) !== 'cx')).toEqual([])
  })

  it('draw the keyboard focus ring from tokens only', () => {
    const outline = /solid \$\{color\.focusRing\}/
    expect(linesMatching(code, outline, (path) => partOf(path) !== 'tokens')).toEqual([])
  })

  it('give FormField its label, hint and error through splitFieldProps, not one by one', () => {
    expect(linesMatching(code, /\b(hint|error)=\{\1\}/)).toEqual([])
  })

  it('lay out widths with container queries, since a media query ignores the font-size preference', () => {
    expect(linesMatching(code, /media\.(tablet|desktop|wide)/)).toEqual([])
  })
})

describe('code outside the design system', () => {
  const outside = ['app', 'stories', '.storybook'].flatMap((dir) => sourceFiles(join(root, dir)))

  it('imports a part as @design-system/<part>, never by a path into its folder', () => {
    const deep = linesMatching(outside, /design-system\//).filter((hit) => {
      const specifier = importSpecifiers.exec(hit.slice(hit.indexOf(': ') + 2))
      const target = specifier?.[1] ?? specifier?.[2]
      if (!target) return false
      return (
        !/^@design-system\/[^/]+$/.test(target) && target !== '@design-system/tokens/global.css'
      )
    })
    expect(deep).toEqual([])
  })
})

describe('screens under app/features', () => {
  const features = join(root, 'app', 'features')

  it('write no CSS of their own: no *.css.ts, the look comes from design-system parts', () => {
    const sheets = sourceFiles(features).filter((path) => /\.css\.ts$/.test(path))
    expect(sheets.map((path) => relative(root, path))).toEqual([])
  })

  it('pass no className: a gap in the design system shows as a missing part, not a class', () => {
    expect(linesMatching(sourceFiles(features), /\bclassName\b/)).toEqual([])
  })
})

describe('high-level parts (Braid: no className, so callers cannot restyle them)', () => {
  const highLevel = [
    'Badge',
    'Button',
    'ButtonLink',
    'Callout',
    'Card',
    'DataList',
    'Fieldset',
    'Heading',
    'Image',
    'Link',
    'Text',
  ]

  it('are given no className anywhere in the app, the stories or the design system', () => {
    const files = ['app', 'stories', 'design-system'].flatMap((dir) => sourceFiles(join(root, dir)))
    // parts also call the router's anchor `Link` (useLinkComponent): Link's rule is the type below
    const named = highLevel.filter((part) => part !== 'Link')
    const tag = new RegExp(`<(${named.join('|')})(\\.\\w+)?\\s[^<>]*?\\bclassName=`, 'g')
    const hits = files.flatMap((path) =>
      [...readFileSync(path, 'utf8').matchAll(tag)].map(
        (hit) => `${relative(root, path)}: <${hit[1]} className=…>`,
      ),
    )
    expect(hits).toEqual([])
  })

  it('do not accept one in their props (tsc fails on a @ts-expect-error that expects nothing)', () => {
    const refused = [
      // @ts-expect-error Badge takes no className
      { className: 'x', children: 'Sold out' } satisfies BadgeProps,
      // @ts-expect-error Button takes no className
      { className: 'x' } satisfies ButtonProps,
      // @ts-expect-error ButtonLink takes no className
      { className: 'x', href: '/' } satisfies ButtonLinkProps,
      // @ts-expect-error Callout takes no className
      { className: 'x' } satisfies CalloutProps,
      // @ts-expect-error Card takes no className
      { className: 'x' } satisfies CardProps,
      // @ts-expect-error DataList takes no className
      { className: 'x', children: null } satisfies DataListProps,
      // @ts-expect-error Fieldset takes no className
      { className: 'x', legend: 'Contact', children: null } satisfies FieldsetProps,
      // @ts-expect-error Heading takes no className
      { className: 'x', level: 2 } satisfies HeadingProps,
      // @ts-expect-error Image takes no className
      { className: 'x', alt: '' } satisfies ImageProps,
      // @ts-expect-error Link takes no className
      { className: 'x', href: '/' } satisfies LinkProps,
      // @ts-expect-error Text takes no className
      { className: 'x' } satisfies TextProps,
    ]
    expect(refused).toHaveLength(highLevel.length)
  })
})

describe('stories', () => {
  it('lay themselves out with Box, Stack, Inline and Tiles, not inline styles', () => {
    expect(linesMatching(sourceFiles(join(root, 'stories')), /\bstyle=\{/)).toEqual([])
  })
})
