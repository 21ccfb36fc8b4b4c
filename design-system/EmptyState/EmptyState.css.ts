import { style } from '@vanilla-extract/css'
import { color, vars } from '../tokens'

export const root = style({
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  border: `1px dashed ${color.border}`,
  borderRadius: vars.radius.lg,
  textAlign: 'center',
  color: color.text,
})

export const icon = style({ color: color.textMuted })

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
})

export const hint = style({ margin: 0, color: color.textMuted, maxWidth: '36rem' })

export const action = style({ marginTop: vars.space.sm })
