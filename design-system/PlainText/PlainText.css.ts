import { style } from '@vanilla-extract/css'
import { vars } from '../tokens/vars.css'

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  overflowWrap: 'anywhere',
})

export const paragraph = style({ margin: 0, lineHeight: vars.lineHeight.normal })

export const list = style({
  margin: 0,
  paddingInlineStart: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  lineHeight: vars.lineHeight.normal,
})
