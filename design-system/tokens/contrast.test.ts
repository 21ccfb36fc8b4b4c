import { describe, expect, it } from 'vitest'
import { themes } from '../../domain/preferences'
import { contrastRatio, grayscale } from './contrast'
import { contrastPairs, type Palette, palettes, requiredRatio, roleGroups } from './palette'

describe('contrast ratio', () => {
  it('is 21:1 for black on white and 1:1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#a3124b', '#a3124b')).toBe(1)
  })
})

describe('grayscale', () => {
  it('turns a colour into the grey the page filter draws, and leaves greys alone', () => {
    expect(grayscale('#ff0000')).toBe('#363636')
    expect(grayscale('#00ff00')).toBe('#b6b6b6')
    expect(grayscale('#8a8a8a')).toBe('#8a8a8a')
  })
})

describe('the contrast pairs', () => {
  it('name every colour role in a group, so a new role says what it is drawn on', () => {
    const grouped = new Set<string>(
      Object.values(roleGroups).flatMap((group) => group.flat() as string[]),
    )
    const roles = Object.keys(palettes.default) as (keyof Palette)[]
    expect(roles.filter((role) => !grouped.has(role))).toEqual([])
  })

  it('hold every text role against every background role', () => {
    for (const fg of roleGroups.text) {
      for (const bg of roleGroups.background) {
        expect(contrastPairs).toContainEqual({ fg, bg, kind: 'text' })
      }
    }
  })
})

describe.each(themes)('the %s theme', (theme) => {
  const palette = palettes[theme]
  it.each(contrastPairs)('draws $fg on $bg legibly ($kind)', ({ fg, bg, kind }) => {
    const ratio = contrastRatio(palette[fg], palette[bg])
    expect(ratio, `${fg} ${palette[fg]} on ${bg} ${palette[bg]}`).toBeGreaterThanOrEqual(
      requiredRatio(theme, kind),
    )
  })

  // The mourning-period filter greys the whole page over any theme. Axe cannot see CSS
  // filters, so the grey palette is checked here, pair by pair, against the same bar.
  it.each(contrastPairs)(
    'still draws $fg on $bg legibly in grayscale ($kind)',
    ({ fg, bg, kind }) => {
      const [grayFg, grayBg] = [grayscale(palette[fg]), grayscale(palette[bg])]
      expect(
        contrastRatio(grayFg, grayBg),
        `${fg} ${palette[fg]} → ${grayFg} on ${bg} ${palette[bg]} → ${grayBg}`,
      ).toBeGreaterThanOrEqual(requiredRatio(theme, kind))
    },
  )
})
