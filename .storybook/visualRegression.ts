import { expect } from 'vitest'
import { page } from 'vitest/browser'
import { themes } from '../domain/preferences'

/**
 * Visual regression: one screenshot per story and theme (16 px, no grayscale), compared with
 * the baseline committed under `stories/__baselines__/`. `npm run test:visual:update`
 * rewrites the baselines after an intended change.
 */
export async function matchThemeScreenshots(storyId: string) {
  const root = document.documentElement
  const before = root.getAttribute('data-theme')
  try {
    for (const theme of themes) {
      root.setAttribute('data-theme', theme)
      await expect(page.elementLocator(document.body)).toMatchScreenshot(`${storyId}--${theme}`)
    }
  } finally {
    if (before === null) root.removeAttribute('data-theme')
    else root.setAttribute('data-theme', before)
  }
}
