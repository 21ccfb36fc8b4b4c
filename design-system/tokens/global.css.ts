import { globalStyle } from '@vanilla-extract/css'
import { fontSizes } from '../../domain/preferences'
import { pageContainer } from './breakpoints.css'
import { focusRing } from './focusRing'
import './themes.css'
import { color, media, vars } from './vars.css'

// Font size preference: 14 / 16 (default) / 18 px; everything else is in rem.
for (const size of fontSizes) {
  globalStyle(`:root[data-font-size="${size}"]`, { fontSize: `${size}px` })
}
globalStyle(':root', {
  fontSize: '16px',
  colorScheme: 'light',
  WebkitTextSizeAdjust: '100%',
})
globalStyle(':root[data-theme="night"], :root[data-theme="blackWhite"]', { colorScheme: 'dark' })

// Mourning periods (config specificPeriodGray) and the grayscale story global.
globalStyle(':root[data-grayscale="on"]', { filter: 'grayscale(1)' })

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' })
globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: color.text,
  background: color.background,
  // the container the layouts' breakpoints query (breakpoints.css.ts): it follows the font size
  containerType: 'inline-size',
  containerName: pageContainer,
})
// The CJK fonts that lead the stack draw ’ “ ” full width, which splits English words
// ("tomorrow’ s"): English takes their proportional forms, Chinese keeps its full-width ones.
globalStyle('[lang]:lang(en)', { fontVariantEastAsian: 'proportional-width' })
globalStyle('[lang]:lang(zh)', { fontVariantEastAsian: 'normal' })
globalStyle(':focus-visible', focusRing)
globalStyle('img, svg', { maxWidth: '100%' })

// Motion off for people who ask for it.
globalStyle('*, *::before, *::after', {
  '@media': {
    [media.reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      // vanilla-extract's types do not know !important on this property
      scrollBehavior: 'auto !important' as 'auto',
    },
  },
})
