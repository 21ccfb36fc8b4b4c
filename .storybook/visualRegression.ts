import { expect } from 'vitest'
import { page } from 'vitest/browser'
import { themes } from '../domain/preferences'
import { screenshotsComparable } from './screenshotEnvironment'

/**
 * Visual regression: one screenshot per story and theme (16 px, no grayscale), compared with
 * the baseline committed under `stories/__baselines__/`. `npm run test:visual:update`
 * rewrites the baselines after an intended change, and records the Chromium and fonts they
 * were drawn with (screenshotEnvironment.ts); another browser or font is reported once.
 */
export async function matchThemeScreenshots(storyId: string) {
  if (!(await screenshotsComparable())) return
  const root = document.documentElement
  const before = root.getAttribute('data-theme')
  const { innerWidth: width, innerHeight: height } = window
  try {
    // The story's frame is the viewport: Chromium paints nothing below it, so a screen taller
    // than the viewport came out cut mid-line with blank space under it. Make the frame as tall
    // as the story for the screenshots.
    const storyHeight = Math.ceil(Math.max(root.scrollHeight, document.body.scrollHeight))
    if (storyHeight > height) await page.viewport(width, storyHeight)
    for (const theme of themes) {
      root.setAttribute('data-theme', theme)
      await expect(page.elementLocator(document.body)).toMatchScreenshot(`${storyId}--${theme}`)
    }
  } finally {
    if (before === null) root.removeAttribute('data-theme')
    else root.setAttribute('data-theme', before)
    if (window.innerHeight !== height) await page.viewport(width, height)
  }
}
