// The README's demo staff logins (issue #35): one of each role, each signing in with the demo
// password and a code of its documented secret.
import { afterAll, beforeAll, expect, it } from 'vitest'
import { staffRoles } from '../../domain/office/roles'
import { totpCode } from '../services/office/totp'
import { call, startTestServer, type TestServer } from '../testing/harness'
import { demoStaff, demoStaffPassword, seedStaff } from './staff'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ seed: ({ db }) => seedStaff(db) })
})
afterAll(() => server.close())

it('has one demo staff member of each role, each signing in with its code', async () => {
  expect(demoStaff.map((staff) => staff.role).sort()).toEqual([...staffRoles].sort())
  for (const [index, staff] of demoStaff.entries()) {
    const answer = await call(server, {
      method: 'POST',
      url: '/api/office/session?locale=en_US',
      payload: {
        email: staff.email,
        password: demoStaffPassword,
        code: totpCode(staff.totpSecret, server.clock.now),
      },
      remoteAddress: `10.0.9.${index + 1}`,
    })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(answer.body.staff).toMatchObject({ email: staff.email, role: staff.role })
  }
  const demo = await server.database.db.selectFrom('staff').select('demo').execute()
  expect(demo.every((row) => row.demo)).toBe(true)
})
