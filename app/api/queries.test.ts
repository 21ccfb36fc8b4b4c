import { MutationObserver, QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

// the app's client reads the page's origin and storage when it loads
const { answers, storage } = vi.hoisted(() => {
  const storage = new Map<string, string>()
  const answers = new Map<string, () => Response>()
  globalThis.location = { origin: 'https://www.citytix.hk', hostname: 'www.citytix.hk' } as Location
  globalThis.localStorage = {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
    removeItem: (key: string) => void storage.delete(key),
  } as Storage
  globalThis.fetch = async (input: RequestInfo | URL) => {
    const path = new URL(input instanceof Request ? input.url : String(input)).pathname
    const answer = answers.get(path)
    if (!answer) throw new TypeError(`fetch failed: nothing answers ${path}`)
    return answer()
  }
  return { answers, storage }
})

const {
  configQuery,
  eventQuery,
  loginMutation,
  logoutMutation,
  noticesQuery,
  payWishMutation,
  queryKeys,
  reorderWishMutation,
} = await import('./queries')
const { setApiCallbacks } = await import('./client')

const json = (status: number, body: unknown) => () =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

let client: QueryClient
beforeEach(() => {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  client.setQueryData(queryKeys.wishList(), { data: [], ticketLimit: 4 })
  client.setQueryData(queryKeys.pointsBalance(), { balance: 1280, totalBought: 2000 })
  client.setQueryData(queryKeys.memberInfo(), { memberId: 200457 })
  client.setQueryData(queryKeys.news(), { data: [] })
})
afterEach(() => {
  answers.clear()
  storage.clear()
  client.clear()
})

const run = <TVariables>(options: object, variables: TVariables) =>
  new MutationObserver(client, options as never).mutate(variables as never).catch((error) => error)

describe('mutations', () => {
  it('logging in keeps the token under CL_TK and refreshes member data only', async () => {
    answers.set(
      '/api/user/login.do',
      json(200, {
        token: 'ctx_new',
        expiresAt: '2026-12-01T16:30:00+08:00',
        member: { memberId: 200457, loginId: 'a@b.hk', title: 'Mr', displayName: 'Chan Tai Man' },
      }),
    )
    await run(loginMutation, { loginId: 'a@b.hk', password: 'Harbour2026!' })
    expect(storage.get('CL_TK')).toBe('ctx_new')
    expect(client.getQueryState(queryKeys.memberInfo())?.isInvalidated).toBe(true)
    expect(client.getQueryState(queryKeys.news())?.isInvalidated).toBe(false)
  })

  it('logging out forgets the session and member data even when the server is down', async () => {
    storage.set('CL_TK', 'ctx_old')
    await run(logoutMutation, undefined)
    expect(storage.has('CL_TK')).toBe(false)
    expect(client.getQueryData(queryKeys.memberInfo())).toBeUndefined()
    expect(client.getQueryData(queryKeys.news())).toEqual({ data: [] })
  })

  it('paying for a wish refreshes the wish list and the points balance, even when points are short', async () => {
    answers.set(
      '/api/ticketWishlist/7305/payment.do',
      json(402, { code: 'INSUFFICIENT_POINTS', message: 'Insufficient points.' }),
    )
    const error = await run(payWishMutation, 7305)
    expect(error).toMatchObject({ code: 'INSUFFICIENT_POINTS', status: 402 })
    expect(client.getQueryState(queryKeys.wishList())?.isInvalidated).toBe(true)
    expect(client.getQueryState(queryKeys.pointsBalance())?.isInvalidated).toBe(true)
  })

  it('reordering the wish list shows the order the server answers with', async () => {
    const reordered = { data: [{ id: 7311, sequence: 1 }], ticketLimit: 4 }
    answers.set('/api/ticketWishlish/7311/sequence.do', json(200, reordered))
    await run(reorderWishMutation, { id: 7311, sequence: 1 })
    expect(client.getQueryData(queryKeys.wishList())).toEqual(reordered)
  })
})

describe('queries', () => {
  const busy = json(503, {
    code: 'SERVER_BUSY',
    message: 'Server is busy, please try again later.',
  })

  it('says nothing when config or personal notices fail at start-up', async () => {
    const onServerBusy = vi.fn()
    setApiCallbacks({ onServerBusy })
    answers.set('/data/config.json', busy)
    answers.set('/api/user/personalNotices.do', busy)
    await expect(client.fetchQuery(configQuery())).rejects.toMatchObject({ code: 'SERVER_BUSY' })
    await expect(client.fetchQuery(noticesQuery())).rejects.toMatchObject({ code: 'SERVER_BUSY' })
    expect(onServerBusy).not.toHaveBeenCalled()
  })

  it('says "Server is busy" when an event page cannot load', async () => {
    const onServerBusy = vi.fn()
    setApiCallbacks({ onServerBusy })
    answers.set('/api/event/8801.do', busy)
    await expect(client.fetchQuery(eventQuery(8801))).rejects.toMatchObject({ code: 'SERVER_BUSY' })
    expect(onServerBusy).toHaveBeenCalledWith('Server is busy, please try again later.')
  })
})
