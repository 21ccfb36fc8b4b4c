// What a visitor does on the help pages, on the real server: searches the FAQ, searches and
// downloads the box office and kiosk lists, reads whether customer service is open today in
// Hong Kong, and sends the contact, newsletter and unsubscribe forms.
import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { axeViolations, installAxe } from '../e2e/support/inApp'
import { expect, test } from './support/test'

const heading = (page: Page) => page.getByRole('heading', { level: 1 })

test.describe('the FAQ', () => {
  test('finds answers by words in any of the three languages, says when nothing matches, and walks back', async ({
    page,
  }) => {
    await installAxe(page)
    await page.goto('/en_us/Faq.html')
    const search = page.getByRole('searchbox', { name: 'Search the frequently asked questions' })
    await search.fill('newsletter')
    await search.press('Enter')
    await expect(
      page.getByRole('status').filter({ hasText: /match(es)? “newsletter”/ }),
    ).toBeVisible()
    expect(new URL(page.url()).searchParams.get('q')).toBe('newsletter')
    // the answers found are open
    const question = page.getByRole('button', { name: 'How do I stop the newsletter?' })
    await expect(question).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByRole('main')).toContainText('unsubscribe page')
    expect(await axeViolations(page, 'main')).toEqual([])

    await search.fill('zebra crossing')
    await search.press('Enter')
    await expect(page.getByText('Nothing found for "zebra crossing"')).toBeVisible()
    expect(await axeViolations(page, 'main')).toEqual([])
    await page.goBack()
    await expect(question).toBeVisible()
    await page.getByRole('button', { name: 'Show all questions' }).click()
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible()
    expect(new URL(page.url()).searchParams.has('q')).toBe(false)

    await page.goto('/zh_hk/Faq.html?q=電子報')
    await expect(page.getByRole('button', { name: '如何取消訂閱電子報？' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    await page.goto('/zh_cn/Faq.html?q=电子报')
    await expect(page.getByRole('button', { name: '如何取消订阅电子报？' })).toBeVisible()
  })
})

test.describe('box offices and kiosks', () => {
  test('are searched by words and region, with "no match" and a way back to the whole list', async ({
    page,
  }) => {
    await installAxe(page)
    await page.goto('/en_us/BoxOffice.html')
    const count = page.getByRole('status').filter({ hasText: /box offices?$/ })
    const all = Number((await count.textContent())?.match(/\d+/)?.[0])
    expect(all).toBeGreaterThan(10)

    const search = page.getByRole('searchbox', { name: 'Search box offices' })
    await search.fill('Sha Tin')
    await search.press('Enter')
    await expect(count).not.toHaveText(`${all} box offices`)
    await expect(page.getByRole('rowheader', { name: /Sha Tin Town Hall/ })).toBeVisible()
    const found = Number((await count.textContent())?.match(/\d+/)?.[0])
    expect(found).toBeLessThan(all)
    expect(new URL(page.url()).searchParams.get('keyword')).toBe('Sha Tin')

    // a region narrows the search (none in Sha Tin is in Macau); the address keeps both
    await page.getByRole('group', { name: 'Region' }).getByText('Macau', { exact: true }).click()
    await expect(page.getByText('No box office or kiosk matches your search.')).toBeVisible()
    await page.getByRole('button', { name: 'Clear search' }).click()
    await expect.poll(() => new URL(page.url()).searchParams.get('region')).toBe('macau')
    await expect(page.getByRole('rowheader', { name: /Macao Cultural Centre/ })).toBeVisible()
    await expect(page.getByRole('rowheader', { name: /Sha Tin/ })).toHaveCount(0)

    await search.fill('Atlantis')
    await search.press('Enter')
    await expect(page.getByText('No box office or kiosk matches your search.')).toBeVisible()
    await expect(page.getByText('You searched for “Atlantis”.', { exact: false })).toBeVisible()
    expect(await axeViolations(page, 'main')).toEqual([])
    await page.getByRole('button', { name: 'Show all box offices' }).click()
    await expect(count).toHaveText(`${all} box offices`)
  })

  test('offer their whole address list to download, in three languages', async ({ page }) => {
    for (const [path, link, name] of [
      [
        '/en_us/BoxOffice.html',
        'Download the box office address list (CSV)',
        'Hong Kong City Hall',
      ],
      ['/zh_hk/TicketingTerminal.html', '下載自助售票機地址列表（CSV）', 'name_zh_hant'],
    ] as const) {
      await page.goto(path)
      const download = page.waitForEvent('download')
      await page.getByRole('link', { name: link }).click()
      const file = await download
      expect(file.suggestedFilename()).toMatch(/^citytix-.*\.csv$/)
      const csv = readFileSync((await file.path()) as string, 'utf8')
      expect(csv).toContain(name)
      expect(csv.split('\n').length).toBeGreaterThan(10)
    }
  })

  test('kiosks read in Simplified Chinese, found by a district', async ({ page }) => {
    await page.goto('/zh_cn/TicketingTerminal.html')
    await expect(heading(page)).toHaveText('自助售票机')
    const search = page.getByRole('searchbox', { name: '搜索自助售票机' })
    await search.fill('沙田')
    await search.press('Enter')
    await expect(page.getByRole('status').filter({ hasText: /台自助售票机/ })).toBeVisible()
    await expect(page.getByRole('rowheader').first()).toBeVisible()
  })
})

test.describe('customer service', () => {
  test('says whether the lines are open today by the Hong Kong clock, public holidays included', async ({
    page,
  }) => {
    // Christmas Day, noon in Hong Kong, whatever the browser's own time zone
    await page.clock.setFixedTime(new Date('2026-12-25T04:00:00Z'))
    await page.goto('/en_us/CS.html')
    await expect(
      page.getByRole('heading', { level: 2, name: /^Today in Hong Kong:/ }),
    ).toContainText('25 December')
    await expect(page.getByText('Closed today: it is a public holiday')).toBeVisible()
    await expect(page.getByText('Open now, until 8 pm')).toBeVisible()

    await page.clock.setFixedTime(new Date('2026-12-23T03:00:00Z')) // Wednesday 11am
    await page.goto('/zh_hk/CS.html')
    // 7pm as the browser's Chinese calendar data writes it (下午7時 or 晚上7時)
    await expect(page.getByText(/^現正服務，至(下午|晚上)7時$/)).toBeVisible()
  })

  test('the contact form names what is missing, then sends the enquiry and gives its reference', async ({
    page,
  }) => {
    await installAxe(page)
    await page.goto('/en_us/CS.html')
    const form = page.getByRole('region', { name: 'Send us an enquiry' })
    await form.getByRole('button', { name: 'Send enquiry' }).click()
    const name = form.getByRole('textbox', { name: /^Name/ })
    await expect(name).toBeFocused()
    await expect(name).toHaveAttribute('aria-invalid', 'true')
    await expect(form.getByText('Please enter your name.')).toBeVisible()
    await expect(form.getByText('Please enter your enquiry.')).toBeVisible()
    expect(await axeViolations(page, 'main')).toEqual([])

    await name.fill('Chan Tai Man')
    await form.getByRole('textbox', { name: /^Email/ }).fill('taiman.chan@example')
    await form.getByRole('textbox', { name: /^Contact number/ }).fill('9123 4567')
    await form
      .getByRole('textbox', { name: /^Your enquiry/ })
      .fill('Can I collect my tickets at the Sha Tin Town Hall box office?')
    await expect(form.getByText('Please enter your name.')).toHaveCount(0)
    await form.getByRole('button', { name: 'Send enquiry' }).click()
    await expect(form.getByText('Please enter a valid email address.')).toBeVisible()
    await form.getByRole('textbox', { name: /^Email/ }).fill('taiman.chan@example.com.hk')
    await form.getByRole('button', { name: 'Send enquiry' }).click()

    const sent = page.getByRole('region', { name: 'Thank you. We have received your enquiry.' })
    await expect(sent).toBeFocused()
    await expect(sent).toContainText(/Your reference number is [A-Z]+-\d{8}-\d+\./)
    await expect(sent).toContainText('Customer service will reply to taiman.chan@example.com.hk.')
  })

  test('the contact form speaks Traditional Chinese', async ({ page }) => {
    await page.goto('/zh_hk/CS.html')
    const form = page.getByRole('region', { name: '網上查詢' })
    await form.getByRole('button', { name: '提交查詢' }).click()
    await expect(form.getByText('請輸入你的姓名。')).toBeVisible()
  })
})

test.describe('the newsletter', () => {
  test('subscribes an address, then unsubscribes it; an unknown address is told by its field', async ({
    page,
  }) => {
    await installAxe(page)
    const email = `reader-${Date.now()}@example.com.hk`
    await page.goto('/en_us/Newsletter.html')
    await page.getByRole('textbox', { name: /^Email/ }).fill(email)
    await page.getByRole('button', { name: 'Subscribe' }).click()
    const done = page.getByRole('region', { name: 'You are subscribed.' })
    await expect(done).toContainText(email)
    expect(await axeViolations(page, 'main')).toEqual([])

    await done.getByRole('link', { name: 'unsubscribe page' }).click()
    await expect(heading(page)).toHaveText('Unsubscribe from the newsletter')
    const field = page.getByRole('textbox', { name: /^Email/ })
    await field.fill('nobody-here@example.com.hk')
    await page.getByRole('button', { name: 'Unsubscribe' }).click()
    await expect(
      page.getByText('Email not found. Please enter your registered email address.'),
    ).toBeVisible()
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(field).toBeFocused()
    expect(await axeViolations(page, 'main')).toEqual([])

    await field.fill(email)
    await page.getByRole('button', { name: 'Unsubscribe' }).click()
    await expect(heading(page)).toHaveText('Unsubscribed')
    expect(new URL(page.url()).pathname).toBe('/en_us/UnsubscribeSuccess.html')
    await expect(page.getByText('You have unsubscribed from the newsletter.')).toBeVisible()
  })

  test('the unsubscribe link of a newsletter fills the address in, in Simplified Chinese', async ({
    page,
  }) => {
    await page.goto('/zh_cn/Unsubscribe.html?email=member001%40demo.citytix.hk')
    await expect(page.getByRole('textbox', { name: /^电子邮箱/ })).toHaveValue(
      'member001@demo.citytix.hk',
    )
  })
})
