// The box office on the real server (issue #35): the demo staff of the seed signing in on
// /Office/Login.html with their password and the code their authenticator app would show
// (computed here from the seed's fixed secret, as in the README), and the office API called
// with the session the browser got.
import { expect, type Page } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'
import { languages, word } from './buyingWords'

/** The demo staff of server/seed/staff.ts (README "Box office"), by role. */
export const demoStaff = {
  administrator: {
    email: 'admin@office.demo.citytix.hk',
    secret: 'NXI4D4PTRYT47QPWVYOJHYHLLHLWJTUH',
  },
  eventManager: {
    email: 'events@office.demo.citytix.hk',
    secret: 'IWATRVUQKM74GGOCPNDN35QMCFJ6NEI2',
  },
  doorStaff: { email: 'door@office.demo.citytix.hk', secret: 'RAGSM5JMIX3EEKIOCAYPV57MRLTP7WVL' },
} as const
export type DemoStaff = keyof typeof demoStaff

/** Every demo staff member's password. */
const staffPassword = 'Office2026!'
const period = 30

/**
 * The time step each account last signed in with, in this worker: the server takes a code
 * once, and refuses a code of a step that signed in before (server/services/office/totp.ts).
 * It accepts the step after the current one too, so a second sign-in within 30 seconds uses
 * that one; the tests of a file that signs in staff run one after another in one worker.
 */
const lastStep = new Map<string, number>()

async function freshCode(email: string, secret: string): Promise<string> {
  const stepNow = () => Math.floor(Date.now() / 1000 / period)
  const used = lastStep.get(email) ?? Number.NEGATIVE_INFINITY
  // both steps the server would take are used already: wait for the clock to move on
  if (used > stepNow()) await expect.poll(stepNow, { timeout: 35_000 }).toBeGreaterThanOrEqual(used)
  const step = Math.max(stepNow(), used + 1)
  lastStep.set(email, step)
  const totp = new TOTP({ algorithm: 'SHA1', digits: 6, period, secret: Secret.fromBase32(secret) })
  return totp.generate({ timestamp: step * period * 1000 })
}

/** Opens `path` and waits for the app to have taken the page over (support/test.ts). */
export async function open(page: Page, path: string) {
  await page.goto(path)
  await expect(page.locator('html[data-first-view]')).toHaveCount(0)
}

export interface OfficeSession {
  authorization: string
}

/**
 * Signs `who` in on the office's sign-in page in `language`, as a staff member types it, and
 * waits for the office home; gives the session's header for the test's own API calls.
 */
export async function signInToOffice(
  page: Page,
  language: keyof typeof languages,
  who: DemoStaff,
): Promise<OfficeSession> {
  const w = (message: string) => word(language, message)
  const { email, secret } = demoStaff[who]
  const prefix = languages[language].prefix
  await open(page, `/${prefix}/Office/Login.html`)
  await expect(page.getByRole('heading', { level: 1, name: w('Box office sign-in') })).toBeVisible()
  await page.getByRole('textbox', { name: w('Staff email') }).fill(email)
  // a password field has no role: found by what it is for
  await page.locator('input[autocomplete="current-password"]').fill(staffPassword)
  await page
    .getByRole('textbox', { name: w('Code from your authenticator app') })
    .fill(await freshCode(email, secret))
  await page.getByRole('button', { name: w('Sign in') }).click()
  await expect(page).toHaveURL(/\/Office\/?$/)
  const token = await page.evaluate(
    () => (JSON.parse(sessionStorage.getItem('CT_OFFICE') ?? '{}') as { token?: string }).token,
  )
  expect(token, `${email}'s session`).toBeTruthy()
  return { authorization: `Bearer ${token}` }
}

/** The office API as `session`: the answer's JSON, after checking it succeeded. */
export async function officeApi<T>(
  page: Page,
  session: OfficeSession,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  data?: unknown,
): Promise<T> {
  const answer = await page.request.fetch(path, {
    method,
    headers: { ...session },
    ...(data === undefined ? {} : { data }),
  })
  expect(answer.ok(), `${method} ${path}: ${answer.status()} ${await answer.text()}`).toBe(true)
  return (await answer.json()) as T
}
