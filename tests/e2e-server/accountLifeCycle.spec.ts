// A new member's whole life on the real server, in each language chosen by
// its address prefix: registering by the form (the bot check answered), the activation link
// read in the outbox, a one-time-password login with the code from the outbox, the welcome,
// member info changed and still there after a reload, a favourite kept, the inbox; in English
// the chain goes on: two wishes put in order by keyboard, the ballot drawn, a wish that waits
// for points, points bought with the approved card, the wish paid and its transaction. axe
// runs on every screen passed through, in every theme and font size.
import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { expectAccessibleInEveryLook } from '../e2e/support/axeInEveryLook'
import { installAxe } from '../e2e/support/inApp'
import { botCheckCode, nextBotCheckPicture, openNewestMail } from './support/accountMail'
import { languages, type Texts } from './support/accountTexts'
import { fillEnglishCard } from './support/card'
import { expect, test } from './support/test'

// after the first screen, the screen's own part: the header and footer are the same on every one
const screen = { within: ['main', '[role="dialog"]', '[role="alertdialog"]'] }

const heading = (page: Page) => page.getByRole('heading', { level: 1 })
const password = 'Citytix2026!'

interface NewMember {
  email: string
  firstName: string
  lastName: string
}

/** Fills every required field of the registration form, answers the bot check, registers. */
async function register(page: Page, texts: Texts, member: NewMember) {
  await page.goto(`/${texts.prefix}/Register.html`)
  const form = page.getByRole('tabpanel', { name: texts.register })
  const field = (name: string) => form.getByRole('textbox', { name: new RegExp(`^${name}`) })
  await field(texts.email).fill(member.email)
  await field(texts.confirmEmail).fill(member.email)
  await form.getByLabel(new RegExp(`^${texts.password}`)).fill(password)
  await form.getByLabel(new RegExp(`^${texts.confirmPassword}`)).fill(password)
  await form.getByRole('radio', { name: texts.mr, exact: true }).check()
  await field(texts.firstName).fill(member.firstName)
  await field(texts.lastName).fill(member.lastName)
  await form.getByRole('combobox', { name: texts.month, exact: true }).selectOption({ index: 3 })
  await form.getByRole('combobox', { name: texts.day, exact: true }).selectOption({ index: 15 })
  const choice = (name: string) => form.getByRole('combobox', { name: new RegExp(`^${name}`) })
  // Hong Kong has one province, chosen with it
  await choice(texts.country).selectOption('HK')
  await choice(texts.area).selectOption({ index: 1 })
  await choice(texts.district).selectOption({ index: 1 })
  await field(texts.street).fill('1 Harbour Road')
  await field(texts.building).fill('Flat A, 10/F, Citytix House')
  await field(texts.areaCode).fill('852')
  await field(texts.mobileNumber).fill('91234567')
  // the terms open in a new tab; read in this one and come back from, they leave the form as
  // it was typed, but for the passwords (never kept)
  const termsTab = page.waitForEvent('popup')
  await form.getByRole('link', { name: texts.termsLink }).click()
  await (await termsTab).close()
  await page.goto(`/${texts.prefix}/ReleaseNotes.html#termsconditions`)
  await page.goBack()
  await expect(field(texts.building)).toHaveValue('Flat A, 10/F, Citytix House')
  await expect(form.getByLabel(new RegExp(`^${texts.password}`))).toHaveValue('')
  await form.getByLabel(new RegExp(`^${texts.password}`)).fill(password)
  await form.getByLabel(new RegExp(`^${texts.confirmPassword}`)).fill(password)
  await form.getByRole('checkbox', { name: texts.terms }).check()

  // the server asks for the bot check: the picture comes, its code is typed, then again
  const picture = nextBotCheckPicture(page)
  await form.getByRole('button', { name: texts.register, exact: true }).click()
  const code = await botCheckCode(page, picture)
  await expect(form.getByRole('img').first()).toBeVisible()
  await expectAccessibleInEveryLook(page, 'registration with the bot check')
  await form.getByRole('textbox', { name: texts.botCheck }).fill(code)
  await form.getByRole('button', { name: texts.register, exact: true }).click()
  await expect(page.getByRole('heading', { name: texts.checkEmail })).toBeVisible()
  await expectAccessibleInEveryLook(page, 'check your email', screen)
}

/** Opens the activation link of the newest mail, as the member would from their mailbox. */
async function activate(page: Page, texts: Texts, member: NewMember) {
  const mail = await openNewestMail(page, member.email, 1)
  await mail.getByRole('link', { name: /\/Activation\.html\?token=/ }).click()
  await expect(heading(page)).toHaveText(texts.activated)
  await expect.poll(() => new URL(page.url()).pathname).toBe(`/${texts.prefix}/Activation.html`)
  await expectAccessibleInEveryLook(page, 'activated', screen)
}

/** From the activation page: a one-time password by email, read in another tab; the welcome. */
async function logInWithOneTimePassword(page: Page, texts: Texts, member: NewMember) {
  await page.getByRole('main').getByRole('link', { name: texts.logIn, exact: true }).click()
  await page.getByRole('tab', { name: texts.oneTimePassword }).click()
  const form = page.getByRole('tabpanel', { name: texts.oneTimePassword })
  await form.getByRole('textbox', { name: new RegExp(`^${texts.email}`) }).fill(member.email)
  await form.getByRole('checkbox', { name: texts.terms }).check()
  const picture = nextBotCheckPicture(page)
  await form.getByRole('button', { name: texts.emailMeCode }).click()
  const answer = await botCheckCode(page, picture)
  await expectAccessibleInEveryLook(page, 'one-time password with the bot check', screen)
  await form.getByRole('textbox', { name: texts.botCheck }).fill(answer)
  await form.getByRole('button', { name: texts.emailMeCode }).click()
  const otp = form.getByRole('textbox', { name: texts.oneTimePassword, exact: true })
  await expect(otp).toBeVisible()
  await expectAccessibleInEveryLook(page, 'one-time password sent', screen)

  // the code, from the second mail in another tab, the way a member reads it
  const mailbox = await page.context().newPage()
  const mail = await openNewestMail(mailbox, member.email, 2)
  const code = /\b(\d{6})\b/.exec((await mail.textContent()) ?? '')?.[1]
  await mailbox.close()
  if (!code) throw new Error('no six-digit code in the mail')
  await otp.fill(code)
  await form.getByRole('button', { name: texts.logIn, exact: true }).click()

  const welcome = page.getByRole('dialog', {
    name: texts.welcome(`${member.lastName} ${member.firstName}`),
  })
  await expect(welcome).toBeVisible()
  await expectAccessibleInEveryLook(page, 'welcome', screen)
  await welcome.getByRole('link', { name: texts.otherVerification }).click()
  await expect(heading(page)).toHaveText(texts.memberInfo)
}

/** Member info: gender and mobile number changed, saved, and still so after a reload. */
async function changeMemberInfo(page: Page, texts: Texts) {
  const female = page.getByRole('radio', { name: texts.female, exact: true })
  const mobile = page.getByRole('textbox', { name: new RegExp(`^${texts.mobileNumber}`) })
  await expect(mobile).toHaveValue('91234567')
  await female.check()
  await mobile.fill('61234567')
  await page.getByRole('button', { name: texts.saveChanges }).click()
  await expect(page.getByText(texts.saved)).toBeVisible()
  await page.reload()
  await expect(heading(page)).toHaveText(texts.memberInfo)
  await expect(female).toBeChecked()
  await expect(mobile).toHaveValue('61234567')
  await expectAccessibleInEveryLook(page, 'member info', screen)
}

/** An event on sale, kept as a favourite from its page, is in My favourites. */
async function keepFavourite(page: Page, texts: Texts) {
  const answer = await page.request.get('/data/utsvEventList.json?pageSize=100')
  const { data } = (await answer.json()) as {
    data: { id: number; status: string; title: Record<string, string> }[]
  }
  const event = data.find((item) => item.status === 'onSale')
  if (!event) throw new Error('no event on sale')
  const title = event.title[texts.locale] ?? ''
  await page.goto(`/${texts.prefix}/Event/${event.id}`)
  await expect(heading(page)).toHaveText(title)
  const heart = page.getByRole('button', { name: texts.favourite })
  await expect(heart).toHaveAttribute('aria-pressed', 'false')
  await heart.click()
  await expect(heart).toHaveAttribute('aria-pressed', 'true')
  await expectAccessibleInEveryLook(page, 'event page', screen)

  await page.goto(`/${texts.prefix}/Member/MyFavourite.html`)
  await expect(heading(page)).toHaveText(texts.myFavourites)
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible()
  await expectAccessibleInEveryLook(page, 'my favourites', screen)
}

/** The inbox of a new member: the welcome notice sent on activation, unread, opened and read. */
async function readInbox(page: Page, texts: Texts) {
  await page.goto(`/${texts.prefix}/Member/Inbox.html`)
  await expect(heading(page)).toHaveText(texts.inbox)
  const notice = page.getByRole('button', { name: new RegExp(texts.welcomeNotice) })
  await expect(notice).toContainText(texts.unread)
  await expectAccessibleInEveryLook(page, 'inbox', screen)
  await notice.click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('heading')).toHaveText(texts.welcomeNotice)
  await expectAccessibleInEveryLook(page, 'a notice', screen)
  await page.keyboard.press('Escape')
  await expect(notice).not.toContainText(texts.unread)
}

const newMember = (lang: string, firstName: string, lastName: string): NewMember => ({
  email: `new-${lang.toLowerCase()}-${randomUUID().slice(0, 8)}@example.com`,
  firstName,
  lastName,
})

test.describe('a new member, from registering to the inbox', () => {
  for (const [lang, firstName, lastName] of [
    ['zh-Hant', '美玲', '陳'],
    ['zh-Hans', '小明', '王'],
  ] as const) {
    test(`in ${lang}`, async ({ page }) => {
      test.setTimeout(420_000)
      await installAxe(page)
      const texts = languages[lang]
      const member = newMember(lang, firstName, lastName)
      await register(page, texts, member)
      await activate(page, texts, member)
      await logInWithOneTimePassword(page, texts, member)
      await changeMemberInfo(page, texts)
      await keepFavourite(page, texts)
      await readInbox(page, texts)
    })
  }
})

/** The wish cards in their order on the page. */
const wishCards = (page: Page) =>
  page.getByRole('list', { name: 'Your wishes in order of preference' }).getByRole('article')
/** An event with plenty of cheap general-admission shows whose ballots are open. */
const wishEvent = 'Night Garden of Light'

/** Adds a wish for the last show of the wish event, for the ticket type at `zoneIndex`. */
async function addWish(page: Page, zoneIndex: number, preference: number) {
  const add = page.getByRole('region', { name: 'Add a wish' })
  await add.getByRole('combobox', { name: /^Event/ }).selectOption({ label: wishEvent })
  const date = add.getByRole('combobox', { name: /^Date/ })
  await expect(date).toBeVisible()
  const last = (await date.locator('option').count()) - 1
  await date.selectOption({ index: last })
  await add.getByRole('combobox', { name: /^Ticket type/ }).selectOption({ index: zoneIndex })
  const sent = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().includes('/api/ticketWishlist.do'),
  )
  await add.getByRole('button', { name: 'Add to wish list' }).click()
  const { performanceId } = (await sent).postDataJSON() as { performanceId: number }
  await expect(add.getByRole('status')).toContainText(
    `${wishEvent} is in your wish list as preference ${preference}.`,
  )
  return performanceId
}

test('a new member in English goes from registering to a wish paid by points', async ({ page }) => {
  test.setTimeout(600_000)
  await installAxe(page)
  const texts = languages.en
  const member = newMember('en', 'Mei Ling', 'Chan')
  await register(page, texts, member)
  await activate(page, texts, member)
  await logInWithOneTimePassword(page, texts, member)
  await changeMemberInfo(page, texts)
  await keepFavourite(page, texts)
  await readInbox(page, texts)

  // two wishes for one show, adult then concession; the concession put first by keyboard
  await page.goto('/en_us/Member/WishList.html')
  await expect(heading(page)).toHaveText('Wish list')
  const performanceId = await addWish(page, 1, 1)
  expect(await addWish(page, 2, 2)).toBe(performanceId)
  await expect(wishCards(page)).toHaveCount(2)
  await expect(wishCards(page).nth(1)).toContainText('Concession')
  await wishCards(page)
    .nth(1)
    .getByRole('button', { name: /Move up/ })
    .focus()
  await page.keyboard.press('Enter')
  await expect(page.getByText(`${wishEvent} is now preference 1.`)).toBeVisible()
  await expect(wishCards(page).first()).toContainText('Concession')
  await expectAccessibleInEveryLook(page, 'wish list', screen)

  // the ballot is drawn (as when it closes): the member gets their first choice only, and with
  // no points yet it waits for them
  const draw = await page.request.post(`/dev/ballot-draw/${performanceId}`)
  expect(draw.ok()).toBe(true)
  await page.reload()
  const concession = wishCards(page).filter({ hasText: 'Concession' })
  await expect(concession).toContainText('Points not paid')
  await expect(wishCards(page).filter({ hasText: 'Adult' })).toContainText('Not matched')
  await concession.getByRole('button', { name: 'Pay again' }).click()
  await expect(
    wishCards(page).getByText('Insufficient points. Please top up and pay again'),
  ).toBeVisible()
  await page.getByRole('link', { name: 'Buy points' }).first().click()

  // buy points with the approved card
  await expect(heading(page)).toHaveText('My points')
  const buy = page.getByRole('region', { name: 'Buy points' })
  await buy.getByRole('radio', { name: '300 points for HK$295' }).check()
  await buy.getByRole('radio', { name: 'Visa' }).check()
  await fillEnglishCard(buy, '4242 4242 4242 4242')
  await buy.getByRole('button', { name: 'Pay HK$295' }).click()
  const bought = buy.getByRole('status').filter({ hasText: 'Points bought' })
  await expect(bought).toContainText('Your balance now300')
  await expectAccessibleInEveryLook(page, 'points bought', screen)

  // pay the wish, and find the purchase in the transaction history
  await bought.getByRole('link', { name: 'Go to my wish list' }).click()
  await expect(heading(page)).toHaveText('Wish list')
  await concession.getByRole('button', { name: 'Pay again' }).click()
  await expect(page.getByText(`${wishEvent}: paid with points.`)).toBeVisible()
  await expect(concession).toContainText('Bought (paid by points)')
  await page.getByRole('link', { name: 'See your transactions' }).click()
  await expect(heading(page)).toHaveText('Transaction history')
  const row = page.getByRole('row').filter({ hasText: wishEvent })
  await expect(row).toHaveCount(1)
  await expectAccessibleInEveryLook(page, 'transaction history', screen)
  await row.getByRole('link').click()
  await expect(heading(page)).toHaveText('Transaction details')
  const receipt = page.getByRole('article', { name: 'Receipt' })
  await expect(receipt).toContainText(wishEvent)
  await expect(receipt).toContainText('Payment methodPoints')
  await expectAccessibleInEveryLook(page, 'transaction details', screen)
})
