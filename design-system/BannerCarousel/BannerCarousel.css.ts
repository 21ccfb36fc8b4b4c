import { keyframes, style } from '@vanilla-extract/css'
import { color, focusRingInset, vars } from '../tokens'

export const root = style({ position: 'relative', display: 'grid', gap: vars.space.sm })

export const viewport = style({
  position: 'relative',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  background: color.surfaceMuted,
})

const fadeIn = keyframes({ from: { opacity: 0.3 }, to: { opacity: 1 } })

export const slide = style({
  aspectRatio: '3 / 1',
  animation: `${fadeIn} ${vars.motion.slow} ${vars.motion.easing}`,
  selectors: { '&[hidden]': { display: 'none' } },
})

export const slideLink = style({
  display: 'block',
  height: '100%',
  selectors: {
    // inside the viewport's rounded corners, which clip anything outside
    '&:focus-visible': focusRingInset,
  },
})

export const image = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' })

const controlButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.target.min,
  minHeight: vars.target.min,
  padding: 0,
  border: `2px solid ${color.border}`,
  borderRadius: vars.radius.round,
  background: color.surface,
  color: color.text,
  cursor: 'pointer',
  selectors: { '&:hover': { background: color.surfaceMuted } },
})

/** Previous / next sit over the slide's edges, vertically centred. */
export const stepButton = style([
  controlButton,
  {
    position: 'absolute',
    insetBlockStart: '50%',
    transform: 'translateY(-50%)',
    boxShadow: vars.shadow.md,
  },
])
export const previous = style({ insetInlineStart: vars.space.sm })
export const next = style({ insetInlineEnd: vars.space.sm })

export const rotationButton = controlButton

/** A 24 px target (WCAG 2.5.8) around a small dot. */
export const dot = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.75rem',
  height: '1.75rem',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.round,
  background: 'transparent',
  cursor: 'pointer',
  selectors: {
    '&::before': {
      content: '""',
      width: '0.75rem',
      height: '0.75rem',
      borderRadius: vars.radius.round,
      border: `2px solid ${color.border}`,
      background: color.surface,
    },
    '&[aria-current="true"]::before': {
      width: '1.125rem',
      borderRadius: vars.radius.pill,
      borderColor: color.primary,
      background: color.primary,
    },
    '&:hover::before': { borderColor: color.text },
  },
})
