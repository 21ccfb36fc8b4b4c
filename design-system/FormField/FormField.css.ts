import { style, styleVariants } from '@vanilla-extract/css'
import { color, vars } from '../tokens'

const base = style({
  display: 'grid',
  gap: vars.space.xs,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
})

export const field = styleVariants({
  above: [base],
  // checkbox / switch first, then its label, on one line; hint and error line up under the label
  after: [base, { gridTemplateColumns: 'auto 1fr', columnGap: vars.space.sm, alignItems: 'start' }],
})

export const afterText = style({ gridColumn: 2 })

export const label = style({
  color: color.text,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  padding: 0,
})

export const labelAfter = style({
  color: color.text,
  lineHeight: vars.lineHeight.normal,
  // centre a one-line label on the 44 px target next to it
  paddingBlock: `calc((${vars.target.min} - 1em * ${vars.lineHeight.normal}) / 2)`,
  cursor: 'pointer',
})

export const requiredMark = style({
  color: color.dangerText,
  marginInlineStart: vars.space.xxs,
})

export const hint = style({
  margin: 0,
  color: color.textMuted,
  fontSize: vars.fontSize.sm,
})

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  margin: 0,
  color: color.dangerText,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
})
