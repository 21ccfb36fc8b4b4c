import { style, styleVariants } from '@vanilla-extract/css'
import { color, vars } from '../tokens'

export const options = styleVariants({
  vertical: { display: 'grid', gap: 0 },
  horizontal: { display: 'flex', flexWrap: 'wrap', columnGap: vars.space.lg },
})

export const option = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.target.min,
  color: color.text,
  cursor: 'pointer',
})

export const input = style({
  width: '1.25rem',
  height: '1.25rem',
  margin: 0,
  flexShrink: 0,
  accentColor: color.primary,
  cursor: 'pointer',
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
})

export const optionDisabled = style({ cursor: 'not-allowed', color: color.textMuted })
