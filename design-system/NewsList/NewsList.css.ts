import { style } from '@vanilla-extract/css'
import { color, vars } from '../tokens'

export const item = style({
  paddingBlock: vars.space.md,
  borderBlockEnd: `1px solid ${color.divider}`,
  selectors: { '&:first-child': { paddingBlockStart: 0 } },
})

export const date = style({ color: color.textMuted, fontSize: vars.fontSize.sm })

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, overflowWrap: 'anywhere' })

export const body = style({ color: color.text })
