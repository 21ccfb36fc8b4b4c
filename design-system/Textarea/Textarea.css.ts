import { style } from '@vanilla-extract/css'
import { color, vars } from '../tokens/vars.css'

export const textarea = style({ minHeight: '6rem', resize: 'vertical' })

export const count = style({
  margin: 0,
  justifySelf: 'end',
  color: color.textMuted,
  fontSize: vars.fontSize.sm,
})

export const countOver = style({ color: color.dangerText, fontWeight: vars.fontWeight.bold })

export const stack = style({ display: 'grid', gap: vars.space.xs })
