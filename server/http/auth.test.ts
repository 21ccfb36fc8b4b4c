import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { operations } from '../contract/contract'
import { call, startTestServer, type TestServer } from '../testing/harness'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

/** A path with every parameter filled with a value its schema accepts. */
function sampleUrl(path: string) {
  return path
    .replace('{holdId}', 'H-20261201-5521')
    .replace('{txnNo}', 'T2026120100042')
    .replace(/\{[^}]+\}/g, '1')
}

const memberOperations = operations.filter(
  (operation) => !operation.isPublic && !operation.memberOptional,
)

describe('member operations', () => {
  it('exist in the contract (so the loop below checks something)', () => {
    expect(memberOperations.length).toBeGreaterThan(20)
  })

  it.each(memberOperations.map((op) => [`${op.method} ${op.path}`, op] as const))(
    '%s asks a visitor to log in first',
    async (_name, operation) => {
      const answer = await call(server, {
        method: operation.method,
        url: `${sampleUrl(operation.path)}?locale=en_US`,
      })
      expect(answer.status).toBe(401)
      expect(answer.body).toEqual({ code: 'LOGIN_REQUIRED', message: 'Please login first.' })
    },
  )
})
