import { globalStyle, style } from '@vanilla-extract/css'
import { color, vars } from '../tokens'

// On paper: system colours (ink on paper) whatever the screen theme, no shadows, no buttons.
const paper = { color: 'CanvasText', background: 'Canvas', boxShadow: 'none' }

export const receipt = style({
  display: 'grid',
  // one column no wider than the receipt: a long word or number wraps instead of widening it
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  padding: vars.space.xl,
  border: `1px solid ${color.border}`,
  borderRadius: vars.radius.lg,
  background: color.surface,
  color: color.text,
  maxWidth: '48rem',
  '@media': { print: { ...paper, border: 'none', padding: 0, maxWidth: 'none' } },
})

export const title = style({ margin: 0, fontSize: vars.fontSize.xl })

export const section = style({
  display: 'grid',
  gap: vars.space.sm,
  paddingBlockStart: vars.space.md,
  borderTop: `1px solid ${color.divider}`,
  breakInside: 'avoid',
})

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg })

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, max-content) 1fr',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
})

globalStyle(`${fields} dt`, { color: color.textMuted })
globalStyle(`${fields} dd`, { margin: 0, overflowWrap: 'anywhere' })

export const amounts = style([fields, { gridTemplateColumns: '1fr max-content' }])
globalStyle(`${amounts} dd`, { textAlign: 'end', fontVariantNumeric: 'tabular-nums' })

export const grandTotal = style({
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  color: color.text,
  paddingBlockStart: vars.space.xs,
  borderTop: `2px solid ${color.border}`,
})
globalStyle(`${amounts} dt${grandTotal}`, { color: color.text })

export const noPrint = style({ '@media': { print: { display: 'none' } } })

globalStyle(`${receipt} *`, { '@media': { print: { color: 'CanvasText' } } })
