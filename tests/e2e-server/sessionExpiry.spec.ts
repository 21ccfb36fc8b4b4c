// A session that ends while a member types (spec §6) on the real server: the session
// really ends there (the API's logout with the same token, which answers every later call with
// 401 SESSION_EXPIRED, as an aged session does), the member presses Save, is asked to log in
// again, and comes back to the same page with what they typed still in the fields. Someone else
// logging in at that prompt in the same tab does not see it. A transaction change request keeps
// its typed items the same way, but never the card number.
import type { Page } from '@playwright/test'
import { demoMember, demoPassword } from './support/memberSession'
import { expect, test } from './support/test'

// members no other spec logs in as (281–284): their details change here
const memberInfoPath = '/en_us/Member/MemberInfo.html'

const heading = (page: Page) => page.getByRole('heading', { level: 1 })
const firstName = (page: Page) => page.getByRole('textbox', { name: /^First name/ })
const street = (page: Page) => page.getByRole('textbox', { name: /^Street/ })
const notifications = (page: Page) => page.getByRole('region', { name: /^Notifications/ })
const expiredNotice = 'Your session has expired, please log in again.'
const cardImage = new URL('./fixtures/card-front.png', import.meta.url).pathname

/** Logs in on the login page the way a member does. */
async function logInOnPage(page: Page, loginId: string) {
  await expect(heading(page)).toHaveText('Member login')
  await page.getByRole('textbox', { name: /^Email or login ID/ }).fill(loginId)
  await page.getByLabel(/^Password/).fill(demoPassword)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
}

/** Member information, reached as a visitor would: asked to log in first, then brought back. */
async function openMemberInfo(page: Page, loginId: string) {
  await page.goto(memberInfoPath)
  await expect(page.getByText('Please login first.')).toBeVisible()
  await logInOnPage(page, loginId)
  await expect(heading(page)).toHaveText('Member information')
  await expect(firstName(page)).not.toHaveValue('')
}

/** Ends the page's session on the server, as an expiry or a logout elsewhere would. */
async function endSessionOnServer(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('CL_TK'))
  expect(token).toBeTruthy()
  const headers = { authorization: `Bearer ${token}` }
  expect((await page.request.post('/Logout.do', { headers })).ok()).toBe(true)
  // what the app will be told for that token from now on
  const after = await page.request.get('/api/Member/MemberInfo.do', { headers })
  expect(after.status()).toBe(401)
  expect(await after.json()).toMatchObject({ code: 'SESSION_EXPIRED' })
}

/** What the app keeps in this tab's session storage (kept input lives there). */
const sessionStorageText = (page: Page) =>
  page.evaluate(() => Object.values(sessionStorage).join('\n'))

/** Types into the form and presses Save after the session ended: the login prompt. */
async function saveAfterExpiry(page: Page, typed: { first: string; street: string }) {
  await firstName(page).fill(typed.first)
  await street(page).fill(typed.street)
  await endSessionOnServer(page)
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(notifications(page)).toContainText(expiredNotice)
  await expect(heading(page)).toHaveText('Member login')
  await expect(page.getByText('Please login first.')).toBeVisible()
}

test.describe('a session that expires while a member types', () => {
  test('logging in again brings the member back to Member information with their input kept', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await openMemberInfo(page, demoMember(281))
    const typed = { first: 'Kenneth', street: '8 Kept Input Lane' }
    await saveAfterExpiry(page, typed)

    await logInOnPage(page, demoMember(281))
    await expect(heading(page)).toHaveText('Member information')
    await expect(firstName(page)).toHaveValue(typed.first)
    await expect(street(page)).toHaveValue(typed.street)

    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(page.getByText('Your details have been saved.')).toBeVisible()
    await page.reload()
    await expect(heading(page)).toHaveText('Member information')
    await expect(firstName(page)).toHaveValue(typed.first)
    await expect(street(page)).toHaveValue(typed.street)
  })

  test("another member logging in at the prompt does not see the first member's input", async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await openMemberInfo(page, demoMember(283))
    const typed = { first: 'Nobodyelse', street: '9 Private Input Road' }
    await saveAfterExpiry(page, typed)

    await logInOnPage(page, demoMember(282))
    await expect(heading(page)).toHaveText('Member information')
    await expect(firstName(page)).not.toHaveValue('')
    await expect(firstName(page)).not.toHaveValue(typed.first)
    await expect(street(page)).not.toHaveValue(typed.street)
    // nor after a reload: nothing of the first member's is left in this tab
    await page.reload()
    await expect(firstName(page)).not.toHaveValue('')
    await expect(firstName(page)).not.toHaveValue(typed.first)
    await expect(street(page)).not.toHaveValue(typed.street)
  })
})

test('a transaction change request comes back with its items after a new login, not its card number', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await openMemberInfo(page, demoMember(284))
  await page.goto('/en_us/TxnChangeRequest.html?txnNo=T20260001')
  await expect(heading(page)).toHaveText('Transaction change request')
  const form = page.getByRole('region', { name: 'Ask for a change' })
  const card = form.getByRole('textbox', { name: /^Card number/ })
  await card.pressSequentially('4242424242424242')
  await expect(card).toHaveValue('4242 **** **** 4242')
  await form.getByLabel(/^Image of the front of the card/).setInputFiles(cardImage)
  await expect(form.getByText('card-front.png uploaded')).toBeVisible()
  await form.getByRole('checkbox', { name: 'Change the contact name' }).check()
  await form.getByRole('textbox', { name: /^New contact name/ }).fill('Chan Siu Ming')
  await form.getByRole('checkbox', { name: 'Change the address' }).check()
  await form.getByRole('textbox', { name: /^New address/ }).fill('Flat 3, 12 Nathan Road')

  await endSessionOnServer(page)
  await form.getByRole('button', { name: 'Send request' }).click()
  await expect(notifications(page)).toContainText(expiredNotice)
  await expect(heading(page)).toHaveText('Member login')
  // the typed items wait in this tab; the card number is nowhere among them
  const kept = await sessionStorageText(page)
  expect(kept).toContain('Chan Siu Ming')
  expect(kept).not.toContain('4242')

  await logInOnPage(page, demoMember(284))
  await expect(heading(page)).toHaveText('Transaction change request')
  await expect(form.getByRole('textbox', { name: /^Transaction number/ })).toHaveValue('T20260001')
  await expect(form.getByRole('checkbox', { name: 'Change the contact name' })).toBeChecked()
  await expect(form.getByRole('textbox', { name: /^New contact name/ })).toHaveValue(
    'Chan Siu Ming',
  )
  await expect(form.getByRole('checkbox', { name: 'Change the address' })).toBeChecked()
  await expect(form.getByRole('textbox', { name: /^New address/ })).toHaveValue(
    'Flat 3, 12 Nathan Road',
  )
  await expect(form.getByRole('checkbox', { name: 'Change the contact number' })).not.toBeChecked()
  // the card number and its image are asked for again
  await expect(card).toHaveValue('')
  await expect(form.getByText('card-front.png uploaded')).toHaveCount(0)
})
