import { style } from '@vanilla-extract/css'
import { color, vars } from '../tokens'

export const target = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.target.min,
})

// Off: an outlined track with the thumb at the start; on: a filled track, thumb at the end and
// a tick in the thumb, so the state never depends on colour alone.
export const root = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  width: '3rem',
  height: '1.75rem',
  flexShrink: 0,
  padding: '0.125rem',
  border: `2px solid ${color.border}`,
  borderRadius: vars.radius.pill,
  background: color.surface,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&[data-state="checked"]': { background: color.primary, borderColor: color.primary },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
    '&[aria-invalid="true"]': { outline: `2px solid ${color.dangerText}`, outlineOffset: '2px' },
  },
})

export const thumb = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.25rem',
  height: '1.25rem',
  borderRadius: vars.radius.round,
  background: color.border,
  color: color.primary,
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&[data-state="checked"]': { transform: 'translateX(1.25rem)', background: color.onPrimary },
    '[dir="rtl"] &[data-state="checked"]': { transform: 'translateX(-1.25rem)' },
  },
})

export const tick = style({
  width: '0.875rem',
  height: '0.875rem',
  color: color.primary,
  selectors: { [`${thumb}[data-state="unchecked"] &`]: { display: 'none' } },
})
