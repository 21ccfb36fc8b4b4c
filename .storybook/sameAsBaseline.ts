import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
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
    /** Whether a capture of `clip` passes the baseline `toMatchScreenshot(name)` reads at first sight. */
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

interface Decoded {
  width: number
  height: number
  data: Buffer
}
interface Comparison {
  decode: (png: Buffer) => Decoded
  /** how many pixels differ, by the measure `toMatchScreenshot`'s pixelmatch comparator uses */
  differing: (a: Decoded, b: Decoded, options: Record<string, unknown>) => number
}
let comparison: Comparison | undefined

/** Vitest's own PNG decoder and pixel diff, from @vitest/browser's dependencies. */
function vitestComparison(root: string): Comparison {
  if (!comparison) {
    const fromProject = createRequire(resolve(root, 'package.json'))
    const fromVitest = createRequire(fromProject.resolve('@vitest/browser/package.json'))
    const { PNG } = fromVitest('pngjs') as { PNG: { sync: { read: (png: Buffer) => Decoded } } }
    const { diff } = fromVitest('@blazediff/core') as {
      diff: (
        a: Uint8Array,
        b: Uint8Array,
        out: undefined,
        width: number,
        height: number,
        options: Record<string, unknown>,
      ) => number
    }
    comparison = {
      decode: (png) => PNG.sync.read(png),
      differing: (a, b, options) => diff(a.data, b.data, undefined, a.width, a.height, options),
    }
  }
  return comparison
}

// toMatchScreenshot's pixelmatch defaults (@vitest/browser): a threshold per pixel, anti-aliased
// pixels ignored, no differing pixel allowed
const pixelmatchDefaults = { threshold: 0.1, includeAA: false, alpha: 0.1 }

/**
 * The cheap half of `toMatchScreenshot`. When a baseline exists, Vitest takes one screenshot and
 * passes it if its PNG bytes equal the baseline's or, decoded, pixelmatch finds no pixel apart;
 * this does the same with one DevTools capture instead of Playwright's element screenshot, which
 * around the same capture walks every frame to hide carets and stop animations and measures the
 * element (visualRegression.ts does the part of that a story needs). Anything else (no baseline,
 * a real change, a capture taken mid-animation) answers false, and the caller runs
 * `toMatchScreenshot`, which decides, reports and writes exactly as before.
 * Measured on 6 story files: 143 of 156 captures byte-identical, the other 13 pixel-identical.
 */
export const sameAsBaseline: BrowserCommand<[name: string, clip: Clip]> = async (
  context,
  name,
  clip,
) => {
  const { testPath, project } = context
  if (!testPath || context.provider.name !== 'playwright') return false
  const { root, browser } = project.config
  const matchOptions = browser.expect?.toMatchScreenshot
  // the path `toMatchScreenshot` resolves by default (a custom resolveScreenshotPath is not used)
  const reference = resolve(
    root,
    relative(root, dirname(testPath)),
    matchOptions?.screenshotDirectory ?? '__screenshots__',
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
  const capture = Buffer.from(data, 'base64')
  let hit = capture.equals(baseline)
  // The edge of a shape drawn over another (a focus ring over an icon) can come out a shade
  // apart from one paint to the next (a few pixels of a whole form): toMatchScreenshot passes a
  // first capture in which pixelmatch finds no pixel apart beyond its threshold, and so does
  // this, with Vitest's default settings only (any other is left to toMatchScreenshot).
  if (!hit && !matchOptions?.comparatorName && !matchOptions?.comparatorOptions) {
    const { decode, differing } = vitestComparison(root)
    const [expected, actual] = [decode(baseline), decode(capture)]
    hit =
      expected.width === actual.width &&
      expected.height === actual.height &&
      differing(expected, actual, pixelmatchDefaults) === 0
  }
  return hit
}
