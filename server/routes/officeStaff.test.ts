// The administrator's staff accounts and the audit log (issue #35): adding a member who then
// signs in with the secret shown once, a new role, disabling (their sessions end at once), a new
// authenticator secret, the last administrator kept, and every change in the audit log without
// a secret in it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { totpCode } from '../services/office/totp'
import { call, startTestServer, type TestServer } from '../testing/harness'
import { insertStaff, staffToken } from '../testing/staffSessions'

let server: TestServer
let admin: { id: number; token: string }

beforeAll(async () => {
  server = await startTestServer({
    seed: async ({ db }) => {
      const { id } = await insertStaff(db, 'administrator', { name: 'Ada Lam' })
      admin = { id, token: await staffToken(db, 'administrator', id) }
    },
  })
})
afterAll(() => server.close())

const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
const asAdmin = (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: Record<string, unknown>,
  locale = 'en_US',
) =>
  call(server, {
    method,
    url: `${url}${url.includes('?') ? '&' : '?'}locale=${locale}`,
    headers: bearer(admin.token),
    ...(payload ? { payload } : {}),
  })

/** A fresh 30-second step, so each sign-in's code is one no sign-in used before. */
const nextStep = () => {
  server.clock.now = new Date((Math.floor(+server.clock.now / 30_000) + 1) * 30_000 + 5_000)
}
const signIn = (email: string, password: string, secret: string) => {
  nextStep()
  return call(server, {
    method: 'POST',
    url: '/api/office/session?locale=en_US',
    payload: { email, password, code: totpCode(secret, server.clock.now) },
  })
}

let added: { id: number; email: string; secret: string }

describe('staff accounts', () => {
  it('adds a staff member, who signs in with the first password and the secret shown once', async () => {
    const answer = await asAdmin('POST', '/api/office/staff', {
      email: 'ben.ho@office.test',
      name: ' Ben Ho ',
      role: 'event_manager',
      password: 'FirstPass2026',
    })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(answer.body.staff).toMatchObject({
      email: 'ben.ho@office.test',
      name: 'Ben Ho',
      role: 'event_manager',
      disabled: false,
    })
    const { secret, uri } = answer.body.authenticator
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(uri).toMatch(/^otpauth:\/\/totp\/.*secret=/)
    expect(uri).toContain(secret)
    added = { id: answer.body.staff.id, email: 'ben.ho@office.test', secret }

    const list = await asAdmin('GET', '/api/office/staff')
    expect(list.status).toBe(200)
    expect(list.body.data.map((row: { email: string }) => row.email)).toContain(added.email)
    // the list never answers a secret
    expect(JSON.stringify(list.body)).not.toContain(secret)

    const signedIn = await signIn(added.email, 'FirstPass2026', secret)
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200)
    expect(signedIn.body.staff.role).toBe('event_manager')
  })

  it('refuses a second account with the same email, and a form with mistakes by field', async () => {
    const again = await asAdmin('POST', '/api/office/staff', {
      email: 'BEN.HO@office.test',
      name: 'Another Ben',
      role: 'door_staff',
      password: 'FirstPass2026',
    })
    expect(again).toMatchObject({ status: 409, body: { code: 'EMAIL_ALREADY_REGISTERED' } })
    const wrong = await asAdmin('POST', '/api/office/staff', {
      email: 'not-an-address',
      name: '',
      password: 'short',
    })
    expect(wrong.status).toBe(400)
    expect(Object.keys(wrong.body.fields ?? {}).sort()).toEqual([
      'email',
      'name',
      'password',
      'role',
    ])
  })

  it('is the administrator’s alone: an event manager is refused', async () => {
    const token = await staffToken(server.database.db, 'event_manager')
    const answer = await call(server, { url: '/api/office/staff', headers: bearer(token) })
    expect(answer).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } })
  })

  it('gives a new role, which the staff member has at their next call', async () => {
    const token = await staffToken(server.database.db, 'event_manager', added.id)
    const changed = await asAdmin('PATCH', `/api/office/staff/${added.id}`, {
      role: 'customer_service',
    })
    expect(changed).toMatchObject({ status: 200, body: { role: 'customer_service' } })
    const who = await call(server, { url: '/api/office/session', headers: bearer(token) })
    expect(who.body.role).toBe('customer_service')
  })

  it('disables an account: its sessions end at once, and it cannot sign in until enabled', async () => {
    const token = await staffToken(server.database.db, 'customer_service', added.id)
    const disabled = await asAdmin('PATCH', `/api/office/staff/${added.id}`, { disabled: true })
    expect(disabled).toMatchObject({ status: 200, body: { disabled: true } })
    const after = await call(server, { url: '/api/office/session', headers: bearer(token) })
    expect(after).toMatchObject({ status: 401, body: { code: 'SESSION_EXPIRED' } })
    const sessions = await server.database.db
      .selectFrom('staff_sessions')
      .select('revoked_at')
      .where('staff_id', '=', added.id)
      .execute()
    expect(sessions.every((session) => session.revoked_at !== null)).toBe(true)
    expect((await signIn(added.email, 'FirstPass2026', added.secret)).body.code).toBe(
      'ACCOUNT_LOCKED',
    )
    const enabled = await asAdmin('PATCH', `/api/office/staff/${added.id}`, { disabled: false })
    expect(enabled).toMatchObject({ status: 200, body: { disabled: false } })
    expect((await signIn(added.email, 'FirstPass2026', added.secret)).status).toBe(200)
  })

  it('gives a new authenticator secret: the old one stops working, the new one signs in', async () => {
    const reset = await asAdmin('POST', `/api/office/staff/${added.id}/authenticator`)
    expect(reset.status, JSON.stringify(reset.body)).toBe(200)
    const secret = reset.body.authenticator.secret as string
    expect(secret).not.toBe(added.secret)
    expect((await signIn(added.email, 'FirstPass2026', added.secret)).body.code).toBe(
      'WRONG_PASSWORD',
    )
    expect((await signIn(added.email, 'FirstPass2026', secret)).status).toBe(200)
    added.secret = secret
  })

  it('answers 404 for an account that does not exist', async () => {
    expect((await asAdmin('PATCH', '/api/office/staff/999999', { disabled: true })).status).toBe(
      404,
    )
    expect((await asAdmin('POST', '/api/office/staff/999999/authenticator')).status).toBe(404)
  })

  it('keeps the last administrator: neither demoted nor disabled, said in every language', async () => {
    const demote = await asAdmin('PATCH', `/api/office/staff/${admin.id}`, { role: 'door_staff' })
    expect(demote).toMatchObject({
      status: 409,
      body: {
        code: 'LAST_ADMINISTRATOR',
        message: 'This is the last administrator: add or enable another administrator first.',
      },
    })
    const disable = await asAdmin(
      'PATCH',
      `/api/office/staff/${admin.id}`,
      { disabled: true },
      'zh_TW',
    )
    expect(disable).toMatchObject({ status: 409, body: { code: 'LAST_ADMINISTRATOR' } })
    expect(disable.body.message).toMatch(/管理員/)
    const simplified = await asAdmin(
      'PATCH',
      `/api/office/staff/${admin.id}`,
      { disabled: true },
      'zh_CN',
    )
    expect(simplified.body.message).toMatch(/管理员/)
    // still the administrator
    const who = await call(server, { url: '/api/office/session', headers: bearer(admin.token) })
    expect(who.body.role).toBe('administrator')

    // with a second administrator, the first may step down
    const promoted = await asAdmin('PATCH', `/api/office/staff/${added.id}`, {
      role: 'administrator',
    })
    expect(promoted.status).toBe(200)
    const demoted = await asAdmin('PATCH', `/api/office/staff/${added.id}`, { role: 'door_staff' })
    expect(demoted.status).toBe(200)
  })
})

describe('the audit log', () => {
  it('records every change with who and when, before and after, and no secret', async () => {
    const log = await asAdmin('GET', '/api/office/audit')
    expect(log.status, JSON.stringify(log.body)).toBe(200)
    const actions = log.body.data.map((entry: { action: string }) => entry.action)
    expect(actions).toContain('addStaff')
    expect(actions).toContain('updateStaff')
    expect(actions).toContain('resetStaffAuthenticator')
    expect(log.body.actions).toEqual(['addStaff', 'resetStaffAuthenticator', 'updateStaff'])
    const text = JSON.stringify(log.body)
    expect(text).not.toContain(added.secret)
    expect(text).not.toContain('FirstPass2026')
    expect(text).not.toMatch(/argon2|password_hash|totp_secret/)
    const add = log.body.data.find((entry: { action: string }) => entry.action === 'addStaff')
    expect(add).toMatchObject({
      staff: { id: admin.id, name: 'Ada Lam' },
      target: `staff:${added.id}`,
      before: null,
      after: { email: added.email, name: 'Ben Ho', role: 'event_manager', disabled: false },
    })
    expect(add.at).toMatch(/\+08:00$/)
    // newest first
    const times = log.body.data.map((entry: { at: string }) => Date.parse(entry.at))
    expect([...times].sort((a, b) => b - a)).toEqual(times)
  })

  it('filters by action and by staff member', async () => {
    const roles = await asAdmin('GET', '/api/office/audit?action=updateStaff')
    expect(roles.body.total).toBeGreaterThan(0)
    expect(
      roles.body.data.every((entry: { action: string }) => entry.action === 'updateStaff'),
    ).toBe(true)
    const role = roles.body.data.find(
      (entry: { before: { role: string }; after: { role: string } }) =>
        entry.before.role === 'event_manager' && entry.after.role === 'customer_service',
    )
    expect(role).toBeDefined()
    const nobody = await insertStaff(server.database.db, 'door_staff')
    const none = await asAdmin('GET', `/api/office/audit?staffId=${nobody.id}`)
    expect(none.body).toMatchObject({ total: 0, pageCount: 0, data: [] })
    const mine = await asAdmin('GET', `/api/office/audit?staffId=${admin.id}`)
    expect(mine.body.total).toBe(roles.body.total + 2)
  })
})
