import { style } from '@vanilla-extract/css'
import { vars } from '../tokens'

export const fieldset = style({ margin: 0, padding: 0, border: 0, minWidth: 0 })

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.sm,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
})
