// Calls every operation of openapi.yaml through the app's own query and mutation options
// against the Prism mock, and checks each answer validates against the schema the document
// gives for it, that the app called the operation it is listed under, and what the app's query
// client tells the visitor. Prism's Prefer header reaches the error paths.
import type { QueryClient } from '@tanstack/react-query'
import { afterAll, beforeEach, describe, expect, inject, it, vi } from 'vitest'
import { cinemaTicketClasses } from '../../domain/cinemaTicketClasses'
import { errorCodes } from '../../domain/errorCodes'
import { calendarFilters, onSaleTabs, regions } from '../../domain/filters'
import { wishListStatuses } from '../../domain/wishListStatus'
import { contractBaseUrl } from './mock'
import { openapiSchemas } from './openapiSchemas'

// The app's client takes the page's origin and storage when it loads: point it at the mock.
vi.hoisted(() => {
  const items = new Map<string, string>()
  globalThis.location = {
    origin: 'http://127.0.0.1:4610',
    hostname: 'www.citytix.hk',
  } as Location
  globalThis.localStorage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  } as Storage
})

const { i18n } = await import('@lingui/core')
const { api } = await import('../../app/api/client')
const { createQueryClient } = await import('../../app/api/queryClient')
const queries = await import('../../app/api/queries')
const { auth } = await import('../../app/auth/auth')
const { staffAuth } = await import('../../app/auth/staffAuth')
const { calls, contactWithBadEmail, used } = await import('./calls')
type Run = import('./calls').Run
type Failure = import('../../app/api/failures').Failure

const openapi = inject('openapi')
const { operations, problems, withoutExamples } = openapiSchemas(openapi)
const memberToken = 'ctx_8e1f4b2a9c7d4e60b3a5'

// What each call sent and what the mock answered, seen from inside the app's client; and the
// Prefer header the next calls send.
let prefer: string | undefined
const sent: { method: string; path: string }[] = []
const answered: Response[] = []
const watch = {
  onRequest({ request }: { request: Request }) {
    sent.push({ method: request.method, path: new URL(request.url).pathname })
    if (!prefer) return undefined
    const headers = new Headers(request.headers)
    headers.set('Prefer', prefer)
    return new Request(request, { headers })
  },
  onResponse({ response }: { response: Response }) {
    answered.push(response.clone())
    return undefined
  },
}
api.use(watch)
afterAll(() => api.eject(watch))

beforeEach(() => {
  expect(location.origin).toBe(contractBaseUrl)
  i18n.loadAndActivate({ locale: 'zh-Hant', messages: {} })
  auth.logIn(memberToken, 'Chan Tai Man', 200457)
  staffAuth.signIn('cts_Qm9g3v7XcQ2aL0pK8sT1nW4yZ6rB5dE9', {
    id: 1,
    email: 'ada.lam@citytix.example',
    name: 'Ada Lam',
    role: 'administrator',
  })
  prefer = undefined
  sent.length = 0
  answered.length = 0
})

/** Whether a request path is an instance of an openapi.yaml path template. */
function matches(template: string, path: string) {
  const pattern = template.replace(/[.]/g, '\\.').replace(/\{[^}]+\}/g, '[^/]+')
  return new RegExp(`^${pattern}$`).test(path)
}

/** The app's query client, trying nothing twice, recording what it would tell the visitor. */
function appClient(): { client: QueryClient; told: Failure[] } {
  const told: Failure[] = []
  const client = createQueryClient((failure) => told.push(failure))
  const defaults = client.getDefaultOptions()
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } })
  return { client, told }
}

/** Runs a call and returns what it sent, its status, and what is wrong with its body. */
async function answer(operation: string, run: Run, preferred?: string) {
  prefer = preferred
  const { client, told } = appClient()
  await run(client).catch(() => undefined)
  const response = answered[0]
  if (!response) throw new Error(`${operation}: the app sent nothing`)
  const mediaType = response.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? ''
  const text = await response.text()
  const body =
    response.status === 204 || text === ''
      ? undefined
      : mediaType.endsWith('json')
        ? JSON.parse(text)
        : text
  const quiet = [...client.getQueryCache().getAll(), ...client.getMutationCache().getAll()].some(
    (call) => call.meta?.quiet,
  )
  return {
    sent: [...sent],
    status: response.status,
    body,
    wrong: problems(operation, response.status, mediaType, body),
    told,
    quiet,
  }
}

const call = (operation: string): Run => {
  const found = calls[operation]
  if (!found) throw new Error(`no call for ${operation}`)
  return found
}

describe('the contract test', () => {
  it('calls every operation openapi.yaml documents, and nothing else', () => {
    expect(Object.keys(calls).sort()).toEqual([...operations].sort())
  })

  it('drives every query and mutation the app has', () => {
    const options = Object.entries(queries).filter(([name]) => /(Query|Mutation)$/.test(name))
    expect(options.length).toBeGreaterThan(0)
    expect(options.filter(([, value]) => !used.has(value)).map(([name]) => name)).toEqual([])
  })

  it('rejects bodies that break the contract', () => {
    const config = 'GET /data/config.json'
    expect(problems(config, 200, 'application/json', { showWishList: 'yes' })).not.toEqual([])
    const detail = 'GET /api/event/{eventId}.do'
    expect(problems(detail, 200, 'application/json', { id: 8801, extra: true })).not.toEqual([])
    const busy = { code: 'SERVER_BUSY', message: 'Server is busy, please try again later.' }
    expect(problems(config, 503, 'application/json', busy)).toEqual([])
    expect(problems(config, 503, 'application/json', { ...busy, code: 'OOPS' })).not.toEqual([])
  })
})

describe('openapi.yaml', () => {
  it('gives the mock an example for every request body and every answer', () => {
    expect(withoutExamples()).toEqual([])
  })

  const schemas = (openapi.components as { schemas: Record<string, { enum?: string[] }> }).schemas
  const errorSchema = schemas.Error as { properties: { code: { enum: string[] } } }

  it.each([
    ['Error.code', errorSchema.properties.code.enum, errorCodes],
    ['WishListStatus', schemas.WishListStatus?.enum, wishListStatuses],
    ['CinemaTicketClass', schemas.CinemaTicketClass?.enum, cinemaTicketClasses],
    ['CalendarFilter', schemas.CalendarFilter?.enum, calendarFilters],
    ['Region', schemas.Region?.enum, regions],
    ['OnSaleTab', schemas.OnSaleTab?.enum, onSaleTabs],
  ])('lists exactly the domain values in %s', (_, documented, domain) => {
    expect(documented).toEqual([...domain])
  })
})

describe.each(operations)('%s', (operation) => {
  it('is what the app calls, and answers with a body its schema accepts', async () => {
    const { sent, status, wrong, told } = await answer(operation, call(operation))
    const [method, template = ''] = operation.split(' ')
    expect(sent).toHaveLength(1)
    expect(sent[0]?.method).toBe(method)
    expect(matches(template, sent[0]?.path ?? ''), sent[0]?.path).toBe(true)
    expect(status).toBeGreaterThanOrEqual(200)
    expect(status).toBeLessThan(300)
    expect(wrong).toEqual([])
    expect(told).toEqual([])
  })

  it('answers a busy server with the Error body, which the app says in the visitor language', async () => {
    const { status, body, wrong, told, quiet } = await answer(
      operation,
      call(operation),
      'code=503, example=zhHant',
    )
    expect(status).toBe(503)
    expect(wrong).toEqual([])
    expect(body).toEqual({ code: 'SERVER_BUSY', message: '伺服器繁忙，請稍後再試。' })
    // config, notices and logout fail silently (spec §4); everything else says it once
    expect(told).toEqual(quiet ? [] : [{ kind: 'notice', message: '伺服器繁忙，請稍後再試。' }])
  })
})

describe('error paths', () => {
  it('raises a notification with the server message on a 403', async () => {
    const { status, wrong, told } = await answer(
      'GET /api/basket.do',
      call('GET /api/basket.do'),
      'code=403, example=zhHant',
    )
    expect([status, wrong]).toEqual([403, []])
    expect(told).toEqual([{ kind: 'notice', message: '禁止存取：此帳戶不能購買此活動的門票。' }])
  })

  it('asks a visitor without a session to log in again on a member page', async () => {
    auth.logOut()
    const { status, body, wrong, told } = await answer(
      'GET /api/user/balance.do',
      call('GET /api/user/balance.do'),
    )
    expect([status, wrong]).toEqual([401, []])
    expect(body).toMatchObject({ code: 'SESSION_EXPIRED' })
    expect(told).toEqual([{ kind: 'sessionExpired' }])
  })

  it('leaves a wrong password to the login screen, in its language', async () => {
    const { status, body, wrong, told } = await answer(
      'POST /api/user/login.do',
      call('POST /api/user/login.do'),
      'code=401, example=zhHans',
    )
    expect([status, wrong]).toEqual([401, []])
    expect(body).toEqual({ code: 'WRONG_PASSWORD', message: '密码错误。' })
    expect(told).toEqual([])
  })

  it.each([
    ['POST /api/basket/hold.do', 'code=409, example=notConsecutive', 409, 'SEATS_NOT_CONSECUTIVE'],
    ['POST /api/cinema/booking.do', 'code=409, example=seatUnavailable', 409, 'SEAT_UNAVAILABLE'],
    [
      'POST /api/ticketWishlist/{id}/payment.do',
      'code=402, example=insufficient',
      402,
      'INSUFFICIENT_POINTS',
    ],
    ['POST /api/ticketWishlist.do', 'code=409', 409, 'WISH_LIST_LIMIT'],
    ['POST /api/user/resetPassword.do', 'code=410', 410, 'RESET_LINK_EXPIRED'],
    ['POST /api/unsubscribe.do', 'code=404', 404, 'EMAIL_NOT_REGISTERED'],
    ['POST /api/user/register.do', 'code=409', 409, 'EMAIL_ALREADY_REGISTERED'],
    ['POST /api/Member/ChangePassword.do', 'code=422', 422, 'OLD_PASSWORD_INCORRECT'],
    ['POST /api/LoginOTP.do', 'code=403, example=notActivated', 403, 'ACCOUNT_NOT_ACTIVATED'],
    ['POST /api/login/google.do', 'code=401', 401, 'SOCIAL_LOGIN_FAILED'],
    ['GET /api/txnChangeRequest/presignedUrl.do', 'code=400', 400, 'NOT_AN_IMAGE'],
    ['POST /api/checkout.do', 'code=410', 410, 'HOLD_EXPIRED'],
  ] as const)('%s with "%s" answers %i %s', async (operation, preferred, expectedStatus, code) => {
    const { status, body, wrong } = await answer(operation, call(operation), preferred)
    expect([status, wrong]).toEqual([expectedStatus, []])
    expect(body).toMatchObject({ code })
  })

  it('refuses a request the contract does not allow with a documented Error', async () => {
    const { status, body, wrong } = await answer('POST /ContactUs.do', contactWithBadEmail)
    expect([status, wrong]).toEqual([400, []])
    expect(body).toMatchObject({ code: 'VALIDATION_FAILED' })
  })
})
