import { globalStyle, style } from '@vanilla-extract/css'
import { color, screen, vars } from '../tokens'

export const card = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `1px solid ${color.border}`,
  borderRadius: vars.radius.lg,
  background: color.surface,
  color: color.text,
})

export const preference = style({
  display: 'inline-flex',
  alignItems: 'center',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${color.border}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
})

export const title = style({
  flex: '1 1 12rem',
  margin: 0,
  fontSize: vars.fontSize.lg,
  overflowWrap: 'anywhere',
})

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  '@container': { [screen.tablet]: { gridTemplateColumns: 'max-content 1fr max-content 1fr' } },
})
globalStyle(`${fields} dt`, { color: color.textMuted })
globalStyle(`${fields} dd`, { margin: 0, overflowWrap: 'anywhere' })

export const total = style({ fontWeight: vars.fontWeight.bold })

export const notice = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  background: color.warningSurface,
  color: color.text,
  borderLeft: `4px solid ${color.warningText}`,
})
