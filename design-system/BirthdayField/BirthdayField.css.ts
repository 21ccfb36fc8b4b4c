import { style } from '@vanilla-extract/css'
import { color, vars } from '../tokens'

export const parts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, 2fr) minmax(6rem, 1fr)',
  gap: vars.space.md,
  maxWidth: '24rem',
})

export const partLabel = style({ color: color.text, fontSize: vars.fontSize.sm })

export const note = style({ margin: 0, color: color.textMuted, fontSize: vars.fontSize.sm })
