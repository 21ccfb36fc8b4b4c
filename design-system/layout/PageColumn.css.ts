import { style } from '@vanilla-extract/css'
import { vars } from '../tokens'

export const pageColumn = style({
  display: 'block',
  width: '100%',
  maxWidth: '80rem',
  minHeight: '50vh',
  marginInline: 'auto',
  padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.xxl}`,
  // the page's main column takes the focus after a navigation, without a ring round the page
  ':focus': { outline: 'none' },
})
