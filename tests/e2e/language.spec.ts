import { type BrowserContext, expect, type Page, test } from '@playwright/test'
import { chooseLanguage } from './support/site'

const pathOf = (page: Page) => {
  const { pathname, search, hash } = new URL(page.url())
  return `${pathname}${search}${hash}`
}

async function open(page: Page, path: string) {
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
}

async function cookies(
  context: BrowserContext,
  baseURL: string | undefined,
  jar: Record<string, string>,
) {
  await context.addCookies(
    Object.entries(jar).map(([name, value]) => ({ name, value, url: baseURL })),
  )
}

test.describe('language', () => {
  test.use({ locale: 'zh-HK' })

  test('the lang query parameter wins over the path, and is dropped from the address', async ({
    page,
    context,
    baseURL,
  }) => {
    await cookies(context, baseURL, { lang: 'zh_cn', locale: 'zh_cn' })
    await open(page, '/zh_hk/Help.html?lang=en&page=2#payment')
    expect(pathOf(page)).toBe('/en_us/Help.html?page=2#payment')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Help')
  })

  test('each spelling of a language in the query gives that language', async ({ page }) => {
    for (const [token, prefix] of [
      ['en', 'en_us'],
      ['en-us', 'en_us'],
      ['sc', 'zh_cn'],
      ['cn', 'zh_cn'],
      ['zh-cn', 'zh_cn'],
      ['tc', 'zh_hk'],
      ['tw', 'zh_hk'],
      ['zh_tw', 'zh_hk'],
      ['hk', 'zh_hk'],
    ] as const) {
      await open(page, `/en_us/Faq.html?lang=${token}`)
      expect(pathOf(page), token).toBe(`/${prefix}/Faq.html`)
    }
  })

  test('the path segment wins over both cookies', async ({ page, context, baseURL }) => {
    await cookies(context, baseURL, { lang: 'zh_cn', locale: 'zh_cn' })
    await open(page, '/en_us/Faq.html')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  })

  test('without query or prefix the lang cookie wins over the locale cookie and the browser', async ({
    page,
    context,
    baseURL,
  }) => {
    await cookies(context, baseURL, { lang: 'en_us', locale: 'zh_cn' })
    await open(page, '/Faq.html?tab=1')
    expect(pathOf(page)).toBe('/en_us/Faq.html?tab=1')
  })

  test('the locale cookie wins over the browser language', async ({ page, context, baseURL }) => {
    await cookies(context, baseURL, { locale: 'zh_cn' })
    await open(page, '/Faq.html')
    expect(pathOf(page)).toBe('/zh_cn/Faq.html')
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans')
  })

  test('the browser language decides last, and an unknown one gives Traditional Chinese', async ({
    browser,
  }) => {
    for (const [locale, prefix] of [
      ['en-GB', 'en_us'],
      ['zh-CN', 'zh_cn'],
      ['zh-TW', 'zh_hk'],
      ['fr-FR', 'zh_hk'],
    ] as const) {
      const context = await browser.newContext({ locale })
      const page = await context.newPage()
      await open(page, '/Faq.html')
      expect(pathOf(page), locale).toBe(`/${prefix}/Faq.html`)
      await context.close()
    }
  })

  test('html lang, title (slogan plus page) and description follow the language and the page', async ({
    page,
  }) => {
    const description = page.locator('meta[name="description"]')
    await open(page, '/en_us/Help.html')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page).toHaveTitle('Citytix, tickets for Hong Kong | Help')
    await expect(description).toHaveAttribute('content', /^Answers on buying tickets/)
    await open(page, '/en_us/Faq.html')
    await expect(page).toHaveTitle('Citytix, tickets for Hong Kong | Frequently asked questions')
    await expect(description).toHaveAttribute('content', /^Answers to common questions/)
    await open(page, '/zh_cn/Help.html')
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans')
    await expect(page).toHaveTitle('Citytix 香港购票网 | 帮助')
    await expect(description).toHaveAttribute('content', /购票/)
    await open(page, '/zh_hk/Help.html')
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant')
    await expect(page).toHaveTitle('Citytix 香港購票網 | 幫助')
    await expect(description).toHaveAttribute('content', /購票/)
  })

  test('the language menu switches in place, keeps the address and remembers the choice for 30 days', async ({
    page,
    context,
  }) => {
    await open(page, '/en_us/Faq.html?tab=2#refunds')
    await chooseLanguage(page, '繁體中文')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('常見問題')
    expect(pathOf(page)).toBe('/zh_hk/Faq.html?tab=2#refunds')
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant')
    await expect(page).toHaveTitle('Citytix 香港購票網 | 常見問題')
    // links now lead to pages in the new language
    await expect(page.getByRole('link', { name: '關於我們' })).toHaveAttribute(
      'href',
      '/zh_hk/AboutUs.html',
    )
    const lang = (await context.cookies()).find((cookie) => cookie.name === 'lang')
    expect(lang?.value).toBe('zh_hk')
    const days = ((lang?.expires ?? 0) - Date.now() / 1000) / 86_400
    expect(days).toBeGreaterThan(29.9)
    expect(days).toBeLessThanOrEqual(30)

    await chooseLanguage(page, 'English')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions')
    expect(pathOf(page)).toBe('/en_us/Faq.html?tab=2#refunds')
    // the next visit without a prefix opens in the remembered language
    await open(page, '/AboutUs.html')
    expect(pathOf(page)).toBe('/en_us/AboutUs.html')
  })

  test('going back to a page in another language shows it in that language', async ({ page }) => {
    await open(page, '/en_us/Faq.html')
    await page.getByRole('link', { name: 'About us' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us')
    await chooseLanguage(page, '简体中文')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('关于我们')
    await page.goBack()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions')
    expect(pathOf(page)).toBe('/en_us/Faq.html')
  })

  test('every API call of an opened page carries its language, from the first one', async ({
    page,
  }) => {
    // the browser says Traditional Chinese (zh-HK above): only the address gives the language
    for (const [path, apiLocale] of [
      ['/en_us/Events.html', 'en_US'],
      ['/zh_cn/Events.html', 'zh_CN'],
      ['/Events.html?lang=en', 'en_US'],
    ] as const) {
      const sent: string[] = []
      const record = (request: { url: () => string }) => {
        const locale = new URL(request.url()).searchParams.get('locale')
        if (locale) sent.push(locale)
      }
      page.on('request', record)
      await open(page, path)
      await page.waitForLoadState('networkidle')
      page.off('request', record)
      expect(sent.length, path).toBeGreaterThan(0)
      expect(sent, path).toEqual(sent.map(() => apiLocale))
    }
  })
})
