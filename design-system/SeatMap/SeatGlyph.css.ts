import { style, styleVariants } from '@vanilla-extract/css'
import { color } from '../tokens'

const outline = { strokeWidth: 2.5, fill: color.surface }

/** The box of each seat state: colour helps, but the shape inside says which state it is. */
export const box = styleVariants({
  available: { ...outline, stroke: color.seatAvailable },
  held: { ...outline, stroke: color.seatHeld },
  selected: { strokeWidth: 2.5, stroke: color.seatSelected, fill: color.seatSelected },
  yours: { strokeWidth: 4, stroke: color.seatSelected, fill: color.surface },
  sold: { strokeWidth: 2.5, stroke: color.seatSold, fill: color.seatSold },
  blocked: { ...outline, stroke: color.border, strokeDasharray: '3 3' },
})

/** The mark inside the box: a tick, a dot, a cross, stripes or a bar. */
export const mark = styleVariants({
  available: {},
  held: { stroke: color.seatHeld, strokeWidth: 2 },
  selected: { stroke: color.surface, strokeWidth: 3, fill: 'none' },
  yours: { stroke: 'none', fill: color.seatSelected },
  sold: { stroke: color.surface, strokeWidth: 2.5 },
  blocked: { stroke: color.border, strokeWidth: 2.5 },
})

export const glyph = style({ strokeLinecap: 'round', strokeLinejoin: 'round' })
