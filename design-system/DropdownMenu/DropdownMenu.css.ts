import { style } from '@vanilla-extract/css'
import { color, vars } from '../tokens'

export const content = style({
  minWidth: '12rem',
  maxWidth: 'calc(100vw - 1rem)',
  padding: vars.space.xs,
})

/** Room at the start for the radio items' check mark. */
export const item = style({
  position: 'relative',
  paddingInlineStart: vars.space.xxl,
  textDecoration: 'none',
})

export const danger = style({ color: color.dangerText })

export const indicator = style({
  position: 'absolute',
  left: vars.space.sm,
  display: 'inline-flex',
})

export const label = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: color.textMuted,
})

export const separator = style({
  height: 1,
  margin: `${vars.space.xs} 0`,
  background: color.divider,
})
