import { style, styleVariants } from '@vanilla-extract/css'
import { color, vars } from '../tokens'

export const options = styleVariants({
  vertical: { display: 'grid', gap: 0 },
  horizontal: { display: 'flex', flexWrap: 'wrap', columnGap: vars.space.lg },
})

export const optionDisabled = style({ cursor: 'not-allowed', color: color.textMuted })
