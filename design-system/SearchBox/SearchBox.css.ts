import { globalStyle, style } from '@vanilla-extract/css'
import { color, focusRing, focusRingInset, vars } from '../tokens'

export const label = style({ fontWeight: vars.fontWeight.bold, color: color.text })

export const field = style({
  display: 'flex',
  alignItems: 'stretch',
  minWidth: 0,
  border: `2px solid ${color.border}`,
  borderRadius: vars.radius.md,
  background: color.surface,
  overflow: 'hidden',
  selectors: {
    // one ring around the input and its buttons together
    '&:focus-within': focusRing,
  },
})

export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: vars.target.min,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 'none',
  background: 'transparent',
  color: color.text,
  font: 'inherit',
  selectors: {
    // the field draws one ring around input and buttons together
    '&:focus-visible': { outline: 'none' },
    '&::placeholder': { color: color.textMuted, opacity: 1 },
  },
})

// Chromium draws its own clear cross in search inputs; ours is a real, labelled button.
globalStyle(`${input}::-webkit-search-cancel-button`, { appearance: 'none' })

const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.target.min,
  minHeight: vars.target.min,
  padding: `0 ${vars.space.sm}`,
  border: 'none',
  font: 'inherit',
  cursor: 'pointer',
  // inside the field's border, which clips anything outside
  selectors: { '&:focus-visible': focusRingInset },
})

export const clearButton = style([
  iconButton,
  {
    background: 'transparent',
    color: color.textMuted,
    selectors: { '&:hover': { color: color.text } },
  },
])

export const submitButton = style([
  iconButton,
  {
    gap: vars.space.xs,
    paddingInline: vars.space.md,
    background: color.primary,
    color: color.onPrimary,
    fontWeight: vars.fontWeight.bold,
    selectors: {
      '&:hover': { background: color.primaryHover },
      '&:focus-visible': { outlineColor: color.onPrimary },
    },
  },
])
