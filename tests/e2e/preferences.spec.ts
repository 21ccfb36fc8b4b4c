import { expect, test } from '@playwright/test'

test.describe('display preferences', () => {
  test('a chosen theme and font size show from the first paint, before any script runs', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([
      { name: 'theme', value: 'night', url: baseURL },
      { name: 'fontSize', value: '18', url: baseURL },
    ])
    // Block every script module: only the HTML (with its inline head script) and CSS load, so
    // what shows is what the first paint shows.
    await page.route('**/*.js', (route) => route.abort())
    await page.route('**/*.tsx', (route) => route.abort())
    await page.goto('/Events.html')
    const html = page.locator('html')
    await expect(html).toHaveAttribute('data-theme', 'night')
    await expect(html).toHaveAttribute('data-font-size', '18')
    const styles = await page.evaluate(() => ({
      fontSize: getComputedStyle(document.documentElement).fontSize,
      background: getComputedStyle(document.body).backgroundColor,
    }))
    expect(styles.fontSize).toBe('18px')
    expect(styles.background).toBe('rgb(17, 19, 24)')
  })

  test('an unknown cookie value falls back to the default theme and 16 px', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([
      { name: 'theme', value: 'neon', url: baseURL },
      { name: 'fontSize', value: '99', url: baseURL },
    ])
    await page.goto('/Events.html')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const styles = await page.evaluate(() => ({
      fontSize: getComputedStyle(document.documentElement).fontSize,
      background: getComputedStyle(document.body).backgroundColor,
    }))
    expect(styles.fontSize).toBe('16px')
    expect(styles.background).toBe('rgb(255, 255, 255)')
  })
})
