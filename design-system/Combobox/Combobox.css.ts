import { style } from '@vanilla-extract/css'
import { color, vars } from '../tokens'

export const wrapper = style({ position: 'relative' })

export const input = style({ paddingInlineEnd: vars.target.min })

export const toggle = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineEnd: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.target.min,
  height: vars.target.min,
  padding: 0,
  border: 0,
  background: 'transparent',
  color: color.text,
  cursor: 'pointer',
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
})

export const popup = style({
  position: 'absolute',
  insetInline: 0,
  top: `calc(100% + ${vars.space.xxs})`,
  maxHeight: '16rem',
  overflowY: 'auto',
  margin: 0,
  padding: vars.space.xxs,
})

export const option = style({
  selectors: { '&[aria-selected="true"]': { fontWeight: vars.fontWeight.bold } },
})

export const tick = style({
  visibility: 'hidden',
  selectors: { [`${option}[aria-selected="true"] &`]: { visibility: 'visible' } },
})

export const empty = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: color.textMuted,
})
