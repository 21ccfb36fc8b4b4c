// The life of a show through the box office on the real server (issue #35), once in
// Traditional Chinese and once in English:
// 1. the event manager signs in with the authenticator code and creates a draft event in three
//    languages, which visitors do not see; publishes it, and visitors see it (after the
//    catalogue's caches follow, within seconds);
// 2. a general-admission performance with a price zone is added through the office API, a member
//    buys a ticket on the public site, and the Sales screen counts it;
// 3. the administrator reads the event's changes in the audit log;
// 4. door staff are refused the Events screen, with a message saying why.
// axe finds nothing on each office screen on the way.
//
// The two tests sign in the same demo staff: a code signs in once, so they run one after the
// other in one worker (support/office.ts takes the next code when one was used).
//
// A new event has no price zones yet, and no office operation adds one (setOfficePriceZones
// takes the event's zones): the ticket is sold for a new performance of a seeded event, the last
// one on sale, with its zone at the price it has, so the other tests' shows are unchanged.
import type { Browser, Page } from '@playwright/test'
import { axeViolations, installAxe } from '../e2e/support/inApp'
import { type Language, languages, word } from './support/buyingWords'
import { payFromBasket } from './support/checkout'
import { demoMember, logIn } from './support/memberSession'
import {
  type DemoStaff,
  type OfficeSession,
  officeApi,
  open,
  signInToOffice,
} from './support/office'
import { expect, test } from './support/test'

test.describe.configure({ mode: 'default', timeout: 90_000 })

// FIXME (#35): runs green up to the publishing; then the visitor's catalogue
// (/api/event/{id}.do, utsvEventList.json) still does not show the published event after 15 s.
// Not yet known whether a published event without a performance on sale is meant to stay off
// the catalogue (events.ts: "on sale as soon as it has a performance on sale": then add the
// performance before this check) or the caches do not follow. Steps 2–4 have never run.
test.fixme()

/** A member of this file's own (buying takes 201…, mails 262…, sessions 281…). */
const members: Record<'zhHant' | 'en', number> = { zhHant: 275, en: 276 }

/** axe finds nothing on the office screen now showing, once it has loaded. */
async function expectAccessible(page: Page, screen: string) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  expect(await axeViolations(page), screen).toEqual([])
}

/** A page of its own (its own session storage, so its own sign-in) with axe in it. */
async function newPerson(browser: Browser) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await installAxe(page)
  return page
}

async function staffPage(browser: Browser, language: Language, who: DemoStaff) {
  const page = await newPerson(browser)
  const session = await signInToOffice(page, language, who)
  await expectAccessible(page, `office home (${who})`)
  return { page, session }
}

/** What a visitor's catalogue answers for the event: its page's data, and the events list. */
async function visitorSees(page: Page, eventId: number) {
  const detail = await page.request.get(`/api/event/${eventId}.do?locale=en_US`)
  const list = await page.request.get('/data/utsvEventList.json?pageSize=100&locale=en_US')
  const listed = ((await list.json()) as { data: { id: number }[] }).data.some(
    (event) => event.id === eventId,
  )
  return { page: detail.ok(), listed }
}

interface Buyable {
  status: string
}
interface EventDetail {
  performances: (Buyable & { id: number })[]
}

/** The last seeded event on sale with two performances on sale or more (see above). */
async function seededEventOnSale(page: Page): Promise<number> {
  const list = await page.request.get('/data/utsvEventList.json?pageSize=100&locale=en_US')
  const events = ((await list.json()) as { data: { id: number; status: string }[] }).data
  for (const event of events.filter((item) => item.status === 'onSale').reverse()) {
    const answer = await page.request.get(`/api/event/${event.id}.do?locale=en_US`)
    const detail = (await answer.json()) as EventDetail
    const buyable = detail.performances.filter(
      (p) => p.status === 'available' || p.status === 'limited',
    )
    if (buyable.length >= 2) return event.id
  }
  throw new Error('no seeded event on sale with two performances')
}

/** An ISO time `minutes` from now. */
const fromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString()

async function addGeneralAdmission(
  page: Page,
  session: OfficeSession,
  eventId: number,
  daysAhead: number,
) {
  const startsAt = fromNow(daysAhead * 24 * 60)
  return officeApi<{ id: number }>(
    page,
    session,
    'POST',
    `/api/office/events/${eventId}/performances`,
    {
      startsAt,
      seating: 'generalAdmission',
      salesOpenAt: fromNow(-60),
      salesCloseAt: fromNow(daysAhead * 24 * 60 - 60),
      hot: false,
    },
  )
}

for (const language of ['zhHant', 'en'] as const) {
  const { prefix } = languages[language]
  const w = (message: string) => word(language, message)

  test(`the life of a show through the box office, in ${prefix}`, async ({ page, browser }) => {
    const stamp = `${Date.now() % 1_000_000}`
    const title = {
      en: `Harbour Lights ${stamp}`,
      'zh-Hant': `海港燈影 ${stamp}`,
      'zh-Hans': `海港灯影 ${stamp}`,
    }
    const shown = language === 'en' ? title.en : title['zh-Hant']

    // ── 1. the event manager creates a draft, which visitors do not see, and publishes it
    await installAxe(page)
    const manager = await signInToOffice(page, language, 'eventManager')
    await expectAccessible(page, 'office home')
    await open(page, `/${prefix}/Office/Event.html`)
    await expect(page.getByRole('heading', { level: 1, name: w('New event') })).toBeVisible()
    const fields = [
      ['Title', title],
      [
        'Description',
        {
          en: 'An evening of songs by the harbour.',
          'zh-Hant': '海港旁的歌聲之夜。',
          'zh-Hans': '海港旁的歌声之夜。',
        },
      ],
    ] as const
    for (const [group, texts] of fields) {
      const fieldset = page.getByRole('group', { name: w(group) as string, exact: true })
      await fieldset
        .getByRole('textbox', { name: w('English') as string, exact: true })
        .fill(texts.en)
      await fieldset
        .getByRole('textbox', { name: w('Traditional Chinese') as string, exact: true })
        .fill(texts['zh-Hant'])
      await fieldset
        .getByRole('textbox', { name: w('Simplified Chinese') as string, exact: true })
        .fill(texts['zh-Hans'])
    }
    const category = page.getByRole('combobox', { name: w('Category') as string, exact: true })
    await expect(category).toBeEnabled()
    await category.selectOption({ index: 1 })
    const venue = page.getByRole('combobox', { name: w('Venue') as string, exact: true })
    await expect(venue).toBeEnabled()
    await expect(venue.locator('option')).not.toHaveCount(1)
    await venue.selectOption({ index: 1 })
    await expectAccessible(page, 'new event')
    await page.getByRole('button', { name: w('Save as draft') }).click()

    await expect(page).toHaveURL(/[?&]id=\d+/)
    const eventId = Number(new URL(page.url()).searchParams.get('id'))
    await expect(page.getByRole('heading', { level: 1, name: shown })).toBeVisible()
    await expect(page.getByText(w('Draft') as string, { exact: true })).toBeVisible()
    await expectAccessible(page, 'draft event')
    expect(await visitorSees(page, eventId)).toEqual({ page: false, listed: false })

    await page.getByRole('button', { name: w('Publish') }).click()
    await expect(page.getByText(w('Published') as string, { exact: true })).toBeVisible()
    await expectAccessible(page, 'published event')
    // the catalogue's caches follow within seconds
    await expect
      .poll(() => visitorSees(page, eventId), { timeout: 15_000 })
      .toEqual({ page: true, listed: true })
    const visitor = await newPerson(browser)
    await open(visitor, `/${prefix}/Event/${eventId}`)
    await expect(visitor.getByRole('heading', { level: 1, name: shown })).toBeVisible()

    // ── 2. a general-admission performance; a member buys a ticket; the sales count it
    // the new event takes a performance (its price zones need zones the event does not have yet)
    const own = await addGeneralAdmission(page, manager, eventId, 60)
    const listed = await officeApi<{ data: { id: number }[] }>(
      page,
      manager,
      'GET',
      `/api/office/events/${eventId}/performances`,
    )
    expect(listed.data.map((p) => p.id)).toContain(own.id)

    const seeded = await seededEventOnSale(page)
    const zones = await officeApi<{ priceZones: { id: number; price: number }[] }>(
      page,
      manager,
      'GET',
      `/api/office/events/${seeded}/performances`,
    )
    const zone = zones.priceZones[0]
    if (!zone) throw new Error(`event ${seeded} has no price zone`)
    const daysAhead = language === 'en' ? 400 : 401
    const performance = await addGeneralAdmission(page, manager, seeded, daysAhead)
    await officeApi(
      page,
      manager,
      'PUT',
      `/api/office/events/${seeded}/performances/${performance.id}/priceZones`,
      { zones: [{ priceZoneId: zone.id, price: zone.price, quota: 20 }] },
    )

    const member = await newPerson(browser)
    await logIn(member, demoMember(members[language]))
    await expect
      .poll(async () => {
        const answer = await member.request.get(`/api/event/${seeded}.do?locale=en_US`)
        const detail = (await answer.json()) as EventDetail
        const status = detail.performances.find((p) => p.id === performance.id)?.status
        return status === 'available' || status === 'limited'
      })
      .toBe(true)
    await open(member, `/${prefix}/Event/${seeded}`)
    await member.getByRole('link', { name: w('Buy tickets') as string, exact: true }).click()
    await expect(member).toHaveURL(/\/Buy/)
    const radio = member.locator(`input[type="radio"][value="${performance.id}"]`)
    await radio.check()
    await member
      .getByRole('button', { name: w('One more') })
      .first()
      .click()
    await expect(member.getByRole('spinbutton').first()).toHaveValue('1')
    await member.getByRole('button', { name: w('Hold these tickets') }).click()
    await payFromBasket(member, w)

    await open(page, `/${prefix}/Office/Sales.html?performance=${performance.id}`)
    const sold = page
      .locator('dt', { hasText: w('Sold') })
      .first()
      .locator('xpath=following-sibling::dd[1]')
    await expect(sold).toHaveText('1')
    await expectAccessible(page, 'sales figures')

    // ── 3. the administrator reads the event's changes in the audit log
    const admin = await staffPage(browser, language, 'administrator')
    await open(admin.page, `/${prefix}/Office/Audit.html`)
    const changes = admin.page
      .getByRole('table', { name: w('Changes, newest first') as string })
      .getByRole('row')
      .filter({ hasText: `event:${eventId}` })
    await expect(changes.filter({ hasText: 'createOfficeEvent' })).toHaveCount(1)
    await expect(changes.filter({ hasText: 'setOfficeEventStatus' })).toHaveCount(1)
    await expect(changes.first()).toContainText('events@office.demo.citytix.hk')
    await expectAccessible(admin.page, 'audit log')

    // ── 4. door staff are refused the Events screen, and told why
    const door = await staffPage(browser, language, 'doorStaff')
    await open(door.page, `/${prefix}/Office/Events.html`)
    await expect(
      door.page.getByText(w('Not for your role') as string, { exact: true }),
    ).toBeVisible()
    await expectAccessible(door.page, 'events refused to door staff')
  })
}
