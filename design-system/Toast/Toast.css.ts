import { keyframes, style, styleVariants } from '@vanilla-extract/css'
import { color, media, vars } from '../tokens/vars.css'

const slideIn = keyframes({
  from: { opacity: 0, transform: 'translateY(0.5rem)' },
  to: { opacity: 1, transform: 'none' },
})

export const viewport = style({
  position: 'fixed',
  bottom: 0,
  right: 0,
  zIndex: vars.layer.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: '100%',
  maxWidth: '26rem',
  maxHeight: '100dvh',
  margin: 0,
  padding: vars.space.lg,
  listStyle: 'none',
  outline: 'none',
})

export const toast = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'start',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${color.border}`,
  borderLeftWidth: '0.375rem',
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  color: color.text,
  animation: `${slideIn} ${vars.motion.normal} ${vars.motion.easing}`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
  selectors: {
    '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
  },
})

/** Tinted surface and a coloured edge per kind; the icon and hidden kind label carry meaning too. */
export const kind = styleVariants({
  info: { background: color.infoSurface, borderLeftColor: color.infoText },
  success: { background: color.successSurface, borderLeftColor: color.successText },
  error: { background: color.dangerSurface, borderLeftColor: color.dangerText },
})

export const icon = styleVariants({
  info: { color: color.infoText, display: 'flex', paddingTop: vars.space.xxs },
  success: { color: color.successText, display: 'flex', paddingTop: vars.space.xxs },
  error: { color: color.dangerText, display: 'flex', paddingTop: vars.space.xxs },
})

export const title = style({ fontWeight: vars.fontWeight.bold })

export const description = style({ marginTop: vars.space.xxs })

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.target.min,
  height: vars.target.min,
  margin: `calc(-1 * ${vars.space.sm})`,
  padding: 0,
  border: '2px solid transparent',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: color.text,
  cursor: 'pointer',
  selectors: { '&:hover': { borderColor: color.border } },
})
