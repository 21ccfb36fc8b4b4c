import { style } from '@vanilla-extract/css'
import { color, vars } from '../tokens'

export const fieldset = style({ margin: 0, padding: 0, border: 'none', minWidth: 0 })

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.sm,
  fontWeight: vars.fontWeight.bold,
  color: color.text,
})

/** The radio itself stays in the page (for keyboard and screen readers) but is not drawn. */
export const input = style({
  position: 'absolute',
  opacity: 0,
  width: 1,
  height: 1,
  margin: 0,
  pointerEvents: 'none',
})

export const tick = style({
  display: 'none',
  selectors: { 'label:has(input:checked) > &': { display: 'block' } },
})
