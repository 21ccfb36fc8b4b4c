import axe from 'axe-core'
import { fontSizes, type Theme, themes } from '../domain/preferences'

/**
 * Every story is an accessibility test in every theme and font size: the story renders once,
 * then <html> is switched through each combination and axe runs on each. Black and white
 * promises 7:1, so its runs add axe's enhanced-contrast rule (WCAG AAA). Grayscale is not run
 * here: axe reads colours from CSS and ignores filters, so a grayscale run could never fail;
 * design-system/tokens/contrast.test.ts checks the grey palette instead.
 */
interface A11yParameters {
  disable?: boolean
  config?: axe.Spec
  options?: axe.RunOptions
}

// Page-level rules that do not apply to a part rendered alone (screens run them in e2e).
const disabledForParts = [{ id: 'region', enabled: false }]

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()))

interface Combination {
  theme: Theme
  fontSize: string
}

export const combinations: Combination[] = themes.flatMap((theme) =>
  fontSizes.map((fontSize) => ({ theme, fontSize })),
)

/** The rules a theme adds to axe's defaults: black and white is held to 7:1 for text. */
export function themeRules(theme: Theme): axe.Rule[] {
  return [{ id: 'color-contrast-enhanced', enabled: theme === 'blackWhite' }]
}

export async function checkEveryCombination(storyId: string, parameters: A11yParameters = {}) {
  if (parameters.disable) return
  const root = document.documentElement
  const before = ['data-theme', 'data-font-size'].map(
    (name) => [name, root.getAttribute(name)] as const,
  )
  const failures: string[] = []
  try {
    for (const combo of combinations) {
      root.setAttribute('data-theme', combo.theme)
      root.setAttribute('data-font-size', combo.fontSize)
      await nextFrame()
      axe.reset()
      axe.configure({
        ...parameters.config,
        rules: [
          ...disabledForParts,
          ...themeRules(combo.theme),
          ...(parameters.config?.rules ?? []),
        ],
      })
      const result = await axe.run(
        { include: [document.body], exclude: [['#storybook-docs'], ['.sb-wrapper']] },
        { resultTypes: ['violations'], ...parameters.options },
      )
      for (const v of result.violations) {
        const where = v.nodes.map((n) => n.target.join(' ')).join(', ')
        failures.push(`[${combo.theme} ${combo.fontSize}px] ${v.id}: ${v.help} (${where})`)
      }
    }
  } finally {
    for (const [name, value] of before) {
      if (value === null) root.removeAttribute(name)
      else root.setAttribute(name, value)
    }
  }
  if (failures.length > 0) {
    throw new Error(`${storyId} has accessibility violations:\n${failures.join('\n')}`)
  }
}
