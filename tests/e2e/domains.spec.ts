import { expect, type Page, test } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../chromium'

// Both domains resolve to the test server, so the app sees the real host names.
test.use({
  launchOptions: {
    executablePath: chromiumPath,
    args: [
      ...chromiumArgs,
      '--host-resolver-rules=MAP www.citytix.cn 127.0.0.1, MAP www.citytix.hk 127.0.0.1',
    ],
  },
})

const heading = (page: Page) => page.getByRole('heading', { level: 1 })

test.describe('site domains', () => {
  const port = (baseURL: string | undefined) => new URL(baseURL ?? '').port

  test('Login on the China domain moves to the Hong Kong domain, keeping the address', async ({
    page,
    baseURL,
  }) => {
    await page.goto(`http://www.citytix.cn:${port(baseURL)}/zh_cn/Login.html?targetUrl=%2FFaq.html`)
    await expect(heading(page)).toHaveText('会员登录')
    expect(page.url()).toBe(
      `http://www.citytix.hk:${port(baseURL)}/zh_cn/Login.html?targetUrl=%2FFaq.html`,
    )
  })

  test('other pages stay on the China domain, and the provider’s blog link takes the regional host', async ({
    page,
    baseURL,
  }) => {
    await page.goto(`http://www.citytix.cn:${port(baseURL)}/en_us/Help.html`)
    await expect(heading(page)).toHaveText('Help')
    expect(new URL(page.url()).hostname).toBe('www.citytix.cn')
    await expect(page.getByRole('link', { name: 'Blog' })).toHaveAttribute(
      'href',
      'https://www.citytix-network.hk.cn/blog/',
    )
  })

  test('on the Hong Kong domain Login stays and the blog link is unchanged', async ({
    page,
    baseURL,
  }) => {
    await page.goto(`http://www.citytix.hk:${port(baseURL)}/en_us/Login.html`)
    await expect(heading(page)).toHaveText('Member login')
    expect(new URL(page.url()).hostname).toBe('www.citytix.hk')
    await expect(page.getByRole('link', { name: 'Blog' })).toHaveAttribute(
      'href',
      'https://www.citytix-network.hk/blog/',
    )
  })

  test('a Login link followed inside the app on the China domain also moves to Hong Kong', async ({
    page,
    baseURL,
  }) => {
    await page.goto(`http://www.citytix.cn:${port(baseURL)}/en_us/Help.html?topic=1`)
    await expect(heading(page)).toHaveText('Help')
    await page.getByRole('link', { name: 'Log in' }).click()
    await expect(heading(page)).toHaveText('Member login')
    expect(page.url()).toBe(`http://www.citytix.hk:${port(baseURL)}/en_us/Login.html`)
  })
})
