import axe from 'axe-core'
import { colourRules, looks, themeRules } from '../tests/axeLooks'

/**
 * Every story is an accessibility test in every look (theme × font size): the story renders
 * once, then <html> is switched through each look and axe runs the rules tests/axeLooks.ts
 * gives that look. Grayscale is not run here: axe reads colours from CSS and ignores filters,
 * so a grayscale run could never fail; design-system/tokens/contrast.test.ts checks the grey
 * palette instead.
 */
interface A11yParameters {
  disable?: boolean
  config?: axe.Spec
  options?: axe.RunOptions
}

// Page-level rules that do not apply to a part rendered alone (screens run them in e2e).
const disabledForParts = [{ id: 'region', enabled: false }]

/**
 * Under reduced motion every element still has a 0.01 ms transition of `all` (global.css.ts),
 * so a switched theme or size shows its old colours and sizes until a later frame: axe would
 * check the previous combination. Ending those transitions makes the new one final at once.
 * Layout comes first: a part inside a container query gets its new style (and transitions)
 * only when the page is laid out. No frame is awaited: axe reads styles and layout, which the
 * page computes on demand, not pixels.
 */
function finishTransitions() {
  document.documentElement.getBoundingClientRect()
  for (const animation of document.getAnimations()) {
    if (animation instanceof CSSTransition) animation.finish()
  }
}

/** Turns off every rule but the colour ones, for a run where only colours changed. */
function colourOnly(): axe.Rule[] {
  return axe
    .getRules()
    .filter((rule) => !colourRules.includes(rule.ruleId))
    .map((rule) => ({ id: rule.ruleId, enabled: false }))
}

export async function checkEveryCombination(storyId: string, parameters: A11yParameters = {}) {
  if (parameters.disable) return
  const root = document.documentElement
  const before = ['data-theme', 'data-font-size'].map(
    (name) => [name, root.getAttribute(name)] as const,
  )
  const failures: string[] = []
  try {
    for (const combo of looks) {
      root.setAttribute('data-theme', combo.theme)
      root.setAttribute('data-font-size', combo.fontSize)
      finishTransitions()
      axe.reset()
      axe.configure({
        ...parameters.config,
        rules: [
          ...(combo.rules === 'colour' ? colourOnly() : []),
          ...disabledForParts,
          ...themeRules(combo.theme),
          // a story's own rule settings come last, so they win
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
