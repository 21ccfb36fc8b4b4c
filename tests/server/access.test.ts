// Who may do what, for every member operation of openapi.yaml (the list is read from the
// contract, so a new operation is checked the day it is added):
// - a visitor without a session is asked to log in (401 LOGIN_REQUIRED);
// - a revoked or expired session is told it expired (401 SESSION_EXPIRED), so the app asks for
//   a new login;
// - member A, with A's own session, cannot reach member B's things (transactions, receipts,
//   notices, change requests, card images, favourites, holds, previews, cinema bookings,
//   wish-list entries, points): a call naming one of B's is refused, and no call of A's
//   changes anything of B's or answers with anything of B's.
// - every office operation (`security: [{ staffSession: [roles] }]`) refuses a visitor (401), a
//   member's token (403) and each staff role it does not allow (403), and lets the roles it
//   allows through, reading the roles from the contract (issue #35, domain/office/roles.ts).
// Every member operation must say below whether a request can name another member's thing;
// an operation without a handler yet is listed as pending, by name.
import fc from 'fast-check'
import { type Kysely, sql } from 'kysely'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { staffRoles } from '../../domain/office/roles'
import { type JsonSchema, type Operation, operations } from '../../server/contract/contract'
import type { DB } from '../../server/db/schema'
import type { OperationId } from '../../server/http/handler'
import { handlers } from '../../server/routes'
import { answersForTests } from '../../server/services/botCheck'
import { endSession, startSession } from '../../server/services/sessions'
import { fixtureNow, insertCatalogueFixture } from '../../server/testing/catalogueFixture'
import { call, startTestServer, type TestServer } from '../../server/testing/harness'
import { insertMember } from '../../server/testing/members'
import { insertTransaction, uploadCardImage } from '../../server/testing/requests'
import { insertStaff, staffToken } from '../../server/testing/staffSessions'
import { validValue } from './schemaValues'

const memberOperations = operations.filter((op) => !op.isPublic && !op.staffRoles)
const officeOperations = operations.filter((op) => op.staffRoles)
const loginRequired = memberOperations.filter((op) => !op.memberOptional)
const hasHandler = (op: Operation) => op.operationId in handlers

// ── two members and what belongs to B ───────────────────────────────────────────────────

const b = {
  email: 'member.b@example.com.hk',
  txnNo: 'T2026112000777',
  noticeTitle: 'Only for member B: your seats B-12-15 and B-12-16',
  id: 0,
  noticeId: 0,
  wishId: 0,
  fileKey: '',
  holdId: '',
  previewId: '',
  bookingId: '',
  token: '',
}
let aId = 0
let server: TestServer

beforeAll(async () => {
  server = await startTestServer({
    now: fixtureNow,
    config: { rateLimitExempt: ['127.0.0.1'] },
    seed: async ({ db }) => {
      await insertCatalogueFixture(db)
      aId = await insertMember(db, 'member.a@example.com.hk')
      b.id = await insertMember(db, b.email)
      await insertTransaction(db, { txnNo: b.txnNo, memberId: b.id, performanceId: 800401 })
      const text = JSON.stringify({
        en: b.noticeTitle,
        'zh-Hant': b.noticeTitle,
        'zh-Hans': b.noticeTitle,
      })
      b.noticeId = (
        await db
          .insertInto('notices')
          .values({
            member_id: b.id,
            title: text,
            body: text,
            sent_at: new Date(+fixtureNow - 86_400_000),
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id
      b.wishId = (
        await db
          .insertInto('wish_list_entries')
          .values({
            member_id: b.id,
            sequence: 1,
            performance_id: 800401,
            price_zone_id: 80041,
            quantity: 2,
            delivery_method: 'eTicket',
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id
      await db
        .insertInto('points_ledger')
        .values({
          member_id: b.id,
          at: new Date(+fixtureNow - 86_400_000),
          type: 'topUp',
          points: 4321,
          payment_amount_cents: 432100,
          expires_on: '2027-12-01',
          description: text,
        })
        .execute()
      await db.insertInto('favourites').values({ member_id: b.id, event_id: 8001 }).execute()
      b.token = (await startSession(db, b.id, fixtureNow)).token
    },
  })
  b.fileKey = (await uploadCardImage(server, { token: b.token })).fileKey
  // B holds a ticket, when holding exists yet
  const hold = await call(server, {
    method: 'POST',
    url: '/api/basket/hold.do',
    headers: { authorization: `Bearer ${b.token}` },
    payload: { performanceId: 800101, quantities: [{ priceZoneId: 80011, quantity: 1 }] },
  })
  if (hold.status === 200 || hold.status === 201) b.holdId = hold.body.id
  // ...and has a checkout preview of it
  const preview = await call(server, {
    method: 'POST',
    url: '/api/checkout.do',
    headers: { authorization: `Bearer ${b.token}` },
    payload: { collectionMethod: 'eTicket', paymentMethod: 'visa' },
  })
  if (preview.status === 200) b.previewId = preview.body.previewId
  // ...and a cinema booking
  const captcha = await call(server, { url: '/api/cinema/captcha.do' })
  const captchaId = String(captcha.body.captchaId)
  const booking = await call(server, {
    method: 'POST',
    url: '/api/cinema/booking.do',
    headers: { authorization: `Bearer ${b.token}` },
    payload: {
      showId: 60002,
      seatIds: ['A2', 'A3'],
      tickets: [{ ticketClass: 'regular', quantity: 2 }],
      courier: false,
      captchaId,
      captchaCode: String(answersForTests?.get(captchaId)),
    },
  })
  if (booking.status === 201) b.bookingId = booking.body.bookingId
}, 120_000)
afterAll(() => server?.close())

let aToken = ''
// a fresh session for A before each call: logging out or changing a password ends the last one
beforeEach(async () => {
  aToken = (await startSession(server.database.db, aId, server.clock.now)).token
})

/** Everything of B's the database holds, to compare before and after A's calls. */
async function everythingOfB(db: Kysely<DB>) {
  const { rows: tables } = await sql<{ table_name: string }>`
    select table_name from information_schema.columns
    where column_name = 'member_id' and table_schema = current_schema()
    order by table_name
  `.execute(db)
  const snapshot: Record<string, unknown> = {
    members: (await db.selectFrom('members').selectAll().where('id', '=', b.id).execute()).map(
      (row) => ({ ...row }),
    ),
  }
  for (const { table_name: table } of tables) {
    const { rows } = await sql`
      select to_jsonb(t) as row from ${sql.table(table)} t where t.member_id = ${b.id}
      order by to_jsonb(t)::text
    `.execute(db)
    snapshot[table] = rows
  }
  return snapshot
}

/** What would give B away in an answer to A. */
const bMarkers = () =>
  [b.email, b.txnNo, b.noticeTitle, b.fileKey, b.holdId, b.previewId, b.bookingId, '4321'].filter(
    (marker) => marker !== '',
  )

// ── requests ─────────────────────────────────────────────────────────────────────────────

const sample = <T>(arbitrary: fc.Arbitrary<T>): T =>
  fc.sample(arbitrary, { seed: 20_261_123, numRuns: 1 })[0] as T

/** B's things by the names requests give them. */
const bByName = (): Record<string, unknown> => ({
  txnNo: b.txnNo,
  noticeIds: [b.noticeId],
  holdId: b.holdId || 'H-20261201-5521',
  previewId: b.previewId || 'PV-20261201-5521',
  bookingId: b.bookingId || 'CB-20261201-5521',
  id: b.wishId,
  eventId: 8001,
  cardImageKey: b.fileKey,
})

/** A request the contract accepts, naming B's things wherever a field or parameter can. */
function requestNamingB(operation: Operation, headers: Record<string, string>) {
  const values = (where: 'path' | 'query') =>
    Object.fromEntries(
      operation.parameters
        .filter((p) => p.in === where && (p.required || where === 'path'))
        .map((p) => [p.name, bByName()[p.name] ?? sample(validValue(p.schema))]),
    )
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(String(values('path')[name])),
  )
  const query = new URLSearchParams({ locale: 'en_US' })
  for (const [name, value] of Object.entries(values('query'))) query.set(name, String(value))
  const [type, schema] = Object.entries(operation.body ?? {})[0] ?? []
  let payload: string | undefined
  if (schema) {
    const body = sample(validValue(schema as JsonSchema)) as Record<string, unknown>
    if (body && typeof body === 'object')
      for (const [name, value] of Object.entries(bByName())) if (name in body) body[name] = value
    payload =
      type === 'application/json'
        ? JSON.stringify(body)
        : new URLSearchParams(
            Object.entries(body ?? {}).map(([k, v]) => [
              k,
              typeof v === 'string' ? v : JSON.stringify(v),
            ]),
          ).toString()
  }
  return {
    method: operation.method,
    url: `${path}?${query}`,
    headers: { ...headers, ...(type ? { 'content-type': type } : {}) },
    ...(payload !== undefined ? { payload } : {}),
  }
}

// ── the operations that can name another member's thing, and how A tries B's ────────────

type Attempt = () => Promise<{ status: number; body: unknown }>
const asA = (method: string, url: string, payload?: object) => () =>
  call(server, {
    method: method as 'GET',
    url: `${url}${url.includes('?') ? '&' : '?'}locale=en_US`,
    headers: { authorization: `Bearer ${aToken}` },
    ...(payload ? { payload } : {}),
  })

/** A's attempt at one of B's things, which must be refused. */
const namesAnotherMembers: Partial<Record<OperationId, { what: string; attempt: Attempt }>> = {
  getTransactionDetail: {
    what: 'B’s transaction',
    attempt: asA('GET', `/api/Member/TransactionDetail.do?txnNo=${b.txnNo}`),
  },
  getReceipt: { what: 'B’s receipt', attempt: asA('GET', `/api/receipt/${b.txnNo}.do`) },
  markNoticesRead: {
    what: 'B’s notice',
    attempt: () => asA('POST', '/api/user/personalNotice/read.do', { noticeIds: [b.noticeId] })(),
  },
  submitTxnChangeRequest: {
    what: 'a change to B’s transaction, with B’s card digits and B’s card image',
    attempt: () =>
      asA('POST', '/api/txnChangeRequest.do', {
        txnNo: b.txnNo,
        cardNumber: '4921 **** **** 0357',
        cardImageKey: b.fileKey,
        changeAddress: true,
        newAddress: 'Somewhere else',
      })(),
  },
  submitDeliveryChangeRequest: {
    what: 'a delivery change to B’s transaction, with B’s email and card image',
    attempt: () =>
      asA('POST', '/api/deliveryChangeRequest.do', {
        txnNo: b.txnNo,
        contactName: 'Chan Tai Man',
        mobile: '+852 9123 4567',
        deliveryAddress: 'Somewhere else',
        email: b.email,
        cardImageKey: b.fileKey,
      })(),
  },
  getCheckoutPreview: {
    what: 'B’s checkout preview',
    attempt: () => asA('GET', `/api/preview/${b.previewId || 'PV-20261201-5521'}.do`)(),
  },
  getCinemaBooking: {
    what: 'B’s cinema booking',
    attempt: () => asA('GET', `/api/cinema/booking/${b.bookingId || 'CB-20261201-5521'}.do`)(),
  },
  releaseHold: {
    what: 'B’s hold',
    attempt: () => asA('DELETE', `/api/basket/hold/${b.holdId || 'H-20261201-5521'}.do`)(),
  },
  reorderWishListEntry: {
    what: 'B’s wish-list entry',
    attempt: () => asA('POST', `/api/ticketWishlish/${b.wishId}/sequence.do`, { sequence: 1 })(),
  },
  payWishListEntry: {
    what: 'B’s wish-list entry',
    attempt: () => asA('POST', `/api/ticketWishlist/${b.wishId}/payment.do`, {})(),
  },
  cancelWishListEntry: {
    what: 'B’s wish-list entry',
    attempt: () => asA('DELETE', `/api/ticketWishlist/${b.wishId}.do`)(),
  },
  restoreWishListEntry: {
    what: 'B’s wish-list entry',
    attempt: () => asA('POST', `/api/ticketWishlist/${b.wishId}/restore.do`)(),
  },
  linkSocialLogin: {
    what: 'a social sign-in B started',
    attempt: async () => {
      const started = await call(server, {
        method: 'POST',
        url: '/api/Member/socialLogins/start.do',
        headers: { authorization: `Bearer ${b.token}` },
        payload: { provider: 'google' },
      })
      // no provider is configured here: nothing B could start, and A's try is refused anyway
      const state = started.status === 200 ? started.body.state : 'a-state-of-b'
      return asA('POST', '/api/Member/socialLogins.do', { provider: 'google', code: 'x', state })()
    },
  },
}

/** Operations whose requests name nothing but the caller's own things, and why. */
const callerOnly: Partial<Record<OperationId, string>> = {
  logout: 'ends the caller’s own session',
  requestVerificationOtp: 'mails a code to an address for the caller’s own change',
  getMemberInfo: 'reads the caller’s own profile',
  updateMemberInfo: 'changes the caller’s own profile',
  changePassword: 'changes the caller’s own password',
  startSocialLink: 'starts a link for the caller',
  getTransactions: 'lists the caller’s own transactions',
  getPersonalNotices: 'lists the caller’s own notices',
  getFavourites: 'lists the caller’s own favourites',
  addFavourite: 'names a public event, kept on the caller’s list',
  removeFavourite: 'names a public event, taken off the caller’s list',
  getCardImageUploadUrl: 'gives the caller an address of their own',
  getBasket: 'shows the caller’s own holds',
  createHold: 'holds public seats for the caller',
  checkout: 'previews the caller’s own basket',
  pay: 'pays the caller’s own preview (an id; tried below with a request naming nothing of B’s)',
  createCinemaBooking: 'books public seats for the caller',
  confirmCinemaBooking: 'confirms the caller’s own booking',
  getPointsBalance: 'reads the caller’s own points',
  getPointHistory: 'reads the caller’s own points',
  getPointsExpiration: 'reads the caller’s own points',
  buyPoints: 'buys points for the caller',
  getWishList: 'lists the caller’s own wish list',
  createWishListEntry: 'adds to the caller’s own wish list',
  getPerformanceSeatPlan: 'reads a public seat plan; a queued one with the caller’s own pass',
  joinWaitingRoom: 'puts the caller in a public sale’s room',
  getWaitingRoomStatus: 'reads the caller’s own place, found by the caller’s session',
}

// ── the tests ────────────────────────────────────────────────────────────────────────────

const name = (op: Operation) => `${op.operationId} (${op.method} ${op.path})`
const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

describe('a visitor without a session', () => {
  it('meets a list of member operations read from the contract', () => {
    expect(loginRequired.length).toBeGreaterThan(20)
  })

  it.each(loginRequired.map((op) => [name(op), op] as const))(
    '%s asks them to log in first',
    async (_, operation) => {
      const answer = await call(server, requestNamingB(operation, {}))
      expect(answer).toMatchObject({
        status: 401,
        body: { code: 'LOGIN_REQUIRED', message: 'Please login first.' },
      })
    },
  )
})

describe('a session that ended', () => {
  it.each(memberOperations.map((op) => [name(op), op] as const))(
    '%s tells a revoked or expired session it expired',
    async (_, operation) => {
      const db = server.database.db
      const revoked = await startSession(db, aId, server.clock.now)
      const found = await db
        .selectFrom('sessions')
        .select('id')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow()
      await endSession(db, found.id, server.clock.now)
      // started long enough ago to have run out
      const expired = await startSession(db, aId, new Date(+server.clock.now - 30 * 86_400_000))
      for (const token of [revoked.token, expired.token]) {
        const answer = await call(server, requestNamingB(operation, bearer(token)))
        expect(answer).toMatchObject({ status: 401, body: { code: 'SESSION_EXPIRED' } })
      }
    },
  )
})

describe('member A against member B’s things', () => {
  it('starts with B owning something of every kind A will try to reach', async () => {
    const of = await everythingOfB(server.database.db)
    for (const table of ['transactions', 'notices', 'favourites', 'wish_list_entries', 'uploads'])
      expect(of[table], table).toHaveLength(1)
    expect(of.points_ledger).toHaveLength(1)
    // a hold when selling answers (server/routes/selling.ts)
    if ('createHold' in handlers) expect(b.holdId).not.toBe('')
    if ('checkout' in handlers) expect(b.previewId).not.toBe('')
    if ('createCinemaBooking' in handlers) expect(b.bookingId).not.toBe('')
  })

  it('knows for every member operation whether a request can name another member’s thing', () => {
    const unsaid = memberOperations
      .map((op) => op.operationId as OperationId)
      .filter((id) => !(id in namesAnotherMembers) && !(id in callerOnly))
    expect(unsaid, 'add each to namesAnotherMembers or callerOnly').toEqual([])
  })

  for (const operation of memberOperations) {
    const id = operation.operationId as OperationId
    if (!hasHandler(operation)) {
      it.todo(`${name(operation)}: pending — no handler yet`)
      continue
    }
    const scenario = namesAnotherMembers[id]
    if (scenario)
      it(`${name(operation)} refuses A ${scenario.what}, changes nothing of B’s and tells nothing of B’s`, async () => {
        const before = await everythingOfB(server.database.db)
        const answer = await scenario.attempt()
        expect([400, 401, 403, 404, 409]).toContain(answer.status)
        const text = JSON.stringify(answer.body)
        for (const marker of bMarkers()) expect(text).not.toContain(marker)
        expect(await everythingOfB(server.database.db)).toEqual(before)
      })

    it(`${name(operation)} called by A, naming B’s things wherever it can, changes nothing of B’s and tells nothing of B’s`, async () => {
      const before = await everythingOfB(server.database.db)
      const answer = await call(server, requestNamingB(operation, bearer(aToken)))
      expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500)
      const text = JSON.stringify(answer.body)
      for (const marker of bMarkers()) expect(text).not.toContain(marker)
      expect(await everythingOfB(server.database.db)).toEqual(before)
    })
  }

  it('lists A’s own transactions, notices and favourites without B’s', async () => {
    const transactions = await asA('POST', '/api/user/txns.do', { month: '2026-11' })()
    expect(transactions).toMatchObject({ status: 200, body: { data: [] } })
    const notices = await asA('POST', '/api/user/personalNotices.do', {})()
    expect(notices).toMatchObject({ status: 200, body: { data: [] } })
    const favourites = await asA('GET', '/api/user/favourites.do')()
    expect(favourites).toMatchObject({ status: 200, body: { data: [] } })
  })
})

describe('the box office: every office operation and who may call it', () => {
  const staffIds = new Map<string, number>()
  beforeAll(async () => {
    for (const role of staffRoles)
      staffIds.set(role, (await insertStaff(server.database.db, role)).id)
  })

  it('meets the office operations read from the contract', () => {
    expect(officeOperations.map((op) => op.operationId)).toContain('getStaffSession')
    for (const op of officeOperations) {
      expect(op.path, op.operationId).toMatch(/^\/api\/office\//)
      expect(op.staffRoles, op.operationId).toContain('administrator')
    }
  })

  it.each(officeOperations.map((op) => [name(op), op] as const))(
    '%s refuses a visitor, a member and the roles it does not allow, and lets the others in',
    async (_, operation) => {
      const visitor = await call(server, requestNamingB(operation, {}))
      expect(visitor).toMatchObject({
        status: 401,
        body: { code: 'LOGIN_REQUIRED', message: 'Please login first.' },
      })
      const member = await call(server, requestNamingB(operation, bearer(aToken)))
      expect(member).toMatchObject({
        status: 403,
        body: { code: 'FORBIDDEN', message: 'Forbidden' },
      })
      for (const role of staffRoles) {
        // a new session each time: an operation may end the one it was called with
        const token = await staffToken(server.database.db, role, staffIds.get(role))
        const answer = await call(server, requestNamingB(operation, bearer(token)))
        const what = `${role}: ${answer.status} ${JSON.stringify(answer.body)}`
        if (operation.staffRoles?.includes(role)) {
          expect([401, 403], what).not.toContain(answer.status)
          expect(answer.status, what).toBeLessThan(500)
        } else {
          expect(answer, what).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } })
        }
      }
    },
  )

  it('asks a staff member whose session ended, or whose account was disabled, to sign in again', async () => {
    const db = server.database.db
    const { id } = await insertStaff(db, 'event_manager')
    const token = await staffToken(db, 'event_manager', id)
    const who = () =>
      call(server, { url: '/api/office/session?locale=en_US', headers: bearer(token) })
    expect((await who()).status).toBe(200)
    await db.updateTable('staff').set({ disabled: true }).where('id', '=', id).execute()
    expect(await who()).toMatchObject({ status: 401, body: { code: 'SESSION_EXPIRED' } })
    const unknown = await call(server, {
      url: '/api/office/session?locale=en_US',
      headers: bearer('cts_not-a-session'),
    })
    expect(unknown).toMatchObject({ status: 401, body: { code: 'SESSION_EXPIRED' } })
  })

  it('never lets a staff token act as a member', async () => {
    const token = await staffToken(
      server.database.db,
      'administrator',
      staffIds.get('administrator'),
    )
    const answer = await call(server, {
      url: '/api/Member/MemberInfo.do?locale=en_US',
      headers: bearer(token),
    })
    expect(answer.status).toBe(401)
  })
})
