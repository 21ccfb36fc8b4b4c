import { style } from '@vanilla-extract/css'
import { color, focusRing, vars } from '../tokens'

export const fieldset = style({ margin: 0, padding: 0, border: 'none', minWidth: 0 })

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.sm,
  fontWeight: vars.fontWeight.bold,
  color: color.text,
})

/** The radio itself stays in the page (for keyboard and screen readers) but is not drawn. */
export const input = style({
  position: 'absolute',
  opacity: 0,
  width: 1,
  height: 1,
  margin: 0,
  pointerEvents: 'none',
})

export const chip = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.target.min,
  padding: `${vars.space.xs} ${vars.space.lg}`,
  border: `2px solid ${color.border}`,
  borderRadius: vars.radius.pill,
  background: color.surface,
  color: color.text,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
  cursor: 'pointer',
  userSelect: 'none',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { background: color.surfaceMuted },
    // selection is shown by colour, weight and a tick, never by colour alone
    '&:has(input:checked)': {
      background: color.primary,
      borderColor: color.primary,
      color: color.onPrimary,
      fontWeight: vars.fontWeight.bold,
    },
    // the radio is not drawn: its focus ring goes around the chip
    '&:has(input:focus-visible)': focusRing,
  },
})

export const tick = style({
  display: 'none',
  selectors: { [`${chip}:has(input:checked) &`]: { display: 'block' } },
})
