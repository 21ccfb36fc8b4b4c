import { expect, type Page, test } from '@playwright/test'

const heading = (page: Page) => page.getByRole('heading', { level: 1 })
// a piece of a language's messages (scripts/vite-message-pieces.ts): the start piece, or one
// that comes with a lazily loaded screen
const messagePiece = /\/assets\/messages-([\w-]+?)-(en|zh-Hans|zh-Hant)\.js$/

/** Script files the page asked for before anything was drawn in #root. */
async function scriptsBeforeFirstRender(page: Page) {
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if ((document.getElementById('root')?.childElementCount ?? 0) === 0) return
      ;(window as unknown as { firstRender: number }).firstRender = performance.now()
      observer.disconnect()
    }).observe(document, { childList: true, subtree: true })
  })
  return () =>
    page.evaluate(() => {
      const firstRender = (window as unknown as { firstRender: number }).firstRender
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js') && entry.startTime < firstRender)
        .map((entry) => new URL(entry.name).pathname)
    })
}

test.describe('loading the site', () => {
  test('the events home fetches one piece of messages, in its language, with its own code before it draws', async ({
    page,
  }) => {
    const scripts = await scriptsBeforeFirstRender(page)
    await page.goto('/zh_cn/Events.html')
    await expect(heading(page)).toHaveText('节目')
    const before = await scripts()
    expect(before.filter((path) => messagePiece.test(path))).toEqual([
      expect.stringMatching(/-zh-Hans\.js$/),
    ])
    // the events home's screen travels in its own chunk (scripts/vite-startup-chunk.ts)
    expect(before.some((path) => /\/home-[\w-]+\.js$/.test(path))).toBe(true)
    // the entry, the chunks it preloads, the catalog and the page: not one chunk per catalog
    expect(before.length).toBeLessThanOrEqual(10)
  })

  test('switching language fetches the same pieces of messages in that language', async ({
    page,
  }) => {
    const pieces: Record<string, string[]> = {}
    page.on('request', (request) => {
      const [, piece, locale] = messagePiece.exec(new URL(request.url()).pathname) ?? []
      if (piece && locale) pieces[locale] = [...(pieces[locale] ?? []), piece]
    })
    await page.goto('/en_us/Faq.html')
    await expect(heading(page)).toHaveText('Frequently asked questions')
    await page.getByRole('button', { name: /^Language/ }).click()
    const shown = [...(pieces.en ?? [])].sort()
    await page.getByRole('menuitemradio', { name: '繁體中文' }).click()
    await expect(heading(page)).toHaveText('常見問題')
    // the start piece and the FAQ screen's, and the menu's that came when it opened
    expect(shown.length).toBeGreaterThanOrEqual(2)
    expect([...(pieces['zh-Hant'] ?? [])].sort()).toEqual(shown)
    expect(pieces['zh-Hans']).toBeUndefined()
  })

  test('a catalog that cannot load shows an error in the visitor’s language, not a blank page', async ({
    page,
  }) => {
    await page.route(messagePiece, (route) => route.abort('connectionfailed'))
    await page.goto('/zh_hk/Events.html')
    await expect(page.getByRole('alert')).toHaveText('頁面載入時間過長，請檢查網絡連線後重新載入。')
  })
})
