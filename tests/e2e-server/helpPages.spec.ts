// The help and information pages on the real server (seeded content): a visitor reaches each
// one from the footer or its address, reads it in all three languages with no accessibility
// violation, follows the old .do addresses and the privacy and terms anchors, and reads the
// footer's last line clear of the chat button.
import type { Page } from '@playwright/test'
import { axeViolations, installAxe, visitInApp } from '../e2e/support/inApp'
import { expect, test } from './support/test'

const heading = (page: Page) => page.getByRole('heading', { level: 1 })

/**
 * Each page with its English heading, and for the pages this work added, their Traditional and
 * Simplified Chinese ones (others are checked to be in Chinese, not English).
 */
const pages = [
  ['/AboutUs.html', 'About us'],
  ['/Help.html', 'Help'],
  ['/BuyTickets.html', 'How to buy tickets'],
  ['/BuyEventTickets.html', 'How to buy event tickets'],
  ['/PaymentMethod.html', 'Payment methods'],
  ['/TicketCollection.html', 'Ticket collection', '取票方法', '取票方式'],
  ['/Delivery.html', 'Ticket collection and delivery'],
  ['/ServiceFee.html', 'Service fees'],
  ['/Faq.html', 'Frequently asked questions'],
  ['/CS.html', 'Customer service'],
  ['/BoxOffice.html', 'Box offices'],
  ['/TicketingTerminal.html', 'Ticketing kiosks'],
  ['/SystemRequirement.html', 'System requirements'],
  ['/Maintenance.html', 'System maintenance', '系統維護', '系统维护'],
  ['/ReleaseNotes.html', 'Privacy policy and terms'],
  ['/TermsOfUse.html', 'Terms of use', '使用條款', '使用条款'],
  ['/Newsletter.html', 'Newsletter', '電子報', '电子报'],
  ['/Unsubscribe.html', 'Unsubscribe from the newsletter'],
  ['/UnsubscribeSuccess.html', 'Unsubscribed'],
] as const

/** Forms, not texts: fewer paragraphs. */
const formPages: readonly string[] = [
  '/Newsletter.html',
  '/Unsubscribe.html',
  '/UnsubscribeSuccess.html',
]

const languages = [
  ['en_us', 1],
  ['zh_hk', 2],
  ['zh_cn', 3],
] as const

const chinese = /\p{Script=Han}/u

test.describe('help and information pages', () => {
  for (const [prefix, column] of languages) {
    test(`every page reads in /${prefix}/ with its own content and no accessibility violations`, async ({
      page,
    }) => {
      test.setTimeout(120_000)
      await installAxe(page)
      // the first page is checked whole (frame too); the others inside <main>
      await page.goto(`/${prefix}${pages[0][0]}`)
      await expect(heading(page)).toBeVisible()
      expect(await axeViolations(page)).toEqual([])
      for (const entry of pages) {
        const [path, english] = entry
        if (path !== pages[0][0]) await visitInApp(page, `/${prefix}${path}`)
        const title = (entry as readonly string[])[column]
        if (title) await expect(heading(page), path).toHaveText(title)
        else {
          await expect(heading(page), path).toHaveText(chinese)
          await expect(heading(page), path).not.toHaveText(english)
        }
        await page.waitForLoadState('networkidle')
        // real content from the seed, not a placeholder: paragraphs, items or table cells
        await expect
          .poll(() => page.locator('main p, main li, main td').count(), { message: path })
          .toBeGreaterThan(formPages.includes(path) ? 1 : 3)
        expect(await axeViolations(page, 'main'), path).toEqual([])
      }
    })
  }

  test('the footer’s links each open their own page, and Help is marked in the navigation', async ({
    page,
  }) => {
    await page.goto('/en_us/Events.html')
    const footer = page.getByRole('contentinfo')
    for (const [link, title, path] of [
      ['Cinema tickets', 'Cinema', '/en_us/Cinema.html'],
      ['How to buy tickets', 'How to buy tickets', '/en_us/BuyTickets.html'],
      ['Payment methods', 'Payment methods', '/en_us/PaymentMethod.html'],
      ['Service fee', 'Service fees', '/en_us/ServiceFee.html'],
      ['System requirements', 'System requirements', '/en_us/SystemRequirement.html'],
      ['Ticket collection', 'Ticket collection', '/en_us/TicketCollection.html'],
      ['Ticket delivery', 'Ticket collection and delivery', '/en_us/Delivery.html'],
      ['Box offices', 'Box offices', '/en_us/BoxOffice.html'],
      ['Ticketing terminals', 'Ticketing kiosks', '/en_us/TicketingTerminal.html'],
      ['FAQ', 'Frequently asked questions', '/en_us/Faq.html'],
      ['Contact us', 'Customer service', '/en_us/CS.html'],
      ['Newsletter', 'Newsletter', '/en_us/Newsletter.html'],
      ['About us', 'About us', '/en_us/AboutUs.html'],
    ] as const) {
      await footer.getByRole('link', { name: link, exact: true }).click()
      await expect(heading(page), link).toHaveText(title)
      expect(new URL(page.url()).pathname, link).toBe(path)
    }
    const help = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Help' })
    // About us is not a help page; the FAQ is one, and the help index is Help itself
    await expect(help).not.toHaveAttribute('aria-current')
    await footer.getByRole('link', { name: 'FAQ', exact: true }).click()
    await expect(help).toHaveAttribute('aria-current', 'true')
    await help.click()
    await expect(heading(page)).toHaveText('Help')
    await expect(help).toHaveAttribute('aria-current', 'page')
    // the blog is the provider's site
    await expect(footer.getByRole('link', { name: 'Blog' })).toHaveAttribute(
      'href',
      /^https:\/\/www\.citytix-network\.hk\/blog\//,
    )
  })

  test('links in the help texts lead to their pages', async ({ page }) => {
    await page.goto('/en_us/Help.html')
    await page.getByRole('link', { name: 'Frequently asked questions' }).click()
    await expect(heading(page)).toHaveText('Frequently asked questions')
    expect(new URL(page.url()).pathname).toBe('/en_us/Faq.html')
  })

  test('the old .do addresses open their pages in the visitor’s language', async ({ page }) => {
    for (const [asked, landed, title] of [
      ['/BoxOffice.do', '/en_us/BoxOffice.html', 'Box offices'],
      ['/en_us/Tdm.do', '/en_us/TicketingTerminal.html', 'Ticketing kiosks'],
      ['/en_us/TermsOfUse.do', '/en_us/TermsOfUse.html', 'Terms of use'],
      ['/zh_hk/FAQ2.do', '/zh_hk/Faq.html', '常見問題'],
      ['/zh_cn/Tdm.do?keyword=Sha%20Tin', '/zh_cn/TicketingTerminal.html', '自助售票机'],
    ] as const) {
      await page.goto(asked)
      await expect(heading(page), asked).toHaveText(title)
      await expect.poll(() => new URL(page.url()).pathname, { message: asked }).toBe(landed)
    }
    // the search a link carries is kept
    expect(new URL(page.url()).searchParams.get('keyword')).toBe('Sha Tin')
    // a text link to one of them (the box office page's own) stays in the app and the language
    await page.goto('/zh_hk/TicketingTerminal.html')
    await page.getByRole('link', { name: '自助售票機列表' }).click()
    await expect(heading(page)).toHaveText('自助售票機')
    expect(new URL(page.url()).pathname).toBe('/zh_hk/TicketingTerminal.html')
    await page.goto('/en_us/BoxOffice.html')
    await page.getByRole('link', { name: 'box office list' }).click()
    await expect(heading(page)).toHaveText('Box offices')
    expect(new URL(page.url()).pathname).toBe('/en_us/BoxOffice.html')
    // every link names its page in words: none reads "/DeliveryChangeRequest.html"
    await page.goto('/zh_hk/CS.html')
    await expect(page.getByRole('link', { name: '更改送遞申請表格' })).toBeVisible()
    await expect(page.locator('main a', { hasText: /^\// })).toHaveCount(0)
  })

  test('the privacy policy and the terms open at their anchors, from the footer too', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 800, height: 600 })
    await page.goto('/en_us/ReleaseNotes.html#termsconditions')
    const terms = page.getByRole('heading', { level: 2, name: 'Terms and conditions' })
    await expect(terms).toHaveAttribute('id', 'termsconditions')
    await expect(terms).toBeInViewport()
    for (const term of ['One person, one ticket', 'bots', 'not refundable']) {
      await expect(page.getByRole('main')).toContainText(term)
    }
    await page.goto('/en_us/Events.html')
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click()
    const privacy = page.getByRole('heading', { level: 2, name: 'Privacy policy' })
    await expect(privacy).toHaveAttribute('id', 'privacypolicy')
    await expect(privacy).toBeInViewport()
    expect(new URL(page.url()).hash).toBe('#privacypolicy')
  })
})

test.describe('the chat button', () => {
  async function withChat(page: Page) {
    await page.route('**/data/config.json*', async (route) => {
      const answer = await route.fetch()
      const config = await answer.json()
      await route.fulfill({
        json: { ...config, customerServiceChatUrl: 'https://chat.citytix.hk/cs' },
      })
    })
  }

  for (const [width, fontSize] of [
    [320, '18'],
    [320, '16'],
    [1280, '18'],
  ] as const) {
    test(`leaves the footer’s last line readable at ${width} px and ${fontSize} px text`, async ({
      page,
      context,
      baseURL,
    }) => {
      await context.addCookies([{ name: 'fontSize', value: fontSize, url: baseURL }])
      await page.setViewportSize({ width, height: 640 })
      await withChat(page)
      await page.goto('/en_us/Help.html')
      const chat = page.getByRole('link', { name: /Chat with customer service/ })
      await expect(chat).toBeVisible()
      await page.keyboard.press('End')
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
      const copyright = page.getByText(/© \d{4} Citytix/)
      await expect(copyright).toBeInViewport()
      const [a, b] = [await copyright.boundingBox(), await chat.boundingBox()]
      if (!a || !b) throw new Error('not drawn')
      const overlaps =
        a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
      expect(overlaps, JSON.stringify({ copyright: a, chat: b })).toBe(false)
      // on a phone the button is its icon, still named for screen readers
      if (width === 320) expect(b.width).toBeLessThan(80)
    })
  }
})
