import { style } from '@vanilla-extract/css'
import { dropIn } from '../tokens/motion.css'
import { color, media, vars } from '../tokens/vars.css'

export const content = style({
  zIndex: vars.layer.overlay,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: 'max-content',
  maxWidth: 'min(22rem, calc(100vw - 1rem))',
  padding: vars.space.lg,
  background: color.surface,
  color: color.text,
  border: `1px solid ${color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  animation: `${dropIn} ${vars.motion.fast} ${vars.motion.easing}`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
  selectors: { '&:focus': { outline: 'none' } },
})

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
})

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  paddingTop: vars.space.sm,
})

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.target.min,
  height: vars.target.min,
  margin: `calc(-1 * ${vars.space.sm})`,
  marginLeft: 'auto',
  padding: 0,
  border: '2px solid transparent',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: color.text,
  cursor: 'pointer',
  selectors: { '&:hover': { background: color.surfaceMuted, borderColor: color.border } },
})

export const arrow = style({ fill: color.surface, stroke: color.border })
