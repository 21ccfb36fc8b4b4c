// What the waiting-room test asks the real server directly: a performance put behind a room (the
// test server's /dev/waiting-room page), members joining it over the API with the bot check
// answered (the test server's /dev/bot-check page), and their status.
import { expect, type Page } from '@playwright/test'
import { apiJson, type Session } from './buyingApi'
import { demoMember, demoPassword } from './memberSession'

export interface QueuedShow {
  eventId: number
  performanceId: number
  opensAt: string
}

/**
 * The last general-admission performance on sale (the buying tests take the first ones), put
 * behind a fresh room by the test server's /dev/waiting-room page: its pre-queue open now, its
 * opening in `opensInSeconds`, letting in `admissionPerMinute`.
 */
export async function queueShow(
  page: Page,
  room: { opensInSeconds: number; admissionPerMinute: number },
): Promise<QueuedShow> {
  const list = await apiJson<{ data: { id: number; status: string }[] }>(
    page,
    '/data/utsvEventList.json?pageSize=100&locale=en_US',
  )
  let found: { eventId: number; performanceId: number } | undefined
  for (const event of list.data.filter((item) => item.status === 'onSale')) {
    const detail = await apiJson<{
      performances: { id: number; seating: string; status: string }[]
    }>(page, `/api/event/${event.id}.do?locale=en_US`)
    for (const p of detail.performances) {
      const buyable = p.status === 'available' || p.status === 'limited'
      if (buyable && p.seating === 'generalAdmission')
        found = { eventId: event.id, performanceId: p.id }
    }
  }
  if (!found) throw new Error('no general-admission performance on sale')
  const { opensAt } = await apiJson<{ opensAt: string }>(
    page,
    `/dev/waiting-room/${found.performanceId}`,
    { data: room },
  )
  return { ...found, opensAt }
}

/** Demo member `n`'s session over the API only (no browser login). */
export async function apiSession(page: Page, n: number): Promise<Session> {
  const { token } = await apiJson<{ token: string }>(page, '/api/user/login.do?locale=en_US', {
    data: { loginId: demoMember(n), password: demoPassword },
  })
  return { authorization: `Bearer ${token}` }
}

/** A bot-check picture's id and the code it shows (the test server's answer page). */
export async function botCheckAnswer(page: Page) {
  const { captchaId } = await apiJson<{ captchaId: string }>(page, '/api/captcha.do?locale=en_US')
  return { captchaId, captchaCode: await botCheckCode(page, captchaId) }
}

export async function botCheckCode(page: Page, captchaId: string) {
  const { captchaCode } = await apiJson<{ captchaCode: string }>(
    page,
    `/dev/bot-check/${captchaId}`,
  )
  return captchaCode
}

export interface RoomStatus {
  state: string
  place: number | null
  pass: { token: string; expiresAt: string } | null
}

/** Joins the room as the member of `session`, answering the bot check. */
export async function joinOverApi(page: Page, session: Session, performanceId: number) {
  return apiJson<RoomStatus>(page, `/api/waitingRoom/${performanceId}/entry.do?locale=en_US`, {
    session,
    data: await botCheckAnswer(page),
  })
}

export const statusOverApi = (page: Page, session: Session, performanceId: number) =>
  apiJson<RoomStatus>(page, `/api/waitingRoom/${performanceId}/entry.do?locale=en_US`, {
    session,
  })

/** The number a figure of the page's card shows ("Your place": 1,203 → 1203), 0 when gone. */
export async function figure(page: Page, label: string | RegExp): Promise<number> {
  const value = page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd')
  if ((await value.count()) === 0) return 0
  return Number(((await value.textContent()) ?? '').replace(/\D/g, ''))
}

/** Keeps the id of the latest bot-check picture the page loaded. */
export function watchBotCheck(page: Page) {
  let latest: string | undefined
  page.on('response', async (response) => {
    if (!response.url().includes('/api/captcha.do') || !response.ok()) return
    const body = (await response.json().catch(() => ({}))) as { captchaId?: string }
    if (body.captchaId) latest = body.captchaId
  })
  return async () => {
    await expect.poll(() => latest, { message: 'a bot-check picture was loaded' }).toBeTruthy()
    return botCheckCode(page, latest ?? '')
  }
}
