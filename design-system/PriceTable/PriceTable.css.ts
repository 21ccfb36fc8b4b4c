import { style } from '@vanilla-extract/css'
import { color, vars } from '../tokens'

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  background: color.surface,
  color: color.text,
})

export const caption = style({
  textAlign: 'start',
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  paddingBlockEnd: vars.space.sm,
})

const cell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${color.divider}`,
  textAlign: 'start',
  verticalAlign: 'top',
})

export const headerCell = style([
  cell,
  { fontSize: vars.fontSize.sm, color: color.textMuted, borderBottomColor: color.border },
])

export const nameCell = style([cell, { fontWeight: vars.fontWeight.medium }])

export const note = style({
  display: 'block',
  fontWeight: vars.fontWeight.regular,
  fontSize: vars.fontSize.sm,
  color: color.textMuted,
})

export const priceCell = style([
  cell,
  { textAlign: 'end', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
])

export const soldOutPrice = style({ textDecoration: 'line-through', color: color.textMuted })

export const empty = style({ margin: 0, color: color.textMuted })
