import { keyframes, style } from '@vanilla-extract/css'
import { color, media, vars } from '../tokens'

const open = keyframes({
  from: { height: 0 },
  to: { height: 'var(--radix-accordion-content-height)' },
})
const close = keyframes({
  from: { height: 'var(--radix-accordion-content-height)' },
  to: { height: 0 },
})

export const root = style({
  borderTop: `1px solid ${color.divider}`,
})

export const item = style({
  borderBottom: `1px solid ${color.divider}`,
})

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.md,
})

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  width: '100%',
  minHeight: vars.target.min,
  padding: `${vars.space.md} ${vars.space.sm}`,
  border: 'none',
  background: 'transparent',
  color: color.text,
  fontFamily: 'inherit',
  fontSize: 'inherit',
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: { '&:hover': { background: color.surfaceMuted } },
})

export const chevron = style({
  flexShrink: 0,
  transition: `transform ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: { [`${trigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' } },
})

export const content = style({
  overflow: 'hidden',
  selectors: {
    '&[data-state="open"]': { animation: `${open} ${vars.motion.normal} ${vars.motion.easing}` },
    '&[data-state="closed"]': { animation: `${close} ${vars.motion.normal} ${vars.motion.easing}` },
  },
  '@media': { [media.reducedMotion]: { animation: 'none !important' } },
})

export const body = style({
  padding: `0 ${vars.space.sm} ${vars.space.lg}`,
})
