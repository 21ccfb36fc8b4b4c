import { style } from '@vanilla-extract/css'
import { color, vars } from '../tokens'

// The native file input stays (it is understood everywhere and accepts drops); only its button
// is styled like our secondary Button.
export const input = style({
  maxWidth: '100%',
  color: color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  selectors: {
    '&::file-selector-button': {
      minHeight: vars.target.min,
      marginInlineEnd: vars.space.md,
      padding: `${vars.space.sm} ${vars.space.lg}`,
      border: `2px solid ${color.primary}`,
      borderRadius: vars.radius.md,
      background: color.surface,
      color: color.link,
      font: 'inherit',
      fontWeight: vars.fontWeight.bold,
      cursor: 'pointer',
    },
    '&:hover::file-selector-button': { background: color.surfaceMuted },
    '&:disabled::file-selector-button': { cursor: 'not-allowed', opacity: 0.6 },
  },
})

export const preview = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.sm,
  border: `1px solid ${color.divider}`,
  borderRadius: vars.radius.md,
  background: color.surface,
  maxWidth: '100%',
})

export const image = style({
  display: 'block',
  width: '8rem',
  height: '5rem',
  objectFit: 'contain',
  background: color.surfaceMuted,
  borderRadius: vars.radius.sm,
})

export const details = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 })

export const fileName = style({
  margin: 0,
  color: color.text,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
})

export const status = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  color: color.textMuted,
  fontSize: vars.fontSize.sm,
})

export const statusDone = style({ color: color.successText })
