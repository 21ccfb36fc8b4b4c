import { keyframes, style, styleVariants } from '@vanilla-extract/css'
import { fadeIn } from '../tokens/motion.css'
import { color, media, vars } from '../tokens/vars.css'

const rise = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.97)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
})

/** The dimmed page behind a modal; shared with AlertDialog. */
export const overlay = style({
  position: 'fixed',
  inset: 0,
  background: color.overlay,
  zIndex: vars.layer.overlay,
  animation: `${fadeIn} ${vars.motion.normal} ${vars.motion.easing}`,
})

/** The modal panel, centred; shared with AlertDialog. */
export const content = style({
  position: 'fixed',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  zIndex: vars.layer.overlay,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  width: `calc(100vw - ${vars.space.xl})`,
  maxHeight: `calc(100dvh - ${vars.space.xl})`,
  overflowY: 'auto',
  padding: vars.space.xl,
  background: color.surface,
  color: color.text,
  border: `1px solid ${color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  animation: `${rise} ${vars.motion.normal} ${vars.motion.easing}`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
  selectors: { '&:focus': { outline: 'none' } },
})

export const width = styleVariants({
  small: { maxWidth: '24rem' },
  medium: { maxWidth: '36rem' },
  large: { maxWidth: '52rem' },
})

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
})

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
})

export const description = style({
  margin: 0,
  color: color.textMuted,
})

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.target.min,
  height: vars.target.min,
  marginTop: `calc(-1 * ${vars.space.sm})`,
  marginRight: `calc(-1 * ${vars.space.sm})`,
  padding: 0,
  border: '2px solid transparent',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: color.text,
  cursor: 'pointer',
  selectors: { '&:hover': { background: color.surfaceMuted, borderColor: color.border } },
})

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
})
