// axe on a page as it stands in every look (theme × font size): the page is drawn once, then
// <html>'s data-theme and data-font-size are switched in place and each look runs the rules of
// tests/axeLooks.ts, as the story tests do. Needs installAxe (./inApp.ts) before the page opens.
import { expect, type Page } from '@playwright/test'
import { colourRules, looks, themeRules } from '../../axeLooks'

export interface LookCheckOptions {
  /** CSS selectors of the part to check (the screen's own part: `main`, open dialogs); all by default */
  within?: string[]
}

/** Every violation found, each with the look it was found in. */
export async function axeInEveryLook(page: Page, { within }: LookCheckOptions = {}) {
  // what is still loading is not what the visitor reads
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  return page.evaluate(
    async ({ looks, colourRules, ruleSets, within }) => {
      const axe = (window as unknown as { axe: typeof import('axe-core') }).axe
      const root = document.documentElement
      const before = (['data-theme', 'data-font-size'] as const).map(
        (name) => [name, root.getAttribute(name)] as const,
      )
      const context = within
        ? { include: within.filter((s) => document.querySelector(s)).map((s) => [s]) }
        : document
      const found: string[] = []
      try {
        for (const [index, look] of looks.entries()) {
          root.setAttribute('data-theme', look.theme)
          root.setAttribute('data-font-size', look.fontSize)
          await new Promise((resolve) => requestAnimationFrame(resolve))
          // colours and sizes ease to the new look, and a dialog fades in: end what eases and
          // ends (not a spinner's endless turn), so axe reads colours where they arrive
          void document.body.offsetHeight
          for (const animation of document.getAnimations()) {
            if (animation.effect?.getComputedTiming().iterations !== Infinity) animation.finish()
          }
          axe.reset()
          axe.configure({ rules: ruleSets[index] ?? [] })
          const { violations } = await axe.run(context as import('axe-core').ElementContext, {
            resultTypes: ['violations'],
            ...(look.rules === 'colour'
              ? {
                  runOnly: colourRules.filter(
                    (id) => id !== 'color-contrast-enhanced' || look.theme === 'blackWhite',
                  ),
                }
              : {}),
          })
          for (const v of violations) {
            const where = v.nodes.map((node) => node.target.join(' ')).join(', ')
            found.push(`[${look.theme} ${look.fontSize}px] ${v.id}: ${v.help} (${where})`)
          }
        }
      } finally {
        for (const [name, value] of before) {
          if (value === null) root.removeAttribute(name)
          else root.setAttribute(name, value)
        }
      }
      return found
    },
    { looks, colourRules, ruleSets: looks.map((look) => themeRules(look.theme)), within },
  )
}

/** Fails the test, naming the screen, when any look has a violation. */
export async function expectAccessibleInEveryLook(
  page: Page,
  screen: string,
  options?: LookCheckOptions,
) {
  expect(await axeInEveryLook(page, options), screen).toEqual([])
}
