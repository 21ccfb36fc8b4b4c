// Calls every operation of openapi.yaml through the app's client against the Prism mock, and
// checks each answer validates against the schema the document gives for it. Prism's Prefer
// header reaches the error paths.
import { describe, expect, inject, it, vi } from 'vitest'
import { type ApiClientOptions, createApiClient } from '../../app/api/client'
import { cinemaTicketClasses } from '../../domain/cinemaTicketClasses'
import { errorCodes } from '../../domain/errorCodes'
import { calendarFilters, onSaleTabs, regions } from '../../domain/filters'
import { wishListStatuses } from '../../domain/wishListStatus'
import { type Call, calls } from './calls'
import { contractBaseUrl } from './mock'
import { openapiSchemas } from './openapiSchemas'

const openapi = inject('openapi')
const { operations, problems, withoutExamples } = openapiSchemas(openapi)

function setup(options: ApiClientOptions = {}) {
  const callbacks = { onForbidden: vi.fn(), onSessionExpired: vi.fn(), onServerBusy: vi.fn() }
  const api = createApiClient({
    baseUrl: contractBaseUrl,
    getHostname: () => 'www.citytix.hk',
    getLocale: () => 'zh-Hant',
    getSessionToken: () => 'ctx_8e1f4b2a9c7d4e60b3a5',
    ...callbacks,
    ...options,
  })
  return { api, ...callbacks }
}

/** Runs a call and returns its status and what is wrong with its body (nothing, ideally). */
async function answer(operation: string, call: Call, options?: ApiClientOptions, prefer?: string) {
  const { api, ...callbacks } = setup(options)
  const { data, error, response } = await call(api, prefer ? { Prefer: prefer } : {})
  const mediaType = response.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? ''
  const body = response.status === 204 ? undefined : (data ?? error)
  return {
    status: response.status,
    body,
    wrong: problems(operation, response.status, mediaType, body),
    ...callbacks,
  }
}

const call = (operation: string): Call => {
  const found = calls[operation]
  if (!found) throw new Error(`no call for ${operation}`)
  return found
}

describe('the contract test', () => {
  it('calls every operation openapi.yaml documents, and nothing else', () => {
    expect(Object.keys(calls).sort()).toEqual([...operations].sort())
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
  it('answers with a body its schema accepts', async () => {
    const { status, wrong, onServerBusy, onForbidden, onSessionExpired } = await answer(
      operation,
      call(operation),
    )
    expect(status).toBeGreaterThanOrEqual(200)
    expect(status).toBeLessThan(300)
    expect(wrong).toEqual([])
    expect(
      [onServerBusy, onForbidden, onSessionExpired].every((f) => f.mock.calls.length === 0),
    ).toBe(true)
  })

  it('answers a busy server with the Error body and says so in the visitor language', async () => {
    const { status, body, wrong, onServerBusy } = await answer(
      operation,
      call(operation),
      {},
      'code=503, example=zhHant',
    )
    expect(status).toBe(503)
    expect(wrong).toEqual([])
    expect(body).toEqual({ code: 'SERVER_BUSY', message: '伺服器繁忙，請稍後再試。' })
    expect(onServerBusy).toHaveBeenCalledWith('伺服器繁忙，請稍後再試。')
  })
})

describe('error paths', () => {
  it('raises a notification with the server message on a 403', async () => {
    const { status, wrong, onForbidden } = await answer(
      'GET /api/basket.do',
      call('GET /api/basket.do'),
      {},
      'code=403, example=zhHant',
    )
    expect([status, wrong]).toEqual([403, []])
    expect(onForbidden).toHaveBeenCalledWith('禁止存取：此帳戶不能購買此活動的門票。')
  })

  it('asks a visitor without a session to log in again on a member page', async () => {
    const { status, body, wrong, onSessionExpired } = await answer(
      'GET /api/user/balance.do',
      call('GET /api/user/balance.do'),
      { getSessionToken: () => undefined },
    )
    expect([status, wrong]).toEqual([401, []])
    expect(body).toMatchObject({ code: 'SESSION_EXPIRED' })
    expect(onSessionExpired).toHaveBeenCalledOnce()
  })

  it('leaves a wrong password to the login screen, in its language', async () => {
    const { status, body, wrong, onSessionExpired } = await answer(
      'POST /api/user/login.do',
      call('POST /api/user/login.do'),
      {},
      'code=401, example=zhHans',
    )
    expect([status, wrong]).toEqual([401, []])
    expect(body).toEqual({ code: 'WRONG_PASSWORD', message: '密码错误。' })
    expect(onSessionExpired).not.toHaveBeenCalled()
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
  ] as const)('%s with "%s" answers %i %s', async (operation, prefer, expectedStatus, code) => {
    const { status, body, wrong } = await answer(operation, call(operation), {}, prefer)
    expect([status, wrong]).toEqual([expectedStatus, []])
    expect(body).toMatchObject({ code })
  })

  it('refuses a request the contract does not allow with a documented Error', async () => {
    const badEmail: Call = (api, headers) =>
      api.POST('/ContactUs.do', {
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
        body: {
          name: 'Chan Tai Man',
          email: 'not-an-email',
          contactNumber: '+852 9123 4567',
          content: 'Hi',
        },
      })
    const { status, body, wrong } = await answer('POST /ContactUs.do', badEmail)
    expect([status, wrong]).toEqual([400, []])
    expect(body).toMatchObject({ code: 'VALIDATION_FAILED' })
  })
})
