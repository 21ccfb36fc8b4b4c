import { style } from '@vanilla-extract/css'
import { color, vars } from '../tokens'

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  border: `1px solid ${color.divider}`,
  borderRadius: vars.radius.md,
  background: color.surface,
})

export const item = style({
  selectors: { '&:not(:last-child)': { borderBottom: `1px solid ${color.divider}` } },
})

export const button = style({
  display: 'grid',
  gridTemplateColumns: '0.75rem 1fr',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  width: '100%',
  minHeight: vars.target.min,
  padding: `${vars.space.md} ${vars.space.lg}`,
  border: 0,
  background: 'transparent',
  color: color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: { '&:hover': { background: color.surfaceMuted } },
})

export const dot = style({
  width: '0.625rem',
  height: '0.625rem',
  marginTop: '0.45em',
  borderRadius: vars.radius.round,
  background: color.primary,
})

export const body = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 })

export const top = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
})

export const title = style({ overflowWrap: 'anywhere' })
export const unreadTitle = style({ fontWeight: vars.fontWeight.bold })

export const date = style({ color: color.textMuted, fontSize: vars.fontSize.sm })

export const excerpt = style({
  color: color.textMuted,
  fontSize: vars.fontSize.sm,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
})
