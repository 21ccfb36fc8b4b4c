import { color, vars } from '@design-system/tokens'
import { globalStyle, style } from '@vanilla-extract/css'

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl })

export const eyebrow = style({
  margin: 0,
  color: color.textMuted,
  fontWeight: vars.fontWeight.bold,
})

export const title = style({ margin: 0, overflowWrap: 'anywhere' })

export const muted = style({ margin: 0, color: color.textMuted })

export const line = style({ margin: 0 })

export const stepHeading = style({ margin: 0, fontSize: vars.fontSize.xl, outline: 'none' })

export const subHeading = style({ margin: 0, fontSize: vars.fontSize.lg })

/** A block of the step (the hold, the charges, a choice) on its own surface. */
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${color.divider}`,
  background: color.surface,
  minWidth: 0,
})

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
})

/** Something went wrong or ran out: said in words, with the way on beside it. */
export const problem = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderInlineStart: `4px solid ${color.dangerText}`,
  borderRadius: vars.radius.sm,
  background: color.dangerSurface,
  color: color.dangerText,
})

export const notice = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderInlineStart: `4px solid ${color.infoText}`,
  borderRadius: vars.radius.sm,
  background: color.infoSurface,
  color: color.text,
})

/** Label and amount pairs: charges, facts of the show. */
export const pairs = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) max-content',
  gap: `${vars.space.xs} ${vars.space.lg}`,
})

globalStyle(`${pairs} dt`, { overflowWrap: 'anywhere' })
globalStyle(`${pairs} dd`, { margin: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums' })

export const facts = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.lg}`,
})

globalStyle(`${facts} dt`, { color: color.textMuted })
globalStyle(`${facts} dd`, { margin: 0, overflowWrap: 'anywhere' })

export const total = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.lg })

/** The form of a step: one column of fields a comfortable reading width. */
export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: '40rem',
})
