// A hot sale on the real server, through its waiting room, in the three languages at once: three members (English, Traditional and Simplified Chinese, each in a browser of their
// own) open a queued performance's purchase and are sent to its waiting page, join the
// pre-queue before the opening (answering the bot check) behind a crowd that joined over the
// API, see their place fall as the room lets those ahead in (pushed by the room's event stream,
// no reload), are told it is their turn, and buy. Another member's pass, sent by a first member,
// is refused in the request's language. Each state is checked by axe in every theme and size.
//
// The room is the test's own: a general-admission performance the buying tests leave alone, put
// behind a room that opens a few minutes on (the test server's /dev/waiting-room page), so that
// everyone has joined its pre-queue by then.
import type { Browser, Page } from '@playwright/test'
import { expectAccessibleInEveryLook } from '../e2e/support/axeInEveryLook'
import { installAxe } from '../e2e/support/inApp'
import { logIn } from './support/buyingApi'
import { type Language, languages, word } from './support/buyingWords'
import { payFromBasket } from './support/checkout'
import { expect, test } from './support/test'
import {
  apiSession,
  figure,
  joinOverApi,
  type QueuedShow,
  queueShow,
  statusOverApi,
  watchBotCheck,
} from './support/waitingRoom'

// three browsers, each checked by axe in every look, on a machine other work shares
test.describe.configure({ timeout: 15 * 60_000 })

const apiLocales: Record<Language, string> = { en: 'en_US', zhHant: 'zh_TW', zhHans: 'zh_CN' }

/** Members of the test's own: three buyers, then the crowd. */
const buyers: [Language, number][] = [
  ['en', 151],
  ['zhHant', 152],
  ['zhHans', 153],
]
const crowd = [154, 155, 156, 157, 158]

/** One member's browser on the waiting page, in their language. */
async function arrive(browser: Browser, show: QueuedShow, language: Language, member: number) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL })
  const page = await context.newPage()
  const w = (message: string) => word(language, message)
  await logIn(page, member)
  await installAxe(page)
  const code = watchBotCheck(page)
  await page.goto(
    `/${languages[language].prefix}/Event/${show.eventId}/Buy?step=tickets&performance=${show.performanceId}`,
  )
  await expect(page.locator('html[data-first-view]')).toHaveCount(0)
  // a queued performance's purchase starts in its waiting room
  await expect(page).toHaveURL(new RegExp(`/Event/${show.eventId}/Queue\\?performance=`))
  const join = page.getByRole('region', { name: w('Join the pre-queue') })
  await expect(join).toBeVisible()
  await expectAccessibleInEveryLook(page, `${language} join`, { within: ['main'] })
  await join.getByRole('button', { name: w('Join the pre-queue') }).click()
  // the event is hot: the room asks for the bot check
  await join.getByRole('textbox', { name: w('Code in the picture') }).fill(await code())
  await join.getByRole('button', { name: w('Join the pre-queue') }).click()
  const preQueue = page.getByRole('region', { name: w('You are in the pre-queue') })
  await expect(preQueue).toBeVisible()
  await expect(preQueue.getByText(/^[0-9a-f]{64}$/)).toBeVisible()
  await expectAccessibleInEveryLook(page, `${language} pre-queue`, { within: ['main'] })
  return { page, w, language }
}

type Arrival = Awaited<ReturnType<typeof arrive>>

/** From the opening to the turn: the place shown falls without a reload when anyone is ahead. */
async function waitTurn({ page, w, language }: Arrival, opensAt: string) {
  const queue = page.getByRole('region', { name: w('You are in the queue') })
  const turn = page.getByRole('region', { name: w('It is your turn') })
  const untilOpening = Math.max(0, Date.parse(opensAt) - Date.now())
  await expect(queue.or(turn)).toBeVisible({ timeout: untilOpening + 120_000 })
  const atOpening = await figure(page, w('Your place'))
  if (atOpening > 1) {
    await expectAccessibleInEveryLook(page, `${language} waiting`, { within: ['main'] })
    await expect
      .poll(() => figure(page, w('Your place')), { timeout: 120_000 })
      .toBeLessThan(atOpening)
  }
  await expect(turn).toBeVisible({ timeout: 120_000 })
  await expect(
    page.getByRole('status').filter({ hasText: w('It is your turn. Choose your seats now.') }),
  ).toHaveCount(1)
  await expectAccessibleInEveryLook(page, `${language} your turn`, { within: ['main'] })
  return atOpening
}

/** One ticket, from the turn's link to the receipt. */
async function buy({ page, w }: Arrival) {
  const turn = page.getByRole('region', { name: w('It is your turn') })
  await turn.getByRole('link', { name: w('Choose tickets') }).click()
  await page
    .getByRole('button', { name: w('One more') })
    .first()
    .click()
  await page.getByRole('button', { name: w('Hold these tickets') }).click()
  await expect(page.getByRole('heading', { level: 2, name: w('Basket') })).toBeVisible({
    timeout: 60_000,
  })
  await payFromBasket(page, w)
}

test('members join before the opening, see their place fall, are let in and buy; another member’s pass is refused', async ({
  page,
  browser,
}) => {
  // everyone below joins before it opens; then it lets one in every 2 seconds
  const show = await queueShow(page, { opensInSeconds: 150, admissionPerMinute: 30 })
  const others = await Promise.all(crowd.map((n) => apiSession(page, n)))
  for (const other of others) await joinOverApi(page, other, show.performanceId)

  const arrivals: Arrival[] = []
  for (const [language, member] of buyers)
    arrivals.push(await arrive(browser, show, language, member))
  const places = await Promise.all(arrivals.map((arrival) => waitTurn(arrival, show.opensAt)))
  // eight in the pre-queue: at most one of the three drew the first place
  expect(places.filter((place) => place > 1).length).toBeGreaterThanOrEqual(2)
  for (const arrival of arrivals) await buy(arrival)

  // a member of the crowd let in: their pass, sent by the English buyer, opens nothing
  const [other] = others
  if (!other) throw new Error('no crowd')
  await expect
    .poll(async () => (await statusOverApi(page, other, show.performanceId)).state, {
      timeout: 120_000,
    })
    .toBe('yourTurn')
  const theirs = (await statusOverApi(page, other, show.performanceId)).pass?.token ?? ''
  const first = arrivals[0]?.page as Page
  const mine = await first.evaluate(() => localStorage.getItem('CL_TK'))
  for (const [language] of buyers) {
    const refused = await first.request.get(
      `/api/performance/${show.performanceId}/seatPlan.do?locale=${apiLocales[language]}`,
      { headers: { authorization: `Bearer ${mine}`, 'X-Waiting-Room-Pass': theirs } },
    )
    expect(refused.status()).toBe(403)
    expect(await refused.json()).toEqual({
      code: 'WAITING_ROOM_PASS_REQUIRED',
      message: word(language, 'This sale has a queue. Please join it and wait for your turn.'),
    })
  }
})
