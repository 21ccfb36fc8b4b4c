// What a new member does outside the forms on the real server (NODE_ENV=test): reads the site's
// mail at /dev/outbox, as `npm start` tells demo users to, and answers a bot-check picture with
// the code the server drew for it (GET /dev/bot-check/:id).
import { expect, type Page, type Response } from '@playwright/test'

/** The picture the form is about to load; await it after the click that asks for it. */
export function nextBotCheckPicture(page: Page): Promise<Response> {
  return page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/captcha.do' && response.ok(),
  )
}

/** The code drawn in the picture the page loaded. */
export async function botCheckCode(page: Page, picture: Promise<Response>): Promise<string> {
  const { captchaId } = (await (await picture).json()) as { captchaId: string }
  const answer = await page.request.get(`/dev/bot-check/${encodeURIComponent(captchaId)}`)
  expect(answer.ok()).toBe(true)
  return ((await answer.json()) as { captchaCode: string }).captchaCode
}

/**
 * Opens the outbox page for `to` in this tab once it holds `count` mails, and gives the newest
 * (whatever the member's language, the mails come newest first).
 */
export async function openNewestMail(page: Page, to: string, count: number) {
  const mails = page.getByRole('article')
  // mail is written as the request that sends it ends: look again until it is there
  await expect(async () => {
    await page.goto(`/dev/outbox?to=${encodeURIComponent(to)}`)
    await expect(mails).toHaveCount(count, { timeout: 1_000 })
  }).toPass({ timeout: 15_000 })
  return mails.first()
}
