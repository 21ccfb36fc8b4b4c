// A seeded demo member logged in through the API, the session kept in the browser the way the
// app keeps it (CL_TK and its companions in local storage), so a test starts on member pages.
import { expect, type Page } from '@playwright/test'

/** The password every seeded demo member has. */
export const demoPassword = 'Citytix2026!'

/** The login ID of seeded demo member `n` (member001@demo.citytix.hk is number 1). */
export const demoMember = (n: number) => `member${String(n).padStart(3, '0')}@demo.citytix.hk`

/** The header for the test's own API calls as this member. */
export interface Session {
  authorization: string
}

/** Logs `loginId` in; every page the test opens afterwards starts logged in. */
export async function logIn(page: Page, loginId = demoMember(1)): Promise<Session> {
  const answer = await page.request.post('/api/user/login.do?locale=en_US', {
    data: { loginId, password: demoPassword },
  })
  expect(answer.ok(), loginId).toBe(true)
  const { token, member } = (await answer.json()) as {
    token: string
    member: { memberId: number; displayName: string }
  }
  await page.addInitScript(
    ({ token, name, memberId }) => {
      localStorage.setItem('isLogin', 'true')
      localStorage.setItem('welcome', name)
      // whose input an expired session keeps (app/auth/keptInput.ts)
      localStorage.setItem('memberId', String(memberId))
      localStorage.setItem('CL_TK', token)
    },
    { token, name: member.displayName, memberId: member.memberId },
  )
  return { authorization: `Bearer ${token}` }
}
