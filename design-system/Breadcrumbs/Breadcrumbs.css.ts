import { style } from '@vanilla-extract/css'
import { color, vars } from '../tokens'

export const trail = style({
  listStyle: 'none',
  margin: `0 0 ${vars.space.md}`,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: color.textMuted,
})

/** A chevron between crumbs, drawn by the style so a screen reader does not read it. */
export const crumb = style({
  overflowWrap: 'anywhere',
  selectors: { '& + &::before': { content: '"›"', marginInlineEnd: vars.space.xs } },
})

export const crumbLink = style({ color: color.link })
