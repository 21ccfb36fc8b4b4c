import { afterEach, describe, expect, it, vi } from 'vitest'
import { type ApiClientOptions, createApiClient } from './client'
import { silentFailures } from './middleware'

const origin = 'https://www.citytix.hk'
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

/** A client whose fetch records each request and answers with `answer`. */
function setup(
  answer: (request: Request) => Promise<Response> | Response,
  options: ApiClientOptions = {},
) {
  const sent: Request[] = []
  const callbacks = { onForbidden: vi.fn(), onSessionExpired: vi.fn(), onServerBusy: vi.fn() }
  const client = createApiClient({
    baseUrl: origin,
    getHostname: () => 'www.citytix.hk',
    fetch: async (request) => {
      sent.push(request)
      return answer(request)
    },
    ...callbacks,
    ...options,
  })
  return { client, sent, ...callbacks }
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
    const { client, onServerBusy } = setup(never)
    let settled = false
    const call = client.GET('/api/is_hot_event.do').finally(() => {
      settled = true
    })
    await vi.advanceTimersByTimeAsync(29_999)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    const { error, response } = await call
    expect(response.status).toBe(503)
    expect(error).toEqual({
      code: 'SERVER_BUSY',
      message: 'Server is busy, please try again later.',
    })
    expect(onServerBusy).toHaveBeenCalledWith('Server is busy, please try again later.')
  })

  it('lets the caller cancel without reporting a failure', async () => {
    const { client, onServerBusy } = setup(never)
    const cancel = new AbortController()
    const call = client.GET('/api/is_hot_event.do', { signal: cancel.signal })
    cancel.abort()
    await expect(call).rejects.toThrow()
    expect(onServerBusy).not.toHaveBeenCalled()
  })
})

describe('failures', () => {
  it('raises a notification with the server message on a 403', async () => {
    const message = '禁止存取：此帳戶不能購買此活動的門票。'
    const { client, onForbidden } = setup(() => json(403, { code: 'FORBIDDEN', message }))
    const { error } = await client.GET('/api/basket.do')
    expect(onForbidden).toHaveBeenCalledWith(message)
    expect(error?.message).toBe(message)
  })

  it('asks the member to log in again when the session expired', async () => {
    const { client, onSessionExpired, onServerBusy } = setup(() =>
      json(401, {
        code: 'SESSION_EXPIRED',
        message: 'Your session has expired, please log in again.',
      }),
    )
    await client.GET('/api/user/balance.do')
    expect(onSessionExpired).toHaveBeenCalledOnce()
    expect(onServerBusy).not.toHaveBeenCalled()
  })

  it('leaves a wrong password to the login screen', async () => {
    const { client, onSessionExpired, onForbidden, onServerBusy } = setup(() =>
      json(401, { code: 'WRONG_PASSWORD', message: 'Wrong password.' }),
    )
    const { error } = await client.POST('/api/user/login.do', {
      body: { loginId: 'taiman.chan@example.com.hk', password: 'nope' },
    })
    expect(error?.code).toBe('WRONG_PASSWORD')
    expect([onSessionExpired, onForbidden, onServerBusy].map((f) => f.mock.calls.length)).toEqual([
      0, 0, 0,
    ])
  })

  it('says "Server is busy" in the server language when the server fails', async () => {
    const message = '伺服器繁忙，請稍後再試。'
    const { client, onServerBusy } = setup(() => json(503, { code: 'SERVER_BUSY', message }))
    await client.GET('/api/is_hot_event.do')
    expect(onServerBusy).toHaveBeenCalledWith(message)
  })

  it('turns a gateway error page into the Server-is-busy error, in the visitor language', async () => {
    const { client, onServerBusy } = setup(
      () =>
        new Response('<h1>502 Bad Gateway</h1>', {
          status: 502,
          headers: { 'Content-Type': 'text/html' },
        }),
      { translate: () => '服务器繁忙，请稍后再试。' },
    )
    const { error } = await client.GET('/api/is_hot_event.do')
    expect(error).toEqual({ code: 'SERVER_BUSY', message: '服务器繁忙，请稍后再试。' })
    expect(onServerBusy).toHaveBeenCalledWith('服务器繁忙，请稍后再试。')
  })

  it('says "Server is busy" when the network is down', async () => {
    const { client, onServerBusy } = setup(() => Promise.reject(new TypeError('fetch failed')))
    const { error } = await client.GET('/api/is_hot_event.do')
    expect(error?.code).toBe('SERVER_BUSY')
    expect(onServerBusy).toHaveBeenCalledOnce()
  })

  it('stays quiet for calls whose failures the screen ignores, and never sends the marker', async () => {
    const { client, sent, onServerBusy, onSessionExpired } = setup((request) =>
      request.url.includes('config')
        ? json(503, { code: 'SERVER_BUSY', message: 'Server is busy, please try again later.' })
        : json(401, {
            code: 'SESSION_EXPIRED',
            message: 'Your session has expired, please log in again.',
          }),
    )
    await client.GET('/data/config.json', silentFailures)
    await client.POST('/api/user/personalNotices.do', { ...silentFailures, body: { months: 3 } })
    expect(onServerBusy).not.toHaveBeenCalled()
    expect(onSessionExpired).not.toHaveBeenCalled()
    expect(sent.every((request) => !request.headers.has('X-Citytix-Silent'))).toBe(true)
  })
})
