import { describe, expect, it } from 'vitest'
import { themes } from '../../domain/preferences'
import { contrastRatio } from './contrast'
import { contrastPairs, palettes, requiredRatio } from './palette'

describe('contrast ratio', () => {
  it('is 21:1 for black on white and 1:1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#a3124b', '#a3124b')).toBe(1)
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
})
