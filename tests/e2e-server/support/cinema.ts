// Helpers for the cinema's end-to-end tests on the real server: the shows to book (one per test
// and repeat, so parallel runs never want the same seats), two seats the seat rule accepts, the
// code of the bot-check picture on screen and keyboard travel.
import { expect, type Locator, type Page, type TestInfo } from '@playwright/test'

export interface Show {
  id: number
  startsAt: string
  house: { en: string; 'zh-Hans': string; 'zh-Hant': string }
  prices: { ticketClass: string; price: number }[]
  serviceFee: number
  seatsAvailable: number
}
export interface Movie {
  id: number
  title: { en: string; 'zh-Hans': string; 'zh-Hant': string }
  rating: 'I' | 'IIA' | 'IIB' | 'III'
}
interface PlanSeat {
  id: string
  number: string
  status: string
  aisleBefore?: boolean
}
interface SeatPlan {
  rows: { name: string; seats: PlanSeat[] }[]
}

/** A Hong Kong calendar date `days` after today, as the schedule writes it. */
export const hongKongDate = (days = 0) =>
  new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10)

async function getJson<T>(page: Page, path: string, headers?: Record<string, string>) {
  const answer = await page.request.get(path, { headers })
  expect(answer.ok(), path).toBe(true)
  return (await answer.json()) as T
}

export const scheduleOn = (page: Page, date: string) =>
  getJson<{ movies: { movie: Movie; shows: Show[] }[] }>(
    page,
    `/api/cinema/schedule.do?date=${date}`,
  )

/** The show's start as the schedule's links write it: `14:45`. */
export const clockOf = (show: Show) => show.startsAt.slice(11, 16)

/** The seeded schedule's days after today (server/seed/content/cinemaShows.ts: a week). */
const laterScheduleDays = 6

/**
 * The show a test books, on the first day from tomorrow that has one for it (a day's programme
 * is drawn at random, and some days show no Category III film): the films `accept` lets through
 * give the tests that share them a list, in which test `slot` of `of` takes every `of`-th show,
 * and each repeat or retry the next one, so no two runs on one server race for the same seats.
 * Only a film's show that is its only one at that time, so its link is found by the film and the
 * time alone.
 */
export async function showFor(
  page: Page,
  testInfo: TestInfo,
  { accept, slot = 0, of = 1 }: { accept: (movie: Movie) => boolean; slot?: number; of?: number },
) {
  for (let days = 1; days <= laterScheduleDays; days++) {
    const date = hongKongDate(days)
    const { movies } = await scheduleOn(page, date)
    const shows = movies
      .filter((entry) => accept(entry.movie))
      .flatMap(({ movie, shows }) =>
        shows
          .filter((show) => shows.filter((other) => clockOf(other) === clockOf(show)).length === 1)
          .filter((show) => show.seatsAvailable > 20)
          .map((show) => ({ movie, show })),
      )
      .sort((a, b) => a.show.id - b.show.id)
    if (shows.length === 0) continue
    const run = testInfo.repeatEachIndex + testInfo.project.repeatEach * testInfo.retry
    const found = shows[(slot + of * run) % shows.length] as (typeof shows)[number]
    return { date, days, ...found }
  }
  throw new Error(`no show for this test in the ${laterScheduleDays} days from tomorrow`)
}

/**
 * `count` free seats side by side at the start of a block (the row's edge or just after an
 * aisle) in the first row that has them, with the seat after them free too or closed off: two
 * of them are a choice the consecutive-seat rule accepts and strands no single seat.
 */
export async function seatsInARow(page: Page, showId: number, count = 2) {
  const plan = await getJson<SeatPlan>(page, `/api/cinema/show/${showId}/seatPlan.do`)
  const free = (seat?: PlanSeat) => seat?.status === 'available'
  for (const [rowIndex, row] of plan.rows.entries()) {
    const s = row.seats
    for (let i = 0; i + count <= s.length; i++) {
      if (i > 0 && !s[i]?.aisleBefore) continue
      const run = s.slice(i, i + count)
      if (!run.every(free) || run.slice(1).some((seat) => seat.aisleBefore)) continue
      const next = s[i + 2]
      const strands = free(next) && !next?.aisleBefore && (s[i + 3]?.aisleBefore || !free(s[i + 3]))
      if (strands) continue
      return { row: row.name, rowIndex, index: i, seats: run }
    }
  }
  throw new Error(`no ${count} seats side by side in show ${showId}`)
}

/** The seats' statuses as the server has them now. */
export async function seatStatuses(page: Page, showId: number, ids: readonly string[]) {
  const plan = await getJson<SeatPlan>(page, `/api/cinema/show/${showId}/seatPlan.do`)
  const seats = plan.rows.flatMap((row) => row.seats)
  return ids.map((id) => seats.find((seat) => seat.id === id)?.status)
}

/**
 * Keeps the id of the latest bot-check picture the page loaded (each try uses one up, and the
 * form loads a new one), and answers its code from the test server's answer page.
 */
export function watchCaptcha(page: Page) {
  let latest: string | undefined
  page.on('response', async (response) => {
    if (!response.url().includes('/api/cinema/captcha.do') || !response.ok()) return
    const body = (await response.json().catch(() => undefined)) as
      | { captchaId?: string }
      | undefined
    if (body?.captchaId) latest = body.captchaId
  })
  return async () => {
    await expect.poll(() => latest, { message: 'a bot-check picture was loaded' }).toBeTruthy()
    return (await getJson<{ captchaCode: string }>(page, `/dev/bot-check/${latest}`)).captchaCode
  }
}

/** An expiry date a year ahead, MM/YY. */
export const cardExpiry = () => {
  const next = new Date(Date.now() + 400 * 86_400_000)
  return `${String(next.getUTCMonth() + 1).padStart(2, '0')}/${String(next.getUTCFullYear()).slice(2)}`
}

/** Presses Tab until `target` has the focus, as a keyboard user would. */
export async function tabTo(page: Page, target: Locator, most = 250) {
  // marked once, so each press costs one look at the focus rather than a search for the target
  await target.evaluate((element) => element.setAttribute('data-tab-target', ''))
  const reached = () =>
    page.evaluate(() => document.activeElement?.hasAttribute('data-tab-target') ?? false)
  for (let presses = 0; presses < most; presses++) {
    if (await reached()) {
      await target.evaluate((element) => element.removeAttribute('data-tab-target'))
      return presses
    }
    await page.keyboard.press('Tab')
  }
  throw new Error(`${most} presses of Tab never reached ${target}`)
}
