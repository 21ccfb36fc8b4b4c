// The built app on the real server (tests/e2e-server/start-server.mjs: a freshly seeded
// database), as a visitor's browser meets it: pages load under the Content-Security-Policy
// (scripts by hash, Trusted Types) with nothing refused and nothing logged as an error, the
// app's calls are answered by the real API, and a reload comes back from cache-friendly answers.
import type { Page } from '@playwright/test'
import { expect, test } from './support/test'

/** Every CSP violation and console error on the page, as readable lines. */
async function watchProblems(page: Page) {
  const problems: string[] = []
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`)
    })
  })
  page.on('console', (message) => {
    if (message.type() !== 'error') return
    problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`))
  return problems
}

const routes = [
  ['/en_us/Events.html', 'Events'],
  ['/zh_hk/Events.html', '節目'],
  ['/zh_cn/Help.html', '帮助'],
  ['/en_us/PastEvents.html', 'Past events'],
  ['/en_us/Faq.html', 'Frequently asked questions'],
  ['/en_us/BoxOffice.html', 'Box offices'],
  ['/en_us/Login.html', 'Member login'],
] as const

test.describe('the app on the real server', () => {
  for (const [path, heading] of routes) {
    test(`${path} loads with no CSP violation and no console error`, async ({ page }) => {
      const problems = await watchProblems(page)
      const answer = await page.goto(path)
      expect(answer?.headers()['content-security-policy']).toContain(
        "require-trusted-types-for 'script'",
      )
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
      await page.waitForLoadState('networkidle')
      expect(problems).toEqual([])
      // the tab's icon: the one the page names is there (no 404 in the console of a full browser)
      const icon = await page.locator('link[rel="icon"]').getAttribute('href')
      const iconAnswer = await page.request.get(icon ?? '/favicon.ico')
      expect(iconAnswer.status()).toBe(200)
      expect(iconAnswer.headers()['content-type']).toContain('image/svg+xml')
    })
  }

  test('the app’s calls are answered by the real API with the seeded content', async ({
    page,
    request,
  }) => {
    const configAnswer = page.waitForResponse((response) =>
      new URL(response.url()).pathname.endsWith('/data/config.json'),
    )
    await page.goto('/en_us/Events.html')
    const answer = await configAnswer
    expect(answer.status()).toBe(200)
    // the real server's headers, not the mock's
    expect(answer.headers()['content-security-policy']).toContain("default-src 'self'")
    const config = await answer.json()
    expect(config).toMatchObject({ showWishList: true, customerServiceChatUrl: null })
    expect(Date.parse(config.maintenance.endsAt)).toBeGreaterThan(Date.now())

    // the seeded events, with posters from the database
    const events = await (await request.get('/data/utsvEventList.json?locale=en_US')).json()
    expect(events.data.length).toBeGreaterThan(0)
    const poster = await request.get(events.data[0].imageUrl)
    expect(poster.status()).toBe(200)
    expect(poster.headers()['content-type']).toMatch(/^image\//)
  })

  test('a visitor’s home asks for each of its calls once, from index.html’s inline script', async ({
    page,
  }) => {
    // who asked: the inline script (its frames are the page's own address) or the app's code
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Network.enable')
    const calls: { path: string; askedBy: string }[] = []
    cdp.on('Network.requestWillBeSent', ({ request, initiator }) => {
      const url = new URL(request.url)
      if (!/^\/(data|api)\//.test(url.pathname)) return
      const frames = [initiator.stack, initiator.stack?.parent].flatMap(
        (stack) => stack?.callFrames ?? [],
      )
      calls.push({ path: url.pathname, askedBy: new URL(frames[0]?.url ?? request.url).pathname })
    })
    await page.goto('/en_us/Events.html')
    await expect(page.getByRole('heading', { level: 2, name: 'News' })).toBeVisible()
    await page.waitForLoadState('networkidle')
    const paths = calls.map((call) => call.path)
    expect(paths.filter((path, at) => paths.indexOf(path) !== at)).toEqual([])
    // the first calls and, once the flag has said an ordinary day, the parts below the list
    for (const path of [
      '/data/utsvEventList.json',
      '/data/bannerList.json',
      '/api/is_hot_event.do',
      '/data/config.json',
      '/data/utsvCategoryListWithUrbtix.json',
      '/data/newsList.json',
      '/api/hkiffEventList.do',
    ]) {
      expect(calls).toContainEqual({ path, askedBy: '/en_us/Events.html' })
    }
  })

  test('a reload revalidates the page (304) and takes every script and style from the cache', async ({
    page,
  }) => {
    const problems = await watchProblems(page)
    // the parts below the list load once the browser is first idle, possibly after the network
    // has gone quiet: wait for them too, or the reload would be their first load
    const extras = page.waitForResponse((response) => /\/assets\/HomeExtras-/.test(response.url()))
    // what the first load fetched: on a busy machine a part below the list can ask for its own
    // chunk after the network has gone quiet, and a chunk first asked for on the reload cannot
    // come from the cache
    const fetched = new Set<string>()
    page.on('response', (response) => fetched.add(new URL(response.url()).pathname))
    await page.goto('/en_us/Events.html')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Events')
    await extras
    await page.waitForLoadState('networkidle')
    const fetchedBefore = new Set(fetched)

    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Network.enable')
    const urls = new Map<string, string>()
    const fromCache = new Set<string>()
    const overNetwork = new Map<string, number>()
    cdp.on('Network.requestWillBeSent', (event) => urls.set(event.requestId, event.request.url))
    cdp.on('Network.requestServedFromCache', (event) => {
      fromCache.add(new URL(urls.get(event.requestId) ?? 'http://x/').pathname)
    })
    // the status the server really sent (a revalidated page is 304 here, 200 to the page)
    cdp.on('Network.responseReceivedExtraInfo', (event) => {
      const url = urls.get(event.requestId)
      if (url) overNetwork.set(new URL(url).pathname, event.statusCode)
    })

    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Events')
    await page.waitForLoadState('networkidle')

    expect(overNetwork.get('/en_us/Events.html')).toBe(304)
    const fetchedAgain = (path: string) => path.startsWith('/assets/') && fetchedBefore.has(path)
    const assets = [...urls.values()].map((url) => new URL(url).pathname).filter(fetchedAgain)
    expect(assets.length).toBeGreaterThan(0)
    expect(assets.filter((path) => !fromCache.has(path))).toEqual([])
    expect([...overNetwork.keys()].filter(fetchedAgain)).toEqual([])
    expect(problems).toEqual([])
  })
})
