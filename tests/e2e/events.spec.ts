import { expect, type Page, test } from '@playwright/test'
import { answerEventList, notifications, sampleEvent, serverBusy } from './support/site'

const heading = (page: Page) => page.getByRole('heading', { level: 1 })
// the main list: the home's other lists (city ticketing, festivals) come from the mock
const cards = (page: Page) =>
  page.getByRole('region', { name: 'On sale now' }).getByRole('tabpanel').getByRole('article')

test.describe('the events home', () => {
  test('lists the events on sale as cards, in the visitor’s language', async ({ page }) => {
    await answerEventList(page, [
      sampleEvent(8801, 'Harbour Lights Pop Concert', '港灣燈影流行演唱會'),
      sampleEvent(8802, 'Kai Tak Sevens', '啟德七人欖球賽'),
    ])
    await page.goto('/zh_hk/Events.html')
    const list = page.getByRole('region', { name: '現正發售' }).getByRole('tabpanel')
    await expect(list.getByRole('article')).toHaveCount(2)
    await expect(list.getByRole('heading', { level: 3, name: '港灣燈影流行演唱會' })).toBeVisible()
    await expect(list.getByRole('article').first()).toContainText('香港體育館')
    await expect(list.getByRole('link', { name: '啟德七人欖球賽' })).toHaveAttribute(
      'href',
      '/zh_hk/Event/8802',
    )
  })

  test('shows cards in the making while the list loads', async ({ page }) => {
    let answer: () => Promise<void> = async () => undefined
    await page.route('**/data/utsvEventList.json*', (route) => {
      answer = () => route.fulfill({ json: { total: 1, data: [sampleEvent(8801, 'Harbour')] } })
    })
    await page.goto('/en_us/Events.html')
    await expect(page.getByRole('status').filter({ hasText: 'Loading events' })).toBeAttached()
    await expect(heading(page)).toHaveText('Events')
    await answer()
    await expect(cards(page)).toHaveCount(1)
    await expect(page.getByText('Loading events')).toHaveCount(0)
  })

  test('says so when nothing is on sale', async ({ page }) => {
    await answerEventList(page, [])
    await page.goto('/en_us/Events.html')
    await expect(
      page.getByRole('status').filter({ hasText: 'No events are on sale right now.' }),
    ).toBeVisible()
    await expect(cards(page)).toHaveCount(0)
  })

  test('that cannot load shows why inside the site frame, once, and loads again on retry', async ({
    page,
  }) => {
    let failing = true
    const asked: string[] = []
    await page.route('**/data/utsvEventList.json*', (route) => {
      asked.push(route.request().url())
      return failing
        ? route.fulfill(serverBusy)
        : route.fulfill({ json: { total: 1, data: [sampleEvent(8801, 'Harbour Lights')] } })
    })
    await page.goto('/en_us/Events.html')
    // after one more try, a second apart
    await expect(page.getByRole('alert')).toHaveText('Server is busy, please try again later.', {
      timeout: 15_000,
    })
    await expect(page.getByRole('banner')).toBeVisible()
    // one failure, one more try at most, one notification
    expect(asked.length).toBeLessThanOrEqual(2)
    await expect(notifications(page).getByText('Server is busy')).toHaveCount(1)

    failing = false
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect(cards(page)).toHaveCount(1)
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0)
  })

  test('says "Server is busy" once when several calls fail together', async ({ page }) => {
    await page.route('**/api/is_hot_event.do*', (route) => route.fulfill(serverBusy))
    await page.route('**/data/utsvEventList.json*', (route) => route.fulfill(serverBusy))
    await page.goto('/en_us/Events.html')
    await expect(page.getByRole('main').getByRole('alert')).toBeVisible({ timeout: 15_000 })
    await expect(notifications(page).getByText('Server is busy')).toHaveCount(1)
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible({ timeout: 15_000 })
    await expect(notifications(page).getByText('Server is busy')).toHaveCount(1)
  })
})
