import { style } from '@vanilla-extract/css'
import { color, vars } from '../tokens'

export const card = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.xl,
  border: `1px solid ${color.border}`,
  borderRadius: vars.radius.lg,
  background: color.surface,
  color: color.text,
  boxShadow: vars.shadow.sm,
  maxWidth: '28rem',
})

export const title = style({ margin: 0, fontSize: vars.fontSize.lg })

export const balance = style({
  margin: 0,
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
})

export const unit = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.medium })

export const expiring = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  background: color.warningSurface,
  color: color.text,
  borderLeft: `4px solid ${color.warningText}`,
})

export const quiet = style({ margin: 0, color: color.textMuted })
