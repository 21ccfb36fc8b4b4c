import { style } from '@vanilla-extract/css'
import { dropIn } from '../tokens/motion.css'
import { color, media, vars } from '../tokens/vars.css'

export const content = style({
  zIndex: vars.layer.overlay,
  minWidth: '12rem',
  maxWidth: 'calc(100vw - 1rem)',
  padding: vars.space.xs,
  background: color.surface,
  color: color.text,
  border: `1px solid ${color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  animation: `${dropIn} ${vars.motion.fast} ${vars.motion.easing}`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
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
    // the highlighted item (keyboard or pointer) gets a tint and a visible outline
    '&[data-highlighted]': {
      background: color.surfaceMuted,
      outline: `2px solid ${color.focusRing}`,
      outlineOffset: '-2px',
    },
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
