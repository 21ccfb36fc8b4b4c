import { style } from '@vanilla-extract/css'
import { color, dropIn, focusRingInset, vars } from '../tokens'

export const content = style({
  minWidth: '12rem',
  maxWidth: 'calc(100vw - 1rem)',
  padding: vars.space.xs,
  animation: `${dropIn} ${vars.motion.fast} ${vars.motion.easing}`,
})

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.target.min,
  padding: `${vars.space.xs} ${vars.space.md}`,
  paddingLeft: vars.space.xxl,
  position: 'relative',
  borderRadius: vars.radius.sm,
  color: color.text,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  userSelect: 'none',
  selectors: {
    // the highlighted item (keyboard or pointer) gets a tint and the focus ring
    '&[data-highlighted]': { background: color.surfaceMuted, ...focusRingInset },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  },
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
