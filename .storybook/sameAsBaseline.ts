import { readFile } from 'node:fs/promises'
import { platform } from 'node:os'
import { basename, dirname, join, relative, resolve } from 'node:path'
import type {} from '@vitest/browser-playwright'
import type { CDPSession, Page } from 'playwright'
import type { BrowserCommand } from 'vitest/node'

/** A rectangle of the test page in CSS pixels, as Playwright's element screenshot clips it. */
export interface Clip {
  x: number
  y: number
  width: number
  height: number
}

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** Whether a capture of `clip` is byte for byte the baseline `toMatchScreenshot(name)` reads. */
    sameAsBaseline: (name: string, clip: Clip) => Promise<boolean>
  }
}

// Vitest's file name for a screenshot (`sanitizeArg` in @vitest/browser)
const sanitize = (part: string) =>
  part
    .replace(/\s+/g, '-')
    .replace(/[^\w-]+/g, '')
    .replace(/-{2,}/g, '-')
const sanitizeArg = (name: string) =>
  relative('/', join('/', name)).split('/').map(sanitize).join('/')

const sessions = new WeakMap<Page, Promise<CDPSession>>()

/**
 * The cheap half of `toMatchScreenshot`. When a baseline exists, Vitest takes one screenshot and
 * passes it if its PNG bytes equal the baseline's; this does the same with one DevTools capture
 * instead of Playwright's element screenshot, which around the same capture walks every frame to
 * hide carets and stop animations, waits for the element to hold still over animation frames and
 * measures it (visualRegression.ts does the part of that a story needs). Anything but identical bytes (no baseline, a real change, a
 * capture taken mid-animation) answers false, and the caller runs `toMatchScreenshot`, which
 * decides, reports and writes exactly as before.
 */
export const sameAsBaseline: BrowserCommand<[name: string, clip: Clip]> = async (
  context,
  name,
  clip,
) => {
  const { testPath, project } = context
  if (!testPath || context.provider.name !== 'playwright') return false
  const { root, browser } = project.config
  // the path `toMatchScreenshot` resolves by default (a custom resolveScreenshotPath is not used)
  const reference = resolve(
    root,
    relative(root, dirname(testPath)),
    browser.expect?.toMatchScreenshot?.screenshotDirectory ?? '__screenshots__',
    basename(testPath),
    `${sanitizeArg(name)}-${browser.name}-${platform()}.png`,
  )
  const baseline = await readFile(reference).catch(() => null)
  if (!baseline) return false
  const page = context.page
  let session = sessions.get(page)
  if (!session) {
    session = page.context().newCDPSession(page)
    sessions.set(page, session)
  }
  // Playwright's own call for an element that fits the viewport (crPage.takeScreenshot)
  const { data } = await (await session).send('Page.captureScreenshot', {
    format: 'png',
    clip: { ...clip, scale: 1 },
    captureBeyondViewport: false,
  })
  return Buffer.from(data, 'base64').equals(baseline)
}
