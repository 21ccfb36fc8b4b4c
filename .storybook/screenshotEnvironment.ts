import {
  environmentMismatchMessage,
  type ScreenshotEnvironment,
  type TextFonts,
} from '@design-system/testing'
import { cdp, commands, server } from 'vitest/browser'

/** Recorded with the baselines; rewritten whenever they are (`npm run test:visual:update`). */
const recordFile = 'stories/__baselines__/environment.json'

/** A line per language in the page's own font stack, as stories draw text. */
const samples: Record<string, string> = {
  en: 'Buy tickets for the Hong Kong Philharmonic',
  'zh-Hant': '購買香港管弦樂團門票',
  'zh-Hans': '购买香港管弦乐团门票',
}

/** Which fonts Chromium draws a sample with (DevTools protocol) and how wide it comes out. */
async function fontsFor(language: string, text: string): Promise<TextFonts> {
  const probe = document.createElement('span')
  // an id of its own: test files probe at the same time in sibling iframes, and the search below
  // looks through all of them (a shared id found another file's probe, already gone: no fonts)
  probe.id = `screenshot-font-probe-${language}-${crypto.randomUUID()}`
  probe.lang = language
  probe.textContent = text
  probe.style.cssText = 'position:absolute;left:-9999px;white-space:nowrap;font-size:16px'
  document.body.append(probe)
  try {
    const session = cdp()
    await session.send('DOM.enable')
    await session.send('CSS.enable')
    // the tests run in an iframe: search the whole page, frames included
    await session.send('DOM.getDocument', { depth: -1, pierce: true })
    const search = await session.send('DOM.performSearch', { query: `#${probe.id}` })
    const { nodeIds } = await session.send('DOM.getSearchResults', {
      searchId: search.searchId,
      fromIndex: 0,
      toIndex: search.resultCount,
    })
    await session.send('DOM.discardSearchResults', { searchId: search.searchId })
    const { fonts } = await session.send('CSS.getPlatformFontsForNode', { nodeId: nodeIds[0] })
    return {
      families: fonts.map((font: { familyName: string }) => font.familyName),
      width: Math.round(probe.getBoundingClientRect().width * 100) / 100,
    }
  } finally {
    probe.remove()
  }
}

async function currentEnvironment(): Promise<ScreenshotEnvironment> {
  const { product } = await cdp().send('Browser.getVersion')
  const fonts: Record<string, TextFonts> = {}
  for (const [language, text] of Object.entries(samples)) {
    fonts[language] = await fontsFor(language, text)
  }
  return { chromium: String(product).replace(/^[^/]*\//, ''), fonts }
}

async function recordedEnvironment(): Promise<ScreenshotEnvironment | null> {
  try {
    return JSON.parse(await commands.readFile(recordFile)) as ScreenshotEnvironment
  } catch {
    return null
  }
}

// Test files run in iframes of one page: they share its session storage, so the run measures
// the browser once (a few hundred ms of DevTools calls per file otherwise) and says once why it
// skipped the screenshots. Only a measurement that matched the record is kept: one that did
// not is taken again by the next file.
const matchedKey = 'citytix:screenshot-environment-matched'
const toldKey = 'citytix:screenshot-environment-told'
let verdict: Promise<boolean> | undefined

async function decide(): Promise<boolean> {
  const updating = server.config.snapshotOptions.updateSnapshot === 'all'
  const matched = updating ? null : sessionStorage.getItem(matchedKey)
  const current = matched
    ? (JSON.parse(matched) as ScreenshotEnvironment)
    : await currentEnvironment()
  if (updating) {
    await commands.writeFile(recordFile, `${JSON.stringify(current, null, 2)}\n`)
    return true
  }
  const message = environmentMismatchMessage(await recordedEnvironment(), current)
  if (!message) {
    sessionStorage.setItem(matchedKey, JSON.stringify(current))
    return true
  }
  if (sessionStorage.getItem(toldKey)) return false
  sessionStorage.setItem(toldKey, 'yes')
  throw new Error(message)
}

/**
 * Whether this browser draws screenshots as the baselines' did. Updating the baselines records
 * this browser. On a mismatch the first story to ask fails with the reason and every other
 * story leaves its screenshots out, instead of 800 images failing one by one.
 */
export function screenshotsComparable(): Promise<boolean> {
  if (verdict) return verdict.catch(() => false)
  // only the first story of the file to ask gets the failure: the file's others skip, as the
  // other files do (a kept rejection failed every story of that file, 15 on AccountScreens)
  verdict = decide()
  return verdict
}
