import { expect, test } from '@playwright/test'
import { axeViolations, installAxe, visitInApp } from './support/inApp'
import { answerConfig, pages, prefixes, rememberLogin } from './support/site'

const pathOf = (url: string) => {
  const { pathname, search, hash } = new URL(url)
  return `${pathname}${search}${hash}`
}

// a Hong Kong browser: addresses without a language end up in Traditional Chinese
test.use({ locale: 'zh-HK' })

test.describe('every route of the spec', () => {
  for (const prefix of prefixes) {
    test(`every page under /${prefix}/ shows its frame and heading with no accessibility violations`, async ({
      page,
    }) => {
      // thirty-odd pages, most of them loading their content from the API
      test.setTimeout(120_000)
      await installAxe(page)
      await rememberLogin(page)
      await answerConfig(page, { showWishList: true })
      // the first page opens from its address and is checked whole (header, footer too);
      // the others open inside the app and axe checks what they add, inside <main>
      await page.goto(`/${prefix}${pages[0][0]}`)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      expect(await axeViolations(page), pages[0][0]).toEqual([])

      let previousTitle = ''
      for (const [path, englishTitle] of pages) {
        if (path !== pages[0][0]) await visitInApp(page, `/${prefix}${path}`)
        const heading = page.getByRole('heading', { level: 1 })
        if (prefix === 'en_us') await expect(heading).toHaveText(englishTitle)
        else await expect(heading).not.toHaveText(previousTitle)
        const title = (await heading.textContent()) ?? ''
        previousTitle = title
        expect(pathOf(page.url())).toBe(`/${prefix}${path}`)
        await expect(page).toHaveTitle(new RegExp(`\\| ${title}$`))
        await expect(page.getByRole('banner')).toBeVisible()
        await expect(page.getByRole('contentinfo')).toBeVisible()
        await expect(
          page.getByRole('navigation', { name: /breadcrumb|导航路径|導覽路徑/i }),
        ).toContainText(title)
        expect(await axeViolations(page, 'main'), path).toEqual([])
      }
    })
  }

  test('every page also opens straight from its address', async ({ page }) => {
    // thirty-five full page loads, beside the other runs of a shared machine
    test.setTimeout(240_000)
    await rememberLogin(page)
    await answerConfig(page, { showWishList: true })
    for (const [path, englishTitle] of pages) {
      // a late client navigation of the page before (a redirect, a replaced search) can abort
      // this load in Chromium: ask again, as a person pressing Enter twice would
      await page.goto(`/en_us${path}`).catch(() => page.goto(`/en_us${path}`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(englishTitle)
      expect(pathOf(page.url())).toBe(`/en_us${path}`)
    }
  })

  test('hyphen and upper-case prefixes are accepted and the address ends with the canonical one', async ({
    page,
  }) => {
    for (const [asked, canonical] of [
      ['/en-us/AboutUs.html', '/en_us/AboutUs.html'],
      ['/zh-CN/Faq.html', '/zh_cn/Faq.html'],
      ['/zh-hk/Help.html', '/zh_hk/Help.html'],
      ['/EN_US/CS.html?x=1#top', '/en_us/CS.html?x=1#top'],
    ] as const) {
      await page.goto(asked)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      expect(pathOf(page.url())).toBe(canonical)
    }
  })

  test('old and short addresses redirect to their pages, keeping the language', async ({
    page,
  }) => {
    // fifteen full page loads
    test.setTimeout(90_000)
    for (const [asked, landed] of [
      ['/', '/zh_hk/Events.html'],
      ['/en_us', '/en_us/Events.html'],
      ['/zh_cn', '/zh_cn/Events.html'],
      ['/zh_hk', '/zh_hk/Events.html'],
      ['/en-us', '/en_us/Events.html'],
      ['/zh-cn/', '/zh_cn/Events.html'],
      ['/zh-hk', '/zh_hk/Events.html'],
      ['/en_us/Register.html', '/en_us/Login.html?mode=register'],
      ['/en_us/ServiceCharge.html', '/en_us/ServiceFee.html'],
      ['/zh_cn/Tdm.html', '/zh_cn/TicketingTerminal.html'],
      ['/en_us/NoSuchPage.html', '/en_us/Events.html'],
      ['/en_us/Member/NoSuchPage.html', '/en_us/Events.html'],
      ['/zh_cn/a/b/c', '/zh_cn/Events.html'],
      // ForgotPassword.html exists only under a language prefix
      ['/ForgotPassword.html', '/zh_hk/Events.html'],
      ['/zh_cn/ForgotPassword.html', '/zh_cn/ForgotPassword.html'],
    ] as const) {
      await page.goto(asked)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect.poll(() => pathOf(page.url()), { message: asked }).toBe(landed)
    }
  })

  test('the frame and a page pass axe in every theme and font size', async ({
    page,
    context,
    baseURL,
  }) => {
    // nine loads of a help page with its content, each checked whole
    test.setTimeout(90_000)
    await installAxe(page)
    await answerConfig(page, { customerServiceChatUrl: 'https://chat.citytix.hk/widget' })
    for (const theme of ['default', 'night', 'blackWhite']) {
      for (const fontSize of ['14', '16', '18']) {
        await context.addCookies([
          { name: 'theme', value: theme, url: baseURL },
          { name: 'fontSize', value: fontSize, url: baseURL },
        ])
        await page.goto('/en_us/Help.html')
        await expect(page.locator('html')).toHaveAttribute('data-font-size', fontSize)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        expect(await axeViolations(page), `${theme} ${fontSize}`).toEqual([])
      }
    }
  })
})

test('after following a link inside the app, keyboard focus starts on the new page’s content', async ({
  page,
}) => {
  await page.goto('/en_us/Events.html')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Events')
  await page.getByRole('link', { name: 'About us' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us')
  await expect(page.locator('main')).toBeFocused()
})
