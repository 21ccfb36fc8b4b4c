import { color, vars } from '@design-system/tokens'
import { style } from '@vanilla-extract/css'

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl })

export const title = style({ margin: 0 })

export const note = style({ margin: 0, color: color.textMuted })
