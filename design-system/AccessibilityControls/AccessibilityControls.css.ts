import { style } from '@vanilla-extract/css'
import { color, focusRingInset, vars } from '../tokens'

/** A wider gap between the groups than between their lines when they wrap. */
export const controls = style({ columnGap: vars.space.lg })

export const group = style({
  display: 'inline-block',
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
})

/** The legend sits on the same line as its buttons. */
export const groupLabel = style({
  float: 'left',
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.target.min,
  padding: 0,
  marginInlineEnd: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: color.textMuted,
})

export const buttons = style({
  display: 'inline-flex',
  border: `1px solid ${color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
})

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minWidth: vars.target.min,
  minHeight: vars.target.min,
  padding: `0 ${vars.space.sm}`,
  border: 'none',
  borderInlineStart: `1px solid ${color.border}`,
  background: color.surface,
  color: color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
  cursor: 'pointer',
  selectors: {
    '&:first-child': { borderInlineStart: 'none' },
    '&:hover': { background: color.surfaceMuted },
    // the chosen value: filled and bold, and aria-pressed for screen readers
    '&[aria-pressed="true"]': {
      background: color.primary,
      color: color.onPrimary,
      fontWeight: vars.fontWeight.bold,
    },
    // inside the group's border, which clips anything outside
    '&:focus-visible': focusRingInset,
  },
})

/** A- / A / A+ drawn at the size they choose, relative to the control's own text. */
export const glyph = {
  '14': style({ fontSize: '0.85em', fontWeight: vars.fontWeight.bold }),
  '16': style({ fontSize: '1em', fontWeight: vars.fontWeight.bold }),
  '18': style({ fontSize: '1.2em', fontWeight: vars.fontWeight.bold }),
}
