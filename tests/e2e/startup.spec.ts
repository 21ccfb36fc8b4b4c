import { expect, type Page, test } from '@playwright/test'
import {
  answerConfig,
  answerHotEvent,
  countNoticeCalls,
  logOutFromMenu,
  memberMenu,
  rememberLogin,
} from './support/site'

const heading = (page: Page) => page.getByRole('heading', { level: 1 })
const notifications = (page: Page) => page.getByRole('region', { name: /^Notifications/ })

test.describe('start-up sequence', () => {
  test('personal notices are fetched after the hot-event flag when it is off and the member is logged in', async ({
    page,
  }) => {
    const order: string[] = []
    await page.route('**/api/is_hot_event.do*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300))
      order.push('hot event answered')
      await route.fulfill({ json: { isHotEvent: false } })
    })
    await page.route('**/api/user/personalNotices.do*', (route) => {
      order.push('notices asked')
      return route.fulfill({
        json: {
          data: [
            {
              id: 1,
              title: { en: 'a', 'zh-Hans': 'a', 'zh-Hant': 'a' },
              body: { en: 'a', 'zh-Hans': 'a', 'zh-Hant': 'a' },
              sentAt: '2026-11-01T10:00:00+08:00',
              read: false,
            },
          ],
        },
      })
    })
    await rememberLogin(page)
    await page.goto('/en_us/Events.html')
    await expect(memberMenu(page)).toHaveAccessibleName('Welcome, Chan Tai Man (1 unread)')
    expect(order).toEqual(['hot event answered', 'notices asked'])
  })

  test('no notices are fetched during a hot event', async ({ page }) => {
    await answerHotEvent(page, true)
    const calls = await countNoticeCalls(page)
    await rememberLogin(page)
    await page.goto('/en_us/Events.html')
    await expect(memberMenu(page)).toHaveAccessibleName(/^Welcome, Chan Tai Man/)
    await page.waitForLoadState('networkidle')
    expect(calls).toHaveLength(0)
    await expect(memberMenu(page)).toHaveAccessibleName('Welcome, Chan Tai Man')
  })

  test('no notices are fetched for a visitor who is not logged in', async ({ page }) => {
    await answerHotEvent(page, false)
    const calls = await countNoticeCalls(page)
    await page.goto('/en_us/Events.html')
    await expect(page.getByRole('link', { name: 'Log in', exact: true })).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(calls).toHaveLength(0)
  })

  test('notices are cleared on logout', async ({ page }) => {
    await answerHotEvent(page, false)
    const calls = await countNoticeCalls(page)
    await rememberLogin(page)
    await page.goto('/en_us/Help.html')
    await expect(memberMenu(page)).toHaveAccessibleName('Welcome, Chan Tai Man (1 unread)')
    await logOutFromMenu(page)
    await expect(heading(page)).toHaveText('Log out')
    await expect(page.getByRole('link', { name: 'Log in', exact: true })).toBeVisible()
    await expect(memberMenu(page)).toHaveCount(0)
    await page.getByRole('link', { name: 'FAQ' }).click()
    await expect(heading(page)).toHaveText('Frequently asked questions')
    expect(calls).toHaveLength(1)
  })

  test('failing notices and config are ignored silently and the site keeps working', async ({
    page,
  }) => {
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await answerHotEvent(page, false)
    const calls = await countNoticeCalls(page, 'fail')
    await page.route('**/data/config.json*', (route) =>
      route.fulfill({ status: 500, json: { code: 'SERVER_BUSY', message: 'busy' } }),
    )
    await rememberLogin(page)
    await page.goto('/en_us/Events.html')
    await expect.poll(() => calls.length).toBe(1)
    await page.getByRole('link', { name: 'About us' }).click()
    await expect(heading(page)).toHaveText('About us')
    await expect(page.getByRole('alert')).toHaveCount(0)
    await expect(page.getByText(/Server is busy/)).toHaveCount(0)
    await expect(memberMenu(page)).toHaveAccessibleName('Welcome, Chan Tai Man')
    expect(errors).toEqual([])
  })
})

test.describe('login state', () => {
  test('is restored on the next visit and written when the page is left after logging out', async ({
    page,
  }) => {
    await rememberLogin(page)
    await page.goto('/en_us/Events.html')
    await expect(memberMenu(page)).toHaveAccessibleName(/^Welcome, Chan Tai Man/)
    await page.reload()
    await expect(memberMenu(page)).toHaveAccessibleName(/^Welcome, Chan Tai Man/)

    await logOutFromMenu(page)
    await expect(heading(page)).toHaveText('Log out')
    // the token goes at once
    expect(await page.evaluate(() => localStorage.getItem('CL_TK'))).toBeNull()
    await page.goto('/en_us/Help.html')
    expect(
      await page.evaluate(() => [localStorage.getItem('isLogin'), localStorage.getItem('welcome')]),
    ).toEqual(['false', ''])
    await expect(page.getByRole('link', { name: 'Log in', exact: true })).toBeVisible()
  })
})

test.describe('site-wide config', () => {
  test('inside the specificPeriodGray period the whole site is grayscale', async ({ page }) => {
    const hour = 3_600_000
    await answerConfig(page, {
      specificPeriodGray: {
        effectiveFrom: new Date(Date.now() - hour).toISOString(),
        effectiveTo: new Date(Date.now() + hour).toISOString(),
      },
    })
    await page.goto('/en_us/Events.html')
    await expect(page.locator('html')).toHaveAttribute('data-grayscale', 'on')
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).filter)).toBe(
      'grayscale(1)',
    )
  })

  test('outside the period, or with none, the site keeps its colours', async ({ page }) => {
    const day = 86_400_000
    await answerConfig(page, {
      specificPeriodGray: {
        effectiveFrom: new Date(Date.now() - 3 * day).toISOString(),
        effectiveTo: new Date(Date.now() - day).toISOString(),
      },
    })
    await page.goto('/en_us/Events.html')
    await expect(heading(page)).toBeVisible()
    await page.waitForLoadState('networkidle')
    await expect(page.locator('html')).not.toHaveAttribute('data-grayscale', 'on')
  })

  test('the chat button appears only when chat is configured', async ({ page }) => {
    await answerConfig(page, { customerServiceChatUrl: 'https://chat.citytix.hk/widget' })
    await page.goto('/en_us/Events.html')
    await expect(page.getByRole('link', { name: /Chat with customer service/ })).toHaveAttribute(
      'href',
      'https://chat.citytix.hk/widget',
    )
    await page.unrouteAll()
    await answerConfig(page, { customerServiceChatUrl: null })
    await page.reload()
    await expect(heading(page)).toBeVisible()
    await page.waitForLoadState('networkidle')
    await expect(page.getByRole('link', { name: /Chat with customer service/ })).toHaveCount(0)
  })
})

test.describe('script chunks', () => {
  test('a page whose script has not loaded after 120 seconds shows an error', async ({ page }) => {
    await page.clock.install()
    await page.goto('/en_us/Events.html')
    await expect(heading(page)).toHaveText('Events')
    await page.route(/AboutUs_\._html-[^/]*\.js$/, () => {
      // held: the chunk never arrives
    })
    // the installed clock would also run on its own: stop it, so only runFor moves the page's time
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000)
    const dataAnswered = page.waitForResponse((response) =>
      response.url().includes('/data/helpPages/AboutUs.json'),
    )
    let answered = false
    void dataAnswered.then(() => {
      answered = true
    })
    await page.getByRole('link', { name: 'About us' }).click()
    // the page's own data has a 30-second limit: let it arrive before time jumps (the router
    // starts asking from a timer, so the stopped clock moves a little at a time)
    await expect
      .poll(async () => {
        await page.clock.runFor(50)
        return answered
      })
      .toBe(true)
    // the polling above moved the clock by at most a few seconds
    await page.clock.runFor(115_000)
    await expect(page.getByRole('alert')).toHaveCount(0)
    await page.clock.runFor(6_000)
    await expect(page.getByRole('alert')).toHaveText(
      'The page took too long to load. Please check your connection and reload.',
    )
    await expect(page.getByRole('banner')).toBeVisible()
  })

  test('a navigation overtaken by another one fails silently', async ({ page }) => {
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.clock.install()
    await page.goto('/en_us/Events.html')
    await expect(heading(page)).toHaveText('Events')
    await page.route(/AboutUs_\._html-[^/]*\.js$/, () => {})
    await page.getByRole('link', { name: 'About us' }).click()
    await page.getByRole('link', { name: 'FAQ' }).click()
    await expect(heading(page)).toHaveText('Frequently asked questions')
    await page.clock.runFor(130_000)
    await expect(heading(page)).toHaveText('Frequently asked questions')
    await expect(page.getByRole('alert')).toHaveCount(0)
    expect(errors).toEqual([])
  })
})

test.describe('maintenance notice', () => {
  // far from Hong Kong: the window must still be computed in Hong Kong time
  test.use({ timezoneId: 'America/Los_Angeles' })

  for (const [when, shown] of [
    ['2026-11-25T01:00:00+08:00', true], // Wednesday 01:00 in Hong Kong, Tuesday in LA
    ['2026-11-25T00:00:00+08:00', true],
    ['2026-11-25T02:00:00+08:00', false],
    ['2026-11-25T17:00:00+08:00', false], // Wednesday 01:00 in LA
  ] as const) {
    test(`${shown ? 'shows' : 'does not show'} at ${when}`, async ({ page }) => {
      await page.clock.install({ time: new Date(when) })
      await page.goto('/en_us/Events.html')
      await expect(heading(page)).toBeVisible()
      await expect(page.getByRole('region', { name: 'System maintenance' })).toHaveCount(
        shown ? 1 : 0,
      )
    })
  }
})

test.describe('accessibility controls', () => {
  test('set font size, theme and card layout, at once and for the next visit', async ({
    page,
    context,
  }) => {
    await page.goto('/en_us/Events.html')
    const html = page.locator('html')
    await page.getByRole('button', { name: /large text/ }).click()
    await expect(html).toHaveAttribute('data-font-size', '18')
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe(
      '18px',
    )
    await page.getByRole('button', { name: 'Night' }).click()
    await expect(html).toHaveAttribute('data-theme', 'night')
    await page.getByRole('button', { name: 'Compact' }).click()
    await expect(html).toHaveAttribute('data-layout', 'compact')
    await expect(page.getByRole('button', { name: 'Compact' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )

    const jar = Object.fromEntries((await context.cookies()).map((c) => [c.name, c.value]))
    expect(jar).toMatchObject({ fontSize: '18', theme: 'night', layout: 'compact' })
    await page.reload()
    await expect(html).toHaveAttribute('data-font-size', '18')
    await expect(html).toHaveAttribute('data-theme', 'night')
    await expect(html).toHaveAttribute('data-layout', 'compact')
    await expect(page.getByRole('button', { name: /large text/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  })
})

test.describe('failed calls', () => {
  test('a 403 raises a notification with the server’s message', async ({ page }) => {
    await page.route('**/api/is_hot_event.do*', (route) =>
      route.fulfill({
        status: 403,
        json: { code: 'FORBIDDEN', message: 'This service is not available in your region.' },
      }),
    )
    await page.goto('/en_us/Events.html')
    await expect(notifications(page)).toContainText('This service is not available in your region.')
    await expect(heading(page)).toHaveText('Events')
  })

  test('an expired session logs the member out and asks for a login, coming back to the page', async ({
    page,
  }) => {
    await rememberLogin(page)
    await page.route('**/api/is_hot_event.do*', (route) =>
      route.fulfill({
        status: 401,
        json: {
          code: 'SESSION_EXPIRED',
          message: 'Your session has expired, please log in again.',
        },
      }),
    )
    await page.goto('/en_us/Help.html?topic=delivery')
    await expect(heading(page)).toHaveText('Member login')
    await expect(notifications(page)).toContainText(
      'Your session has expired, please log in again.',
    )
    await expect(page.getByRole('link', { name: 'Log in', exact: true })).toBeVisible()
    const login = new URL(page.url())
    expect(login.searchParams.get('targetUrl')).toBe('/Help.html?topic=delivery')
  })
})
