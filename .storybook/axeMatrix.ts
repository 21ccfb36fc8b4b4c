import axe from 'axe-core'
import { fontSizes, themes } from '../domain/preferences'

/**
 * Every story is an accessibility test in every theme and font size, and in grayscale: the
 * story renders once, then <html> is switched through each combination and axe runs on each.
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
  theme: string
  fontSize: string
  grayscale: 'on' | 'off'
}

export const combinations: Combination[] = [
  ...themes.flatMap((theme) =>
    fontSizes.map((fontSize) => ({ theme, fontSize, grayscale: 'off' as const })),
  ),
  { theme: 'default', fontSize: '16', grayscale: 'on' },
]

export async function checkEveryCombination(storyId: string, parameters: A11yParameters = {}) {
  if (parameters.disable) return
  const root = document.documentElement
  const before = ['data-theme', 'data-font-size', 'data-grayscale'].map(
    (name) => [name, root.getAttribute(name)] as const,
  )
  const failures: string[] = []
  try {
    for (const combo of combinations) {
      root.setAttribute('data-theme', combo.theme)
      root.setAttribute('data-font-size', combo.fontSize)
      root.setAttribute('data-grayscale', combo.grayscale)
      await nextFrame()
      axe.reset()
      axe.configure({
        ...parameters.config,
        rules: [...disabledForParts, ...(parameters.config?.rules ?? [])],
      })
      const result = await axe.run(
        { include: [document.body], exclude: [['#storybook-docs'], ['.sb-wrapper']] },
        { resultTypes: ['violations'], ...parameters.options },
      )
      for (const v of result.violations) {
        const where = v.nodes.map((n) => n.target.join(' ')).join(', ')
        failures.push(
          `[${combo.theme} ${combo.fontSize}px grayscale ${combo.grayscale}] ${v.id}: ${v.help} (${where})`,
        )
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
