// Which of axe's rules each look (theme × font size) runs: one plan for the story tests
// (.storybook/axeMatrix.ts) and the end-to-end tests (tests/e2e/support/axeInEveryLook.ts).
// - A font size changes every rem: type, spacing and the container-query breakpoints
//   (tokens/breakpoints.css.ts), which show and hide parts (the header's menu button); a part
//   that appears is new to every rule. So each font size gets axe's full rule set in the
//   default theme.
// - A theme changes only the colour custom properties (tokens/themes.css.ts) and color-scheme:
//   no size, position or visibility. So the other themes run only the rules that read colours,
//   at every font size: a size moves text onto other backgrounds and decides what counts as
//   large text, so every theme is checked in every size, nine looks in all.
// - Contrast is also proven on the tokens (design-system/tokens/contrast.test.ts): every text
//   colour role on every background role meets the bar for normal text in every theme. axe adds
//   what the tokens cannot prove: colours written outside the tokens, text over an image, a
//   translucent layer or an opacity.
// - Black and white promises 7:1: its runs add axe's enhanced-contrast rule (WCAG AAA).
import { fontSizes, type Theme, themes } from '../domain/preferences'

/**
 * axe-core's rules that read computed colours: text against its background (AA, and AAA for
 * black and white), a link told from its surrounding text by colour alone, and the table rules
 * that apply to data tables only (axe counts rows of differing background as a data table).
 */
export const colourRules = [
  'color-contrast',
  'color-contrast-enhanced',
  'link-in-text-block',
  'th-has-data-cells',
  'td-has-header',
  'table-fake-caption',
]

export interface Look {
  theme: Theme
  fontSize: string
  /** every rule (the theme the page is drawn in), or only `colourRules` */
  rules: 'all' | 'colour'
}

export const looks: Look[] = themes.flatMap((theme, index) =>
  fontSizes.map(
    (fontSize) => ({ theme, fontSize, rules: index === 0 ? 'all' : 'colour' }) as const,
  ),
)

/** The rules a theme adds to axe's defaults: black and white is held to 7:1 for text. */
export const themeRules = (theme: Theme) => [
  { id: 'color-contrast-enhanced', enabled: theme === 'blackWhite' },
]
