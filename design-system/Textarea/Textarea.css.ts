import { style } from '@vanilla-extract/css'
import { color, vars } from '../tokens'

export const textarea = style({ minHeight: '6rem', resize: 'vertical' })

export const count = style({
  margin: 0,
  alignSelf: 'flex-end',
  color: color.textMuted,
  fontSize: vars.fontSize.sm,
})

export const countOver = style({ color: color.dangerText, fontWeight: vars.fontWeight.bold })
