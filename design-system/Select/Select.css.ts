import { style } from '@vanilla-extract/css'
import { color, vars } from '../tokens/vars.css'

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
  width: '1rem',
  height: '1rem',
  transform: 'translateY(-50%)',
  color: color.text,
  pointerEvents: 'none',
})
