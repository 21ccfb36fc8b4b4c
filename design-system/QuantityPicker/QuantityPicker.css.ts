import { style } from '@vanilla-extract/css'
import { color, vars } from '../tokens'

export const root = style({
  display: 'grid',
  gap: vars.space.xs,
  justifyItems: 'start',
  border: 0,
  margin: 0,
  padding: 0,
  minInlineSize: 0,
})

export const label = style({ fontWeight: vars.fontWeight.medium, padding: 0 })

export const controls = style({ display: 'inline-flex', alignItems: 'stretch' })

export const step = style({
  minWidth: vars.target.min,
  minHeight: vars.target.min,
  border: `2px solid ${color.border}`,
  background: color.surface,
  color: color.link,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  fontFamily: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:first-child': { borderRadius: `${vars.radius.md} 0 0 ${vars.radius.md}` },
    '&:last-child': { borderRadius: `0 ${vars.radius.md} ${vars.radius.md} 0` },
    '&:hover:not([aria-disabled="true"])': { background: color.surfaceMuted },
    // still focusable at a limit, so pressing it can say why nothing happens
    '&[aria-disabled="true"]': { color: color.textMuted, cursor: 'not-allowed' },
  },
})

export const input = style({
  width: '4rem',
  minHeight: vars.target.min,
  border: `2px solid ${color.border}`,
  borderInline: 'none',
  background: color.surface,
  color: color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
  MozAppearance: 'textfield',
  selectors: {
    '&::-webkit-inner-spin-button, &::-webkit-outer-spin-button': {
      WebkitAppearance: 'none',
      margin: 0,
    },
  },
})

export const limit = style({ margin: 0, color: color.warningText, fontSize: vars.fontSize.sm })
