import { style } from '@vanilla-extract/css'
import { color, vars } from '../tokens/vars.css'

export const wrapper = style({ position: 'relative' })

export const input = style({
  // room for the toggle button inside the box
  paddingInlineEnd: `calc(${vars.target.min} + ${vars.space.xs})`,
})

export const toggle = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineEnd: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.target.min,
  height: '100%',
  minHeight: vars.target.min,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: color.link,
  cursor: 'pointer',
  selectors: { '&:hover': { background: color.surfaceMuted } },
})

export const icon = style({ width: '1.5rem', height: '1.5rem' })
