import { style } from '@vanilla-extract/css'
import { color, vars } from '../tokens'

export const content = style({
  width: 'max-content',
  maxWidth: 'min(22rem, calc(100vw - 1rem))',
  padding: vars.space.lg,
})

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  paddingTop: vars.space.sm,
})

/** Pulls the × into the corner so its 44 px target does not push the title down. */
export const close = style({ margin: `calc(-1 * ${vars.space.sm})`, marginInlineStart: 'auto' })

export const arrow = style({ fill: color.surface, stroke: color.border })
