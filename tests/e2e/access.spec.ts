import { expect, type Page, test } from '@playwright/test'
import { answerConfig, memberMenu, rememberLogin } from './support/site'

const pathOf = (page: Page) => {
  const { pathname, search, hash } = new URL(page.url())
  return `${pathname}${search}${hash}`
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 })

test.describe('member pages', () => {
  test('a visitor is sent to Login with the page asked for, and lands there after logging in', async ({
    page,
  }) => {
    await page.goto('/en_us/Member/TxnHistory.html?month=2026-10#latest')
    await expect(heading(page)).toHaveText('Member login')
    const login = new URL(page.url())
    expect(login.pathname).toBe('/en_us/Login.html')
    expect(login.searchParams.get('targetUrl')).toBe('/Member/TxnHistory.html?month=2026-10#latest')

    // the login screen's success leaves this login state; open Login again with it
    await rememberLogin(page)
    await page.goto(login.href)
    await expect(heading(page)).toHaveText('Transaction history')
    expect(pathOf(page)).toBe('/en_us/Member/TxnHistory.html?month=2026-10#latest')
  })

  test('every member page asks for a login, in the visitor’s language', async ({ page }) => {
    for (const name of ['TxnHistory', 'TransactionDetail', 'MemberInfo', 'TopUpsHistory']) {
      await page.goto(`/zh_cn/Member/${name}.html`)
      await expect(heading(page)).toHaveText('会员登录')
      expect(pathOf(page)).toBe(
        `/zh_cn/Login.html?targetUrl=${encodeURIComponent(`/Member/${name}.html`)}`,
      )
    }
  })

  test('a logged-in member opens member pages directly, and /Member alone is the events home', async ({
    page,
  }) => {
    await rememberLogin(page)
    await page.goto('/en_us/Member/MemberInfo.html')
    await expect(heading(page)).toHaveText('Member information')
    // /Member alone is no page: the events home, like any unknown path
    await page.goto('/en_us/Member')
    await expect(heading(page)).toHaveText('Events')
    expect(pathOf(page)).toBe('/en_us/Events.html')
    await page.goto('/en_us/Member/MemberInfo.html')
    await expect(memberMenu(page)).toHaveAccessibleName(/^Welcome, Chan Tai Man/)
  })

  test('a targetUrl pointing at another site is ignored', async ({ page, baseURL }) => {
    await rememberLogin(page)
    await page.goto('/en_us/Login.html?targetUrl=https%3A%2F%2Fevil.example%2F')
    await expect(heading(page)).toHaveText('Member login')
    expect(new URL(page.url()).host).toBe(new URL(baseURL ?? '').host)
  })
})

test.describe('wish list', () => {
  test('opens when config showWishList is true', async ({ page }) => {
    await rememberLogin(page)
    await answerConfig(page, { showWishList: true })
    await page.goto('/en_us/Member/WishList.html')
    await expect(heading(page)).toHaveText('Wish list')
    expect(pathOf(page)).toBe('/en_us/Member/WishList.html')
  })

  test('sends the member home when showWishList is false', async ({ page }) => {
    await rememberLogin(page)
    await answerConfig(page, { showWishList: false })
    await page.goto('/en_us/Member/WishList.html')
    await expect(heading(page)).toHaveText('Events')
    expect(pathOf(page)).toBe('/en_us/Events.html')
  })

  test('sends the member home when the config cannot be loaded', async ({ page }) => {
    await rememberLogin(page)
    await page.route('**/data/config.json*', (route) => route.fulfill({ status: 500, body: '' }))
    await page.goto('/en_us/Member/WishList.html')
    await expect(heading(page)).toHaveText('Events')
    await expect(page.getByRole('alert')).toHaveCount(0)
  })
})
