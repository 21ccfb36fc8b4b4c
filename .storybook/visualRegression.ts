import { expect } from 'vitest'
import { commands, page } from 'vitest/browser'
import { themes } from '../domain/preferences'
import { screenshotsComparable } from './screenshotEnvironment'
import { holdStill, pageClip } from './stillPage'

/**
 * Visual regression: one screenshot per story and theme (16 px, no grayscale), compared with
 * the baseline committed under `stories/__baselines__/`. `npm run test:visual:update`
 * rewrites the baselines after an intended change, and records the Chromium and fonts they
 * were drawn with (screenshotEnvironment.ts); another browser or font is reported once.
 * A screenshot identical to its baseline passes on one cheap capture (sameAsBaseline.ts); any
 * other goes through `toMatchScreenshot`, which compares, reports and writes the baselines.
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
      const name = `${storyId}--${theme}`
      if (!(await sameAsBaseline(name))) {
        await expect(page.elementLocator(document.body)).toMatchScreenshot(name)
      }
    }
  } finally {
    if (before === null) root.removeAttribute('data-theme')
    else root.setAttribute('data-theme', before)
    if (window.innerHeight !== height) await page.viewport(width, height)
  }
}

async function sameAsBaseline(name: string): Promise<boolean> {
  await document.fonts.ready
  const release = holdStill()
  try {
    return await commands.sameAsBaseline(name, pageClip(document.body))
  } catch {
    // no capture (another provider, a closed page): toMatchScreenshot decides
    return false
  } finally {
    release()
  }
}
