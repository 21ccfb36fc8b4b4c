import { color } from './vars.css'

/** How thick the keyboard focus ring is; the seat map draws its SVG ring with the same width. */
export const focusRingWidth = '3px'

/** The one keyboard focus ring: outside the element, with a gap so it shows on any fill. */
export const focusRing = {
  outline: `${focusRingWidth} solid ${color.focusRing}`,
  outlineOffset: '2px',
} as const

/** The same ring drawn inside the element, where the outside would be clipped or crowded. */
export const focusRingInset = {
  outline: `${focusRingWidth} solid ${color.focusRing}`,
  outlineOffset: `-${focusRingWidth}`,
} as const
