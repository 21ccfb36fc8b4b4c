// The events home's first view, drawn by the real server (server/http/firstViewPage.ts): a
// visitor reads the page before any script has arrived, the app then draws over it and takes
// over, and a member never sees a visitor's header.
import { expect, type Page, test } from '@playwright/test'
import { axeViolations, installAxe } from '../e2e/support/inApp'
import { demoMember, logIn } from './support/memberSession'

/** The app's entry never arrives: the page stays as the server drew it. */
const holdTheAppBack = (page: Page) =>
  page.route(/\/assets\/startup-[^/]*\.js$/, (route) => route.abort())

/** Requests for `url` wait until `release()`. */
async function holdBack(page: Page, url: RegExp) {
  let release = (): void => undefined
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(url, async (route) => {
    await released
    await route.continue()
  })
  return { release: () => release() }
}

const drawnByTheApp = (page: Page) =>
  expect(page.locator('html')).not.toHaveAttribute('data-first-view', /.*/)

test.describe('the events home drawn by the server', () => {
  for (const [path, heading, login, slide] of [
    ['/en_us/Events.html', 'Events', 'Log in', '1 of 8'],
    ['/zh_hk/Events.html', '節目', '登入', /1.*8/],
    ['/zh_cn/', '节目', '登录', /1.*8/],
  ] as const) {
    test(`${path} reads before any script runs`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false })
      const page = await context.newPage()
      const answer = await page.goto(path)
      expect(await answer?.text()).not.toContain('<script type="module"')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
      await expect(page.getByRole('link', { name: login })).toBeVisible()
      // the first banner, its picture loaded, and the way to its event
      const banner = page.getByRole('group', { name: slide })
      const picture = banner.getByRole('img')
      await expect(picture).toBeVisible()
      expect(
        await picture.evaluate((image: HTMLImageElement) => image.naturalWidth),
      ).toBeGreaterThan(0)
      await expect(banner.getByRole('link')).toHaveAttribute('href', /\/Event\/\d+$/)
      await context.close()
    })
  }

  test('a link of the drawn view works before the app has started', async ({ page }) => {
    await holdTheAppBack(page)
    await page.goto('/en_us/Events.html')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Help' }).click()
    await expect(page).toHaveURL(/\/en_us\/Help\.html$/)
  })

  test('the drawn view has no accessibility violation, in every theme and at 18 px', async ({
    page,
    context,
    baseURL,
  }) => {
    await installAxe(page)
    await holdTheAppBack(page)
    for (const [theme, fontSize] of [
      ['default', '16'],
      ['night', '18'],
      ['blackWhite', '14'],
    ] as const) {
      await context.addCookies([
        { name: 'theme', value: theme, url: baseURL as string },
        { name: 'fontSize', value: fontSize, url: baseURL as string },
      ])
      await page.goto('/en_us/Events.html')
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Events')
      expect(await axeViolations(page), `${theme} ${fontSize}`).toEqual([])
    }
  })

  test('the app draws over it and takes over: its controls work', async ({ page }) => {
    await page.goto('/en_us/Events.html')
    await drawnByTheApp(page)
    await page.getByRole('button', { name: 'Next slide' }).click()
    await expect(page.getByRole('group', { name: '2 of 8' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'News' })).toBeVisible()
  })

  for (const path of ['/en_us/Events.html', '/zh_hk/Events.html', '/zh_cn/']) {
    test(`${path}: the app takes the drawn view over as it is, not drawn again`, async ({
      page,
    }) => {
      const redrawn: string[] = []
      page.on('console', (message) => {
        if (/drawn anew|hydrat/i.test(message.text())) redrawn.push(message.text())
      })
      const code = await holdBack(page, /\/assets\/startup-[^/]*\.js$/)
      await page.goto(path, { waitUntil: 'domcontentloaded' })
      // the server's own elements, before the app has started
      const marked = await page.evaluate(() => {
        const picture = document.querySelector('#root img')
        const heading = document.querySelector('#root h1')
        picture?.setAttribute('data-test-drawn-by', 'server')
        heading?.setAttribute('data-test-drawn-by', 'server')
        return Boolean(picture && heading)
      })
      expect(marked).toBe(true)
      code.release()
      await drawnByTheApp(page)
      // still the same elements, now the app's: the carousel they belong to answers
      await expect(page.locator('#root h1[data-test-drawn-by="server"]')).toHaveCount(1)
      await expect(page.locator('#root img[data-test-drawn-by="server"]').first()).toBeVisible()
      await page.getByRole('button', { name: /Next slide|下一張|下一张/ }).click()
      await expect(page.getByRole('group', { name: /2.*8/ })).toBeVisible()
      expect(redrawn).toEqual([])
    })
  }

  test("a member never sees a visitor's header: the view stays hidden until the app draws theirs", async ({
    page,
  }) => {
    // a member no other test uses: member 1's notices and wishes are other tests' to count
    await logIn(page, demoMember(290))
    // the app's entry waits until the test has looked
    const code = await holdBack(page, /\/assets\/startup-[^/]*\.js$/)
    await page.goto('/en_us/Events.html', { waitUntil: 'domcontentloaded' })
    await expect(page.locator('html')).toHaveAttribute('data-first-view', 'member')
    await expect(page.getByRole('link', { name: 'Log in' })).toBeHidden()
    code.release()
    await drawnByTheApp(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Events')
    await expect(page.getByRole('link', { name: 'Log in' })).toHaveCount(0)
  })
})
