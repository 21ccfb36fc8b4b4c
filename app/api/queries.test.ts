import { MutationObserver, type QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

// the app's client reads the page's origin and storage when it loads
const { answers, sent, storage } = vi.hoisted(() => {
  const storage = new Map<string, string>()
  const answers = new Map<string, () => Response>()
  const sent: Request[] = []
  globalThis.location = { origin: 'https://www.citytix.hk', hostname: 'www.citytix.hk' } as Location
  globalThis.localStorage = {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
    removeItem: (key: string) => void storage.delete(key),
  } as Storage
  globalThis.fetch = async (input: RequestInfo | URL) => {
    const request = input instanceof Request ? input : new Request(input)
    sent.push(request)
    const path = new URL(request.url).pathname
    const answer = answers.get(path)
    if (!answer) throw new TypeError(`fetch failed: nothing answers ${path}`)
    return answer()
  }
  return { answers, sent, storage }
})

const {
  changePasswordMutation,
  configQuery,
  eventQuery,
  loginMutation,
  loginWithOtpMutation,
  logoutMutation,
  noticesQuery,
  payWishMutation,
  queryKeys,
  reorderWishMutation,
  txnChangeMutation,
  updateMemberInfoMutation,
} = await import('./queries')
const { createQueryClient } = await import('./queryClient')
const { auth } = await import('../auth/auth')

const json = (status: number, body: unknown) => () =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
const busy = json(503, { code: 'SERVER_BUSY', message: 'Server is busy, please try again later.' })
const expired = json(401, { code: 'SESSION_EXPIRED', message: 'Your session has expired.' })

let client: QueryClient
let report: ReturnType<typeof vi.fn<(failure: unknown) => void>>
beforeEach(() => {
  report = vi.fn()
  client = createQueryClient(report)
  // the app's retry policy, without the wait between tries
  client.setDefaultOptions({
    ...client.getDefaultOptions(),
    queries: { ...client.getDefaultOptions().queries, retryDelay: 0 },
  })
  client.setQueryData(queryKeys.wishList(), { data: [], ticketLimit: 4 })
  client.setQueryData(queryKeys.pointsBalance(), { balance: 1280, totalBought: 2000 })
  client.setQueryData(queryKeys.memberInfo(), { memberId: 200457 })
  client.setQueryData(queryKeys.news(), { data: [] })
})
afterEach(() => {
  answers.clear()
  auth.logOut()
  storage.clear()
  sent.length = 0
  client.clear()
})

const run = <TVariables>(options: object, variables: TVariables) =>
  new MutationObserver(client, options as never).mutate(variables as never).catch((error) => error)

const loginResult = {
  token: 'ctx_new',
  expiresAt: '2026-12-01T16:30:00+08:00',
  member: { memberId: 200457, loginId: 'a@b.hk', title: 'Mr', displayName: 'Chan Tai Man' },
}

describe('logging in', () => {
  it.each([
    ['a password', '/api/user/login.do', loginMutation, { loginId: 'a@b.hk', password: 'x' }],
    ['a one-time password', '/api/LoginOTP.do', loginWithOtpMutation, { email: 'a@b.hk' }],
  ])(
    'with %s shows the member as logged in and refreshes member data only',
    async (_, path, options, body) => {
      answers.set(path, json(200, loginResult))
      const changed = vi.fn()
      const stop = auth.subscribe(changed)
      await run(options, body)
      stop()
      expect(auth.state()).toEqual({ isLogin: true, welcome: 'Chan Tai Man' })
      // the member id too: kept input belongs to it, not to the name (auth/keptInput.ts)
      expect(auth.memberId()).toBe(200457)
      expect(['CL_TK', 'isLogin', 'welcome', 'memberId'].map((key) => storage.get(key))).toEqual([
        'ctx_new',
        'true',
        'Chan Tai Man',
        '200457',
      ])
      // the router follows this (guards run again, Login sends the member on)
      expect(changed).toHaveBeenCalled()
      expect(client.getQueryState(queryKeys.memberInfo())?.isInvalidated).toBe(true)
      expect(client.getQueryState(queryKeys.news())?.isInvalidated).toBe(false)
    },
  )
})

describe('logging out', () => {
  it('tells the server which session ends before forgetting it', async () => {
    auth.logIn('ctx_old', 'Chan Tai Man', 200457)
    let tokenWhenAnswered: string | undefined
    answers.set('/Logout.do', () => {
      tokenWhenAnswered = auth.token()
      return json(200, { ok: true })()
    })
    await run(logoutMutation, undefined)
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer ctx_old')
    expect(tokenWhenAnswered).toBe('ctx_old')
    expect(auth.state()).toEqual({ isLogin: false, welcome: '' })
    expect(storage.has('CL_TK')).toBe(false)
    expect(storage.get('isLogin')).toBe('false')
  })

  it('forgets the session and member data even when the server is down, without a word', async () => {
    auth.logIn('ctx_old', 'Chan Tai Man', 200457)
    await run(logoutMutation, undefined)
    expect(auth.isLoggedIn()).toBe(false)
    expect(client.getQueryData(queryKeys.memberInfo())).toBeUndefined()
    expect(client.getQueryData(queryKeys.news())).toEqual({ data: [] })
    expect(report).not.toHaveBeenCalled()
  })

  it('with a session already expired on the server ends it without asking for a new login', async () => {
    auth.logIn('ctx_old', 'Chan Tai Man', 200457)
    answers.set('/Logout.do', expired)
    await run(logoutMutation, undefined)
    expect(auth.isLoggedIn()).toBe(false)
    expect(report).not.toHaveBeenCalled()
  })
})

describe('a change that needs a new login', () => {
  it.each([
    ['a new password', '/api/Member/ChangePassword.do', changePasswordMutation],
    ['a new email', '/api/Member/MemberInfo.do', updateMemberInfoMutation],
  ])(
    '(%s) ends the session everywhere the member looks, the header included',
    async (_, path, options) => {
      auth.logIn('ctx_old', 'Chan Tai Man', 200457)
      answers.set(path, json(200, { reloginRequired: true }))
      await run(options, {})
      expect(auth.state()).toEqual({ isLogin: false, welcome: '' })
      expect(storage.has('CL_TK')).toBe(false)
      expect(client.getQueryData(queryKeys.memberInfo())).toBeUndefined()
    },
  )

  it('leaves the session alone when the change needs no new login', async () => {
    auth.logIn('ctx_old', 'Chan Tai Man', 200457)
    answers.set('/api/Member/MemberInfo.do', json(200, { reloginRequired: false }))
    await run(updateMemberInfoMutation, {})
    expect(auth.isLoggedIn()).toBe(true)
    expect(client.getQueryState(queryKeys.memberInfo())?.isInvalidated).toBe(true)
  })
})

describe('mutations', () => {
  it('paying for a wish refreshes the wish list and the points balance, even when points are short', async () => {
    answers.set(
      '/api/ticketWishlist/7305/payment.do',
      json(402, { code: 'INSUFFICIENT_POINTS', message: 'Insufficient points.' }),
    )
    const error = await run(payWishMutation, 7305)
    expect(error).toMatchObject({ code: 'INSUFFICIENT_POINTS', status: 402 })
    expect(client.getQueryState(queryKeys.wishList())?.isInvalidated).toBe(true)
    expect(client.getQueryState(queryKeys.pointsBalance())?.isInvalidated).toBe(true)
    // the wish list screen says it; no notification on top
    expect(report).not.toHaveBeenCalled()
  })

  it('reordering the wish list shows the order the server answers with', async () => {
    const reordered = { data: [{ id: 7311, sequence: 1 }], ticketLimit: 4 }
    answers.set('/api/ticketWishlish/7311/sequence.do', json(200, reordered))
    await run(reorderWishMutation, { id: 7311, sequence: 1 })
    expect(client.getQueryData(queryKeys.wishList())).toEqual(reordered)
  })

  it('whose form shows its own failures still ask for a new login when the session expired', async () => {
    const quietly = { ...txnChangeMutation, meta: { quiet: true } }
    const request = { txnNo: 'T1', cardNumber: '4242 **** **** 4242', cardImageKey: 'k' }
    answers.set('/api/txnChangeRequest.do', busy)
    await run(quietly, request)
    expect(report).not.toHaveBeenCalled()
    answers.set('/api/txnChangeRequest.do', expired)
    await run(quietly, request)
    expect(report).toHaveBeenCalledExactlyOnceWith({ kind: 'sessionExpired' })
  })

  it('are never tried twice, and a busy server is said once', async () => {
    answers.set('/api/ticketWishlist/7305/payment.do', busy)
    await run(payWishMutation, 7305)
    expect(sent).toHaveLength(1)
    expect(report).toHaveBeenCalledExactlyOnceWith({
      kind: 'notice',
      message: 'Server is busy, please try again later.',
    })
  })
})

describe('queries', () => {
  it('say nothing when config or personal notices fail at start-up', async () => {
    answers.set('/data/config.json', busy)
    answers.set('/api/user/personalNotices.do', busy)
    await expect(client.fetchQuery(configQuery())).rejects.toMatchObject({ code: 'SERVER_BUSY' })
    await expect(client.fetchQuery(noticesQuery())).rejects.toMatchObject({ code: 'SERVER_BUSY' })
    expect(report).not.toHaveBeenCalled()
  })

  it('try a busy server once more, then say "Server is busy" once, not once per try', async () => {
    answers.set('/api/event/8801.do', busy)
    await expect(client.fetchQuery(eventQuery(8801))).rejects.toMatchObject({ code: 'SERVER_BUSY' })
    expect(sent).toHaveLength(2)
    expect(report).toHaveBeenCalledExactlyOnceWith({
      kind: 'notice',
      message: 'Server is busy, please try again later.',
    })
  })

  it('do not try again after a timeout, nor when the server gave a reason', async () => {
    answers.set('/api/event/8801.do', json(504, { code: 'SERVER_BUSY', message: 'busy' }))
    await expect(client.fetchQuery(eventQuery(8801))).rejects.toThrow()
    answers.set('/api/event/8802.do', json(404, { code: 'NOT_FOUND', message: 'Not found' }))
    await expect(client.fetchQuery(eventQuery(8802))).rejects.toMatchObject({ code: 'NOT_FOUND' })
    expect(sent.map((request) => new URL(request.url).pathname)).toEqual([
      '/api/event/8801.do',
      '/api/event/8802.do',
    ])
  })

  it('show the server’s message on a 403, and ask for a new login when the session expired', async () => {
    answers.set('/api/event/8801.do', json(403, { code: 'FORBIDDEN', message: '禁止存取' }))
    answers.set(
      '/api/user/favourites.do',
      json(401, { code: 'SESSION_EXPIRED', message: 'Your session has expired.' }),
    )
    const { favouritesQuery } = await import('./queries')
    await client.fetchQuery(eventQuery(8801)).catch(() => undefined)
    await client.fetchQuery(favouritesQuery()).catch(() => undefined)
    expect(report.mock.calls).toEqual([
      [{ kind: 'notice', message: '禁止存取' }],
      [{ kind: 'sessionExpired' }],
    ])
  })
})
