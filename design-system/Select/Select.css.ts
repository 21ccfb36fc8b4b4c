import { style } from '@vanilla-extract/css'
import { color, vars } from '../tokens'

export const wrapper = style({ position: 'relative' })

export const select = style({
  appearance: 'none',
  paddingInlineEnd: vars.target.min,
  cursor: 'pointer',
})

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space.md,
  top: '50%',
  transform: 'translateY(-50%)',
  color: color.text,
  pointerEvents: 'none',
})
