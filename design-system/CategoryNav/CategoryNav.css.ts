import { style } from '@vanilla-extract/css'
import { color, vars } from '../tokens'

/** One row that scrolls sideways on a phone, so the list below never moves when it loads. */
export const list = style({
  // the row holds the links' visually hidden counts (absolutely placed): without it they sat
  // outside the scroller, a thousand pixels right of the page, and a phone laid the whole page
  // out 1,410 px wide (zoomed out, every poster 'in view' for the largest contentful paint)
  position: 'relative',
  listStyle: 'none',
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.xxs}`,
  display: 'flex',
  gap: vars.space.sm,
  overflowX: 'auto',
  scrollbarWidth: 'thin',
})

export const item = style({ flexShrink: 0 })

export const count = style({ fontVariantNumeric: 'tabular-nums', opacity: 0.85 })

export const placeholder = style({
  display: 'inline-block',
  width: '6rem',
  minHeight: vars.target.min,
  borderRadius: vars.radius.pill,
  background: color.surfaceMuted,
})
