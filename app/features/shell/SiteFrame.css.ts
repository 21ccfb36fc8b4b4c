import { style } from '@vanilla-extract/css'
import { color, media, vars } from '../../../design-system/tokens/vars.css'

export const frame = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
})

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  insetBlockStart: `-${vars.space.xxxl}`,
  padding: vars.space.sm,
  background: color.surface,
  color: color.link,
  zIndex: vars.layer.overlay,
  selectors: { '&:focus': { insetBlockStart: vars.space.sm } },
})

export const header = style({
  borderBlockEnd: `1px solid ${color.border}`,
  background: color.surface,
})

export const bar = style({
  maxWidth: '80rem',
  marginInline: 'auto',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
})

export const home = style({
  color: color.text,
  textDecoration: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.target.min,
  marginInlineEnd: 'auto',
})

export const navList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'center',
})

export const navLink = style({
  color: color.link,
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.target.min,
  selectors: { '&[aria-current="page"]': { fontWeight: vars.fontWeight.bold } },
})

export const welcome = style({ color: color.textMuted })

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  alignItems: 'center',
})

export const group = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  border: 0,
  margin: 0,
  padding: 0,
})

export const groupLabel = style({
  fontSize: vars.fontSize.sm,
  color: color.textMuted,
  marginInlineEnd: vars.space.xs,
  padding: 0,
  float: 'inline-start',
})

export const toggle = style({
  minHeight: vars.target.min,
  minWidth: vars.target.min,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${color.border}`,
  borderRadius: vars.radius.sm,
  background: color.surface,
  color: color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': {
      background: color.primary,
      color: color.onPrimary,
      borderColor: color.primary,
    },
  },
})

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: '80rem',
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
