import { style } from '@vanilla-extract/css'
import { color, focusRing, vars } from '../tokens'

export const box = style({
  position: 'relative',
  width: 'fit-content',
  maxWidth: '100%',
})

// The real input lies over the cells, invisible but focusable and clickable: one field for
// screen readers and SMS autofill, six boxes for the eye.
export const input = style({
  position: 'absolute',
  inset: 0,
  zIndex: 1,
  width: '100%',
  height: '100%',
  margin: 0,
  padding: 0,
  border: 0,
  opacity: 0,
  // 16 px or more stops iOS from zooming into the field
  fontSize: '1rem',
  cursor: 'text',
})

export const cells = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(0, 3rem)',
  gap: vars.space.sm,
})

export const cell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: '3.5rem',
  border: `1px solid ${color.border}`,
  borderRadius: vars.radius.md,
  background: color.surface,
  color: color.text,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  selectors: {
    [`${input}[aria-invalid="true"] + ${cells} &`]: {
      borderColor: color.dangerText,
      boxShadow: `inset 0 0 0 1px ${color.dangerText}`,
    },
    // the real input is invisible: its focus ring is drawn on the cell the next digit goes in
    [`${input}:focus-visible + ${cells} &[data-active="true"]`]: focusRing,
    [`${input}:disabled + ${cells} &`]: { background: color.surfaceMuted },
  },
})

// the caret, drawn in the active empty cell
export const caret = style({
  width: '2px',
  height: '1.5rem',
  background: color.text,
})

export const countdown = style({ color: color.textMuted, fontSize: vars.fontSize.sm })
