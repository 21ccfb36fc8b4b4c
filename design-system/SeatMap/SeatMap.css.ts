import { style } from '@vanilla-extract/css'
import { color, focusRingWidth, vars } from '../tokens'

export const root = style({ display: 'grid', gap: vars.space.md, minWidth: 0 })

export const zoomLevel = style({ color: color.textMuted, fontSize: vars.fontSize.sm })

/** Scrolls when zoomed in; the seats inside are the tab stop, so it needs none of its own. */
export const viewport = style({
  overflow: 'auto',
  maxHeight: '70vh',
  border: `1px solid ${color.border}`,
  borderRadius: vars.radius.md,
  background: color.surface,
  padding: vars.space.sm,
  // one finger or the mouse drags the plan and two fingers pinch it (useZoomPan), so the
  // browser must not scroll or zoom the page for a gesture that starts on it
  touchAction: 'none',
  cursor: 'grab',
  overscrollBehavior: 'contain',
  // its width comes from the page, never from the plan inside, so the plan's fit (useFitScale)
  // does not change when zooming makes the plan wider
  contain: 'inline-size',
})

export const plan = style({ display: 'block', maxWidth: 'none', margin: '0 auto' })

export const stage = style({ fill: color.surfaceMuted, stroke: color.border, strokeWidth: 1 })

export const planText = style({
  fill: color.text,
  fontFamily: vars.font.body,
  fontSize: 13,
  dominantBaseline: 'central',
  textAnchor: 'middle',
})

export const sectionText = style([planText, { fontWeight: vars.fontWeight.bold, fontSize: 14 }])

export const seat = style({
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&[aria-disabled="true"]': { cursor: 'not-allowed' } },
})

/** Drawn by the seat itself: an outline on an SVG group is not painted reliably. */
export const focusRing = style({
  fill: 'none',
  stroke: color.focusRing,
  strokeWidth: focusRingWidth,
  visibility: 'hidden',
  selectors: {
    [`${seat}:focus-visible &`]: { visibility: 'visible' },
    [`${seat}:hover &`]: { visibility: 'visible', strokeWidth: 1.5 },
  },
})

/** Around the seats a rule problem names (for example the seat a selection would strand). */
export const problemRing = style({
  fill: 'none',
  stroke: color.dangerText,
  strokeWidth: 2,
  strokeDasharray: '4 3',
})

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const legendItem = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs })

export const legendGlyph = style({ width: '1.5rem', height: '1.5rem', flexShrink: 0 })

export const summary = style({ margin: 0 })

export const problem = style({
  margin: 0,
  color: color.dangerText,
  background: color.dangerSurface,
  borderLeft: `4px solid ${color.dangerText}`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
})
