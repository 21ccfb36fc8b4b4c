import { afterEach, describe, expect, it, vi } from 'vitest'
import { type ApiClientOptions, createApiClient } from './client'

const origin = 'https://www.citytix.hk'
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

/** A client whose fetch records each request and answers with `answer`. */
function setup(
  answer: (request: Request) => Promise<Response> | Response,
  options: ApiClientOptions = {},
) {
  const sent: Request[] = []
  const client = createApiClient({
    baseUrl: origin,
    getHostname: () => 'www.citytix.hk',
    fetch: async (request) => {
      sent.push(request)
      return answer(request)
    },
    ...options,
  })
  return { client, sent }
}
const ok = () => json(200, { isHotEvent: false })

/** Answers only when the request is aborted, like a server that never replies. */
const never = (request: Request) =>
  new Promise<Response>((_, reject) => {
    if (request.signal.aborted) reject(request.signal.reason)
    request.signal.addEventListener('abort', () => reject(request.signal.reason))
  })

afterEach(() => vi.useRealTimers())

describe('request rules', () => {
  it('sends the site hostname in an Accept-Domain header', async () => {
    const { client, sent } = setup(ok, { getHostname: () => 'www.citytix.cn' })
    await client.GET('/api/is_hot_event.do')
    expect(sent[0]?.headers.get('Accept-Domain')).toBe('www.citytix.cn')
  })

  it('adds a timestamp parameter to URLs ending .json and to no others', async () => {
    const { client, sent } = setup(ok, { now: () => 1796112000000 })
    await client.GET('/data/config.json')
    await client.GET('/api/is_hot_event.do')
    expect(new URL(sent[0]?.url ?? '').searchParams.get('t')).toBe('1796112000000')
    expect(new URL(sent[1]?.url ?? '').searchParams.has('t')).toBe(false)
  })

  it('asks for zh_TW when the visitor language is not known yet', async () => {
    const { client, sent } = setup(ok, { getLocale: () => undefined })
    await client.GET('/api/is_hot_event.do')
    expect(new URL(sent[0]?.url ?? '').searchParams.get('locale')).toBe('zh_TW')
  })

  it.each([
    ['en', 'en_US'],
    ['zh-Hans', 'zh_CN'],
    ['zh-Hant', 'zh_TW'],
  ])('asks for the visitor language (%s as %s) when it is known', async (locale, apiLocale) => {
    const { client, sent } = setup(ok, { getLocale: () => locale })
    await client.GET('/api/is_hot_event.do')
    expect(new URL(sent[0]?.url ?? '').searchParams.get('locale')).toBe(apiLocale)
  })

  it('keeps a locale the call chose itself', async () => {
    const { client, sent } = setup(ok, { getLocale: () => 'en' })
    await client.POST('/api/user/login.do', {
      params: { query: { locale: 'zh_CN' } },
      body: { loginId: 'taiman.chan@example.com.hk', password: 'Harbour2026!' },
    })
    expect(new URL(sent[0]?.url ?? '').searchParams.getAll('locale')).toEqual(['zh_CN'])
  })

  it('sends the stored member token as a bearer token, and nothing when logged out', async () => {
    let token: string | undefined = 'ctx_8e1f4b2a'
    const { client, sent } = setup(ok, { getSessionToken: () => token })
    await client.GET('/api/user/balance.do')
    token = undefined
    await client.GET('/api/user/balance.do')
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer ctx_8e1f4b2a')
    expect(sent[1]?.headers.has('Authorization')).toBe(false)
  })

  it('sends the staff token, and never the member’s, on /api/office/ calls only', async () => {
    let staff: string | undefined = 'cts_Qm9g3v7X'
    const { client, sent } = setup(ok, {
      getSessionToken: () => 'ctx_8e1f4b2a',
      getStaffToken: () => staff,
    })
    await client.GET('/api/office/session')
    await client.GET('/api/user/balance.do')
    staff = undefined
    await client.GET('/api/office/session')
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer cts_Qm9g3v7X')
    expect(sent[1]?.headers.get('Authorization')).toBe('Bearer ctx_8e1f4b2a')
    expect(sent[2]?.headers.has('Authorization')).toBe(false)
  })

  it('keeps a form-encoded body intact', async () => {
    const { client, sent } = setup(() => json(200, { referenceNo: 'CS-1' }))
    await client.POST('/ContactUs.do', {
      body: {
        name: 'Chan Tai Man',
        email: 'a@b.hk',
        contactNumber: '+852 9123 4567',
        content: 'Hi & bye',
      },
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    })
    expect(sent[0]?.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded')
    expect(Object.fromEntries(new URLSearchParams(await sent[0]?.text()))).toEqual({
      name: 'Chan Tai Man',
      email: 'a@b.hk',
      contactNumber: '+852 9123 4567',
      content: 'Hi & bye',
    })
  })
})

describe('timeout', () => {
  it('gives up after 30 seconds with "Server is busy"', async () => {
    vi.useFakeTimers()
    const { client } = setup(never)
    let settled = false
    const call = client.GET('/api/is_hot_event.do').finally(() => {
      settled = true
    })
    await vi.advanceTimersByTimeAsync(29_999)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    const { error, response } = await call
    expect(response.status).toBe(504)
    expect(error).toEqual({
      code: 'SERVER_BUSY',
      message: 'Server is busy, please try again later.',
    })
  })

  it('lets the caller cancel without turning it into a failure', async () => {
    const { client } = setup(never)
    const cancel = new AbortController()
    const call = client.GET('/api/is_hot_event.do', { signal: cancel.signal })
    cancel.abort()
    await expect(call).rejects.toThrow()
  })
})

describe("failures reach the app as the contract's one Error body", () => {
  it("keeps the server's own Error body and message", async () => {
    const message = '禁止存取：此帳戶不能購買此活動的門票。'
    const { client } = setup(() => json(403, { code: 'FORBIDDEN', message }))
    const { error, response } = await client.GET('/api/basket.do')
    expect(response.status).toBe(403)
    expect(error).toEqual({ code: 'FORBIDDEN', message })
  })

  it('turns a gateway error page into "Server is busy", in the visitor language', async () => {
    const { client } = setup(
      () =>
        new Response('<h1>502 Bad Gateway</h1>', {
          status: 502,
          headers: { 'Content-Type': 'text/html' },
        }),
      { translate: () => '服务器繁忙，请稍后再试。' },
    )
    const { error, response } = await client.GET('/api/is_hot_event.do')
    expect(response.status).toBe(502)
    expect(error).toEqual({ code: 'SERVER_BUSY', message: '服务器繁忙，请稍后再试。' })
  })

  it("turns a bare 403 or 404 page into the catalogue's Forbidden and Not found", async () => {
    const page = (status: number) => () => new Response('<h1>no</h1>', { status })
    const forbidden = await setup(page(403)).client.GET('/api/basket.do')
    expect(forbidden.error).toEqual({ code: 'FORBIDDEN', message: 'Forbidden' })
    const missing = await setup(page(404)).client.GET('/api/event/{eventId}.do', {
      params: { path: { eventId: 1 } },
    })
    expect(missing.error).toMatchObject({ code: 'NOT_FOUND' })
  })

  it('says "Server is busy" when the network is down', async () => {
    const { client } = setup(() => Promise.reject(new TypeError('fetch failed')))
    const { error, response } = await client.GET('/api/is_hot_event.do')
    expect(response.status).toBe(503)
    expect(error?.code).toBe('SERVER_BUSY')
  })
})
