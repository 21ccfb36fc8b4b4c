import { color, vars } from '@design-system/tokens'
import { globalStyle, style } from '@vanilla-extract/css'
import { sent } from '../forms/formPanels.css'

export {
  column as form,
  refused as failure,
  sentHeading as successHeading,
} from '../forms/formPanels.css'

/** A member page: its heading, then its parts one under another. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  minWidth: 0,
})

export const heading = style({ margin: 0 })

/** One part of the page, under its own heading. */
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  scrollMarginBlockStart: vars.space.lg,
})

export const sectionHeading = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
})

export const text = style({ margin: 0, lineHeight: vars.lineHeight.normal })

export const muted = style({
  margin: 0,
  color: color.textMuted,
  lineHeight: vars.lineHeight.normal,
})

/** Something the member should act on (insufficient points, a deadline passed). */
export const notice = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: color.warningSurface,
  color: color.text,
  lineHeight: vars.lineHeight.normal,
})

/** A done action: what happened and what comes next (closer lines, as wide as its column). */
export const success = style([sent, { gap: vars.space.sm, margin: 0, maxWidth: 'none' }])

/** Label / value pairs (a points purchase, a summary before sending). */
export const pairs = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)',
  columnGap: vars.space.lg,
  rowGap: vars.space.xs,
  margin: 0,
})
globalStyle(`${pairs} dd`, { margin: 0 })
globalStyle(`${pairs} dt`, { color: color.textMuted })

/** A field that needs no more room than a short choice (a month). */
export const narrowField = style({ maxWidth: '20rem' })

/** A short list of links to the next steps. */
export const linkList = style({
  margin: 0,
  paddingInlineStart: vars.space.xl,
  display: 'grid',
  gap: vars.space.sm,
  lineHeight: vars.lineHeight.normal,
})

/** Tick boxes that answer one question, under its words. */
export const choiceGroup = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
})

export const choiceLegend = style({
  padding: 0,
  marginBlockEnd: vars.space.sm,
  fontWeight: vars.fontWeight.bold,
})
