import { expect } from 'vitest'
import { commands, page } from 'vitest/browser'
import { type Theme, themes } from '../domain/preferences'
import { screenshotsComparable } from './screenshotEnvironment'
import { holdStill, pageClip } from './stillPage'

/**
 * Visual regression: the screenshot plan. Each story is shot at 16 px, without grayscale, in
 * the looks where what it draws can change, and compared with the baseline committed under
 * `stories/__baselines__/<file>/<story id>--<theme>-chromium-linux.png`:
 * - a part (Primitives, Composites, Foundations) in every theme (default, night, blackWhite):
 *   the themes are the parts' own colours;
 * - a screen (a story titled `Screens/…`, the stories/*Screen* files and the help pages) in the
 *   default theme only: a screen is laid out from parts, whose themes are shot above, and axe
 *   checks the screen's colours in every theme (tests/axeLooks.ts).
 * Font sizes are not shot: axe checks each size's layout, and the pixels of three sizes would
 * triple the baselines for what the rem-based tokens draw the same way.
 *
 * After an intended change (or for new stories), rewrite the baselines and review them:
 *   VITE_VISUAL_REGRESSION=on npx vitest run --project storybook --update=all [stories/X.stories.tsx…]
 * (`npm run test:visual:update` for every story). It records the Chromium and fonts they were
 * drawn with (screenshotEnvironment.ts); another browser or font is reported once. Vitest does
 * not delete a baseline no longer compared: when the plan shrinks, remove those files by hand.
 * A screenshot identical to its baseline passes on one cheap capture (sameAsBaseline.ts); any
 * other goes through `toMatchScreenshot`, which compares, reports and writes the baselines.
 */
const screenshotThemes = (storyId: string): readonly Theme[] =>
  storyId.startsWith('screens-') ? [themes[0]] : themes

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
    for (const theme of screenshotThemes(storyId)) {
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
