import { style } from '@vanilla-extract/css'
import { color, vars } from '../tokens'

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const item = style({
  display: 'flex',
  alignItems: 'stretch',
  gap: vars.space.sm,
  minWidth: 0,
})

/** The item under the pointer: above the others, lifted. */
export const dragging = style({
  position: 'relative',
  zIndex: 1,
  boxShadow: vars.shadow.lg,
  borderRadius: vars.radius.lg,
})

/** Items making room move smoothly, unless the visitor asked for less motion. */
export const shifting = style({
  transition: `transform ${vars.motion.normal} ${vars.motion.easing}`,
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
})

export const content = style({ flex: '1 1 auto', minWidth: 0 })

/** Where the pointer takes hold of an item: a tall strip as wide as a finger. */
export const handle = style({
  flex: '0 0 auto',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.target.min,
  minHeight: vars.target.min,
  borderRadius: vars.radius.md,
  border: `1px dashed ${color.border}`,
  color: color.textMuted,
  cursor: 'grab',
  // the page does not scroll while a finger drags
  touchAction: 'none',
  userSelect: 'none',
  selectors: { [`${dragging} &`]: { cursor: 'grabbing', color: color.text } },
})

/** Items that stay put keep the handle's room, so the column lines up. */
export const noHandle = style({ flex: '0 0 auto', width: vars.target.min })
