import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles'
import { screen, vars } from '../tokens'

// Atomic layout classes (Braid's Box): one class per property and value, composed by Box,
// Stack, Inline and Tiles instead of a hand-written flex rule in every part and story.

const space = vars.space

/** Widths for a column of content, in rem so they follow the font size. */
const measures = {
  /** a short field: area code, quantity */
  xxsmall: '6rem',
  xsmall: '20rem',
  small: '24rem',
  medium: '30rem',
  /** a form's column of fields */
  form: '36rem',
  large: '40rem',
  xlarge: '60rem',
  /** a column of running text: about 80 characters a line */
  prose: '52rem',
} as const

/** Properties that may change at a breakpoint: `{ mobile: 'column', tablet: 'row' }`. */
const responsive = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@container': screen.tablet },
    desktop: { '@container': screen.desktop },
  },
  defaultCondition: 'mobile',
  responsiveArray: ['mobile', 'tablet', 'desktop'],
  properties: {
    display: ['none', 'block', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    gap: space,
    paddingBlock: space,
    paddingInline: space,
    textAlign: ['start', 'center', 'end'],
  },
  shorthands: { padding: ['paddingBlock', 'paddingInline'] },
})

/** Sizes and resets that stay the same at every width. */
const fixed = defineProperties({
  properties: {
    margin: { none: '0' },
    flexGrow: { 0: '0', 1: '1' },
    flexShrink: { 0: '0', 1: '1' },
    minWidth: { 0: '0' },
    width: { full: '100%', ...measures },
    maxWidth: { ...measures, none: 'none' },
    fontSize: vars.fontSize,
    listStyle: { none: 'none' },
  },
})

export const sprinkles = createSprinkles(responsive, fixed)
export type Sprinkles = Parameters<typeof sprinkles>[0]
export type Space = keyof typeof space
