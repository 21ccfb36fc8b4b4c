import { color, screen, vars } from '@design-system/tokens'
import { style } from '@vanilla-extract/css'

export const rating = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
})

export const rules = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderInlineStart: `4px solid ${color.warningText}`,
  borderRadius: vars.radius.sm,
  background: color.warningSurface,
})

export const ruleList = style({ margin: 0, paddingInlineStart: vars.space.lg })

/** Poster beside the film's facts, above them on a phone. */
export const movie = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@container': { [screen.tablet]: { gridTemplateColumns: '8rem minmax(0, 1fr)' } },
})

export const poster = style({
  display: 'block',
  width: '8rem',
  height: 'auto',
  aspectRatio: '2 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: color.surfaceMuted,
})

export const movieTitle = style({ margin: 0, fontSize: vars.fontSize.xl, overflowWrap: 'anywhere' })

export const houseTitle = style({ margin: 0, fontSize: vars.fontSize.md })

export const showtimes = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const dates = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const unavailable = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.target.min,
  padding: `0 ${vars.space.md}`,
  border: `1px dashed ${color.border}`,
  borderRadius: vars.radius.md,
  color: color.textMuted,
})

/** A group of fields with its question as the legend. */
export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
})

export const legend = style({
  padding: 0,
  marginBottom: vars.space.sm,
  fontWeight: vars.fontWeight.bold,
})
