import { color, vars } from '@design-system/tokens'
import { style } from '@vanilla-extract/css'

export const main = style({
  display: 'block',
  width: '100%',
  maxWidth: '80rem',
  minHeight: '50vh',
  marginInline: 'auto',
  padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.xxl}`,
  ':focus': { outline: 'none' },
})

export const crumbs = style({
  listStyle: 'none',
  margin: `0 0 ${vars.space.md}`,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: color.textMuted,
})

export const crumb = style({
  selectors: { '& + &::before': { content: '"›"', marginInlineEnd: vars.space.xs } },
})

export const crumbLink = style({ color: color.link })

export const errorPanel = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: color.dangerSurface,
  color: color.dangerText,
})
