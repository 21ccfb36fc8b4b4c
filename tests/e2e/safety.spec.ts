import { expect, type Page, test } from '@playwright/test'
import { visitInApp } from './support/inApp'
import { rememberLogin } from './support/site'

const heading = (page: Page) => page.getByRole('heading', { level: 1 })

test.describe('crafted addresses and cookies', () => {
  for (const target of ['/\t/evil.example', '/\\evil.example', '/\n/evil.example/Member']) {
    test(`a targetUrl the browser reads as another site (${JSON.stringify(target)}) is ignored`, async ({
      page,
      baseURL,
    }) => {
      const left: string[] = []
      page.on('request', (request) => {
        if (request.isNavigationRequest() && !request.url().startsWith('http://127.0.0.1')) {
          left.push(request.url())
        }
      })
      await rememberLogin(page)
      await page.goto(`/en_us/Login.html?targetUrl=${encodeURIComponent(target)}`)
      await expect(heading(page)).toHaveText('Member login')
      expect(new URL(page.url()).host).toBe(new URL(baseURL ?? '').host)
      expect(left).toEqual([])
    })
  }

  test('a lang cookie that is not valid percent-encoding does not stop the site', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([
      { name: 'lang', value: '%E0', url: baseURL },
      { name: 'locale', value: 'zh_cn', url: baseURL },
    ])
    await page.goto('/Faq.html')
    await expect(heading(page)).toHaveText('常见问题')
    expect(new URL(page.url()).pathname).toBe('/zh_cn/Faq.html')
  })

  test('broken percent-encoding in the address does not stop the site', async ({ page }) => {
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto('/en_us/Faq.html?q=%E0#%E0')
    await expect(heading(page)).toHaveText('Frequently asked questions')
    await page.goto('/en_us/Login.html?targetUrl=%E0%A4%A')
    await expect(heading(page)).toHaveText('Member login')
    // inside the app, where the router reads the path itself
    await visitInApp(page, '/en_us/%E0.html?x=%')
    await expect(heading(page)).toHaveText('Events')
    expect(errors).toEqual([])
  })
})
