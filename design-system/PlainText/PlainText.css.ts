import { style } from '@vanilla-extract/css'
import { vars } from '../tokens'

export const root = style({ overflowWrap: 'anywhere' })

export const paragraph = style({ margin: 0, lineHeight: vars.lineHeight.normal })

/** Bullets and indent stay: Stack leaves a list bare. */
export const list = style({
  listStyle: 'disc',
  paddingInlineStart: vars.space.xl,
  lineHeight: vars.lineHeight.normal,
})
