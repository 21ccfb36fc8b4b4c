import { expect, type Page, test } from '@playwright/test'
import { logOutFromMenu, memberMenu, rememberLogin } from './support/site'

const heading = (page: Page) => page.getByRole('heading', { level: 1 })

test.describe('the member session', () => {
  test('logging out tells the server which session ends, then forgets it', async ({ page }) => {
    const logouts: (string | null)[] = []
    await page.route('**/Logout.do*', (route) => {
      logouts.push(route.request().headers().authorization ?? null)
      return route.fulfill({ json: { ok: true } })
    })
    await rememberLogin(page)
    await page.goto('/en_us/Help.html')
    await logOutFromMenu(page)
    await expect(heading(page)).toHaveText('Log out')
    expect(logouts).toEqual(['Bearer token-from-login'])
    expect(
      await page.evaluate(() =>
        ['CL_TK', 'isLogin', 'welcome', 'memberId'].map((k) => localStorage.getItem(k)),
      ),
    ).toEqual([null, 'false', '', null])
    await expect(page.getByRole('link', { name: 'Log in', exact: true })).toBeVisible()
  })

  test('logging out still ends the session here when the server cannot be reached', async ({
    page,
  }) => {
    await page.route('**/Logout.do*', (route) => route.abort('connectionfailed'))
    await rememberLogin(page)
    await page.goto('/en_us/Help.html')
    await logOutFromMenu(page)
    await expect(heading(page)).toHaveText('Log out')
    await expect(page.getByRole('link', { name: 'Log in', exact: true })).toBeVisible()
    await expect(page.getByText(/Server is busy/)).toHaveCount(0)
  })

  test('a logout in another tab shows here too, and member pages then ask for a login', async ({
    context,
  }) => {
    const first = await context.newPage()
    await rememberLogin(first)
    await first.goto('/en_us/Member/MemberInfo.html')
    await expect(heading(first)).toHaveText('Member information')
    const second = await context.newPage()
    await second.goto('/en_us/Help.html')
    await expect(memberMenu(second)).toBeVisible()

    await logOutFromMenu(second)
    await expect(heading(second)).toHaveText('Log out')
    await expect(heading(first)).toHaveText('Member login')
    await expect(first.getByRole('link', { name: 'Log in', exact: true })).toBeVisible()
    expect(new URL(first.url()).searchParams.get('targetUrl')).toBe('/Member/MemberInfo.html')
  })

  test('a stored isLogin without a token is no login', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('isLogin', 'true')
      localStorage.setItem('welcome', 'Chan Tai Man')
    })
    await page.goto('/en_us/Member/MemberInfo.html')
    await expect(heading(page)).toHaveText('Member login')
    await expect(memberMenu(page)).toHaveCount(0)
  })
})
