import { style } from '@vanilla-extract/css'
import { color, media, vars } from '../tokens/vars.css'

export const banner = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  background: color.warningSurface,
  color: color.text,
  borderBlockEnd: `2px solid ${color.border}`,
  fontSize: vars.fontSize.sm,
  '@media': { [media.tablet]: { alignItems: 'center' } },
})

export const icon = style({
  width: '1.5em',
  height: '1.5em',
  flexShrink: 0,
  color: color.warningText,
})

export const text = style({ margin: 0, flex: 1 })

export const title = style({ fontWeight: vars.fontWeight.bold, color: color.warningText })

export const details = style({
  color: color.text,
  fontWeight: vars.fontWeight.bold,
  textDecorationThickness: '0.1em',
  textUnderlineOffset: '0.15em',
})
