import { style } from '@vanilla-extract/css'
import { color, vars } from '../tokens'

export const wrapper = style({ position: 'relative' })

export const input = style({
  // room for the toggle button inside the box
  paddingInlineEnd: `calc(${vars.target.min} + ${vars.space.xs})`,
})

/** The show/hide button sits inside the box, at its end. */
export const toggle = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineEnd: 0,
  height: '100%',
  border: 0,
  color: color.link,
})
