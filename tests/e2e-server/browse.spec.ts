// The browsing screens on the real server (seeded catalogue): a visitor filters the events home
// and walks the filters back, opens an event from a banner, reads its performances, prices and
// delivery, asks for a favourite and is asked to log in, copies the link, searches, opens a
// venue and the past events; a member keeps a favourite; each screen reads in all three
// languages with no accessibility violation.
import type { Locator, Page } from '@playwright/test'
import { axeViolations, installAxe } from '../e2e/support/inApp'
import { demoMember, logIn } from './support/memberSession'
import { expect, test } from './support/test'

const heading = (page: Page) => page.getByRole('heading', { level: 1 })
const onSale = (page: Page, name = 'On sale now') =>
  page.getByRole('region', { name }).getByRole('tabpanel')
/** Picks a filter chip (a radio drawn as a chip: its label takes the click). */
const chooseChip = (page: Page, name: string) =>
  page.locator('label', { has: page.getByRole('radio', { name, exact: true }) }).click()
/** The page's path and query, its parameters in name order (their order means nothing). */
const pathAndSearch = (page: Page) => {
  const url = new URL(page.url())
  url.searchParams.sort()
  return `${url.pathname}${url.search}`
}

/** The first event of a list the seeded server answers (for ids that depend on the clock). */
async function firstEvent(page: Page, list: string, status?: string) {
  const answer = await page.request.get(`${list}${list.includes('?') ? '&' : '?'}pageSize=100`)
  const { data } = (await answer.json()) as { data: { id: number; status: string }[] }
  const event = data.find((item) => status === undefined || item.status === status)
  if (!event) throw new Error(`no ${status ?? ''} event in ${list}`)
  return event.id
}

/** How many cards a list shows once it has drawn them all (a list is busy while it draws). */
async function drawnCards(list: Locator) {
  await expect(list.getByRole('list').first()).not.toHaveAttribute('aria-busy', 'true')
  return list.getByRole('article').count()
}

test.describe('the events home', () => {
  test('filters and tabs live in the address: shared, reloaded and walked back', async ({
    page,
  }) => {
    await page.goto('/en_us/Events.html')
    await expect(onSale(page).getByRole('article').first()).toBeVisible()
    const all = await drawnCards(onSale(page))

    await chooseChip(page, 'This month')
    await expect.poll(() => pathAndSearch(page)).toBe('/en_us/Events.html?when=thisMonth')
    await page
      .getByRole('navigation', { name: 'Categories' })
      .getByRole('link', { name: /^Music/ })
      .click()
    await expect
      .poll(() => pathAndSearch(page))
      .toBe('/en_us/Events.html?category=music&when=thisMonth')
    await expect(page.getByRole('heading', { level: 2, name: 'Music' })).toBeVisible()
    const music = await drawnCards(onSale(page, 'Music'))
    expect(music).toBeLessThan(all)

    // a reload keeps the view; the back button walks it back
    await page.reload()
    await expect(page.getByRole('heading', { level: 2, name: 'Music' })).toBeVisible()
    await expect(page.getByRole('radio', { name: 'This month' })).toBeChecked()
    await page.goBack()
    await expect.poll(() => pathAndSearch(page)).toBe('/en_us/Events.html?when=thisMonth')
    await expect(page.getByRole('heading', { level: 2, name: 'On sale now' })).toBeVisible()
    await page.goBack()
    await expect(page.getByRole('radio', { name: 'Any date' })).toBeChecked()

    await page.getByRole('tab', { name: 'Daily recommendations' }).click()
    await expect.poll(() => pathAndSearch(page)).toBe('/en_us/Events.html?tab=dailyRecommendations')
    await expect(onSale(page).getByRole('article').first()).toBeVisible()
  })

  test('the cinema is one step away: the navigation, the footer, the movie category and the guides', async ({
    page,
  }) => {
    const cinemaOpens = async () => {
      await expect(heading(page)).toHaveText('電影')
      expect(new URL(page.url()).pathname).toBe('/zh_hk/Cinema.html')
    }
    await page.goto('/zh_hk/Events.html')
    await page
      .getByRole('navigation', { name: '主選單' })
      .getByRole('link', { name: '電影' })
      .click()
    await cinemaOpens()
    await page.getByRole('contentinfo').getByRole('link', { name: '電影門票' }).click()
    await cinemaOpens()
    await page.goto('/zh_hk/Events.html?category=movie')
    await page.getByRole('link', { name: '查看電影時間表' }).click()
    await cinemaOpens()
    await page.goto('/zh_hk/BuyTickets.html#movies')
    await page.getByRole('link', { name: '電影時間表' }).first().click()
    await cinemaOpens()
    await page.goto('/zh_hk/Help.html')
    await page.getByRole('link', { name: '電影時間表及購買電影門票' }).click()
    await cinemaOpens()
  })

  test('a region with nothing on offers the way back to every event', async ({ page }) => {
    await page.goto('/en_us/Events.html?region=others&when=today')
    await expect(page.getByText('No events match your choice.')).toBeVisible()
    await page.getByRole('link', { name: 'Show all events' }).click()
    await expect.poll(() => pathAndSearch(page)).toBe('/en_us/Events.html')
    await expect(onSale(page).getByRole('article').first()).toBeVisible()
  })

  test('a banner opens its event’s own page', async ({ page }) => {
    await page.goto('/en_us/Events.html')
    const banner = page.getByRole('region', { name: 'Featured events' }).getByRole('link').first()
    const href = await banner.getAttribute('href')
    expect(href).toMatch(/^\/en_us\/Event\/8\d{3}$/)
    await banner.click()
    await expect.poll(() => new URL(page.url()).pathname).toBe(href)
    await expect(heading(page)).not.toHaveText('Events')
    await expect(page.getByRole('heading', { level: 2, name: 'About this event' })).toBeVisible()
  })

  test('a branded presenter’s logo shows their events', async ({ page }) => {
    await page.goto('/en_us/Events.html')
    const presenters = page.getByRole('region', { name: 'Presenters' })
    await presenters.getByRole('link', { name: 'Leisure and Cultural Services Department' }).click()
    await expect.poll(() => pathAndSearch(page)).toBe('/en_us/Events.html?presenter=11')
    await expect(
      page.getByRole('heading', {
        level: 2,
        name: 'Events presented by Leisure and Cultural Services Department',
      }),
    ).toBeVisible()
    // the box can be folded away, and stays so
    await page.getByRole('button', { name: 'Hide presenters' }).click()
    await page.reload()
    await expect(page.getByRole('button', { name: 'Show presenters' })).toBeVisible()
  })

  test('during a hot event the home asks only for what it must', async ({ page }) => {
    const asked: string[] = []
    page.on('request', (request) => asked.push(new URL(request.url()).pathname))
    await page.route('**/api/is_hot_event.do*', (route) =>
      route.fulfill({ json: { isHotEvent: true } }),
    )
    await page.goto('/en_us/Events.html')
    await expect(onSale(page).getByRole('article').first()).toBeVisible()
    await expect(page.getByText(/very popular event/)).toBeVisible()
    await page.waitForLoadState('networkidle')
    for (const optional of [
      '/data/newsList.json',
      '/data/brandedPresenterList.json',
      '/data/popupEventList.json',
      '/data/utsvCategoryListWithUrbtix.json',
      '/api/kdafEventList.do',
    ]) {
      expect(
        asked.some((path) => path.endsWith(optional)),
        optional,
      ).toBe(false)
    }
  })
})

test.describe('an event’s page', () => {
  test('shows what a buyer needs and asks a visitor to log in to buy or keep a favourite', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.goto('/en_us/Event/8001')
    await expect(heading(page)).toHaveText('Jasper Lam "Neon Harbour" Concert Tour')
    await expect(page.getByRole('img', { name: /^Poster for/ })).toBeVisible()
    await expect(page.getByRole('table', { name: 'Performances' })).toBeVisible()
    await expect(page.getByRole('table', { name: 'Ticket prices' })).toContainText('HK$1,280')
    const delivery = page.getByRole('table', { name: 'Delivery fees and last days' })
    await expect(delivery).toContainText('HK$40')
    await expect(delivery).toContainText('Mainland China')
    await expect(page.getByRole('link', { name: /Map of Hong Kong Coliseum/ })).toHaveAttribute(
      'href',
      /openstreetmap\.org\/\?mlat=22\.30170&mlon=114\.18230/,
    )
    // 1,830,000 likes read as 1.8M
    await expect(page.getByRole('button', { name: /^Favourite/ })).toContainText('1.8M')

    await expect(page.getByRole('link', { name: 'Log in to buy tickets' })).toHaveAttribute(
      'href',
      '/en_us/Login.html?targetUrl=%2FEvent%2F8001%2FBuy',
    )

    await page.getByRole('button', { name: /^Favourite/ }).click()
    const ask = page.getByRole('alertdialog', { name: 'Please login first.' })
    await expect(ask).toBeVisible()
    await ask.getByRole('button', { name: 'Cancel' }).click()

    await page.getByRole('button', { name: 'Copy link' }).click()
    await expect(page.getByText('URL copied to clipboard').first()).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      new URL('/en_us/Event/8001', page.url()).href,
    )

    await page.getByRole('button', { name: /^Favourite/ }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Log in' }).click()
    await expect.poll(() => pathAndSearch(page)).toBe('/en_us/Login.html?targetUrl=%2FEvent%2F8001')
  })

  test('says "Can not copy" when the browser refuses the clipboard', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new Error('refused')) },
      })
    })
    await page.goto('/en_us/Event/8001')
    await page.getByRole('button', { name: 'Copy link' }).click()
    await expect(page.getByText('Can not copy').first()).toBeVisible()
  })

  test('counts down to the opening of an event coming soon', async ({ page }) => {
    const id = await firstEvent(page, '/data/utsvEventList.json', 'comingSoon')
    await page.goto(`/en_us/Event/${id}`)
    await expect(page.getByText('Coming soon')).toBeVisible()
    await expect(page.getByRole('timer')).toBeVisible()
    await expect(page.getByRole('link', { name: /Buy tickets/ })).toHaveCount(0)
  })

  test('an unknown event says it cannot be found and offers the events on sale', async ({
    page,
  }) => {
    await page.goto('/zh_hk/Event/99999')
    await expect(page.getByText('抱歉，找不到你要找的內容。')).toBeVisible()
    await page.getByRole('link', { name: '查看發售中的節目' }).click()
    await expect.poll(() => new URL(page.url()).pathname).toBe('/zh_hk/Events.html')
  })

  test('a member keeps an event as a favourite and lets it go again', async ({ page }) => {
    // a member of its own: the member-data tests take a favourite off the showcase member
    const session = await logIn(page, demoMember(250))
    const favourites = async () => {
      const answer = await page.request.get('/api/user/favourites.do', {
        headers: { authorization: session.authorization },
      })
      return ((await answer.json()) as { data: { id: number }[] }).data.map((event) => event.id)
    }
    const id = await firstEvent(page, '/data/utsvEventList.json', 'onSale')
    const before = (await favourites()).includes(id)
    await page.goto(`/en_us/Event/${id}`)
    const heart = page.getByRole('button', { name: /^Favourite/ })
    await expect(heart).toHaveAttribute('aria-pressed', String(before))
    await heart.click()
    await expect(heart).toHaveAttribute('aria-pressed', String(!before))
    await expect
      .poll(favourites)
      .toEqual(before ? expect.not.arrayContaining([id]) : expect.arrayContaining([id]))
    await heart.click()
    await expect(heart).toHaveAttribute('aria-pressed', String(before))
    await expect.poll(async () => (await favourites()).includes(id)).toBe(before)
    // pressed twice before the first answer: both presses count, and reach the server in order
    let letThrough = () => {}
    const held = new Promise<void>((resolve) => {
      letThrough = resolve
    })
    await page.route(
      (url) => url.pathname.startsWith('/api/user/favourite/'),
      async (route) => {
        await held
        await route.continue()
      },
    )
    await heart.click()
    await expect(heart).toHaveAttribute('aria-busy', 'true')
    await heart.click()
    letThrough()
    await expect(heart).toHaveAttribute('aria-pressed', String(before))
    await expect(heart).not.toHaveAttribute('aria-busy', 'true')
    expect((await favourites()).includes(id)).toBe(before)
    // a member's way to buy goes straight to the purchase
    await expect(page.getByRole('link', { name: 'Buy tickets', exact: true })).toHaveAttribute(
      'href',
      `/en_us/Event/${id}/Buy`,
    )
  })
})

test.describe('search, venues and past events', () => {
  test('a search finds events, and says so when nothing matches', async ({ page }) => {
    await page.goto('/en_us/Search.html')
    await page.getByRole('searchbox', { name: 'Search events' }).fill('jazz')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await expect.poll(() => pathAndSearch(page)).toBe('/en_us/Search.html?q=jazz')
    await expect(page.getByText(/events? found for “jazz”/)).toBeVisible()
    await page.getByRole('main').getByRole('article').first().getByRole('link').click()
    await expect(page.getByRole('heading', { level: 2, name: 'About this event' })).toBeVisible()
    await page.goBack()

    await page.getByRole('searchbox', { name: 'Search events' }).fill('zzqx')
    await page.keyboard.press('Enter')
    await expect(page.getByText('Nothing found for "zzqx"')).toBeVisible()
  })

  test('venues by region, and a venue’s upcoming events with a map', async ({ page }) => {
    await page.goto('/en_us/Venues.html')
    await chooseChip(page, 'Hong Kong')
    await expect.poll(() => pathAndSearch(page)).toBe('/en_us/Venues.html?region=hongKong')
    await page.getByRole('link', { name: 'Hong Kong Coliseum', exact: true }).first().click()
    await expect(heading(page)).toHaveText('Hong Kong Coliseum')
    await expect(page.getByRole('link', { name: /Map of Hong Kong Coliseum/ })).toBeVisible()
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible()
  })

  test('past events, by category', async ({ page }) => {
    await page.goto('/en_us/PastEvents.html')
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible()
    await page
      .getByRole('navigation', { name: 'Categories' })
      .getByRole('link', { name: 'Family' })
      .click()
    await expect.poll(() => pathAndSearch(page)).toBe('/en_us/PastEvents.html?category=family')
    await expect(page.getByRole('link', { name: 'Family' })).toHaveAttribute('aria-current', 'page')
  })
})

/** Each browsing screen with its heading in English, Traditional and Simplified Chinese. */
const screens = [
  ['/Events.html', 'Events', '節目', '节目'],
  ['/Events.html?when=thisWeekend&region=hongKong', 'Events', '節目', '节目'],
  [
    '/Event/8001',
    'Jasper Lam "Neon Harbour" Concert Tour',
    '林子朗「霓虹海港」巡迴演唱會',
    '林子朗“霓虹海港”巡回演唱会',
  ],
  ['/Search.html?q=Coliseum', 'Search', '搜尋', '搜索'],
  ['/Search.html?q=zzqx', 'Search', '搜尋', '搜索'],
  ['/Venues.html', 'Venues', '場地', '场馆'],
  ['/Venue/hkc', 'Hong Kong Coliseum', '香港體育館', '香港体育馆'],
  ['/PastEvents.html', 'Past events', '已完結節目', '已结束节目'],
] as const

for (const [prefix, column] of [
  ['en_us', 1],
  ['zh_hk', 2],
  ['zh_cn', 3],
] as const) {
  test(`every browsing screen reads in /${prefix}/ with no accessibility violations`, async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await installAxe(page)
    for (const screen of screens) {
      await page.goto(`/${prefix}${screen[0]}`)
      await expect(heading(page), screen[0]).toHaveText(screen[column])
      await page.waitForLoadState('networkidle')
      expect(await axeViolations(page), screen[0]).toEqual([])
    }
  })
}
