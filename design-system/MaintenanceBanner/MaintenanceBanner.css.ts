import { style } from '@vanilla-extract/css'
import { color, screen, vars } from '../tokens'

export const banner = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  background: color.warningSurface,
  color: color.text,
  borderBlockEnd: `2px solid ${color.border}`,
  fontSize: vars.fontSize.sm,
  '@container': { [screen.tablet]: { alignItems: 'center' } },
})

export const icon = style({ color: color.warningText })

export const text = style({ margin: 0, flex: 1 })

export const title = style({ fontWeight: vars.fontWeight.bold, color: color.warningText })

export const details = style({
  color: color.text,
  fontWeight: vars.fontWeight.bold,
  textDecorationThickness: '0.1em',
  textUnderlineOffset: '0.15em',
})
