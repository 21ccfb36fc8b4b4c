import { describe, expect, it, vi } from 'vitest'
import { createAuth, loginStorageKeys } from './auth'

/** A localStorage stand-in holding `entries`. */
function memoryStorage(entries: Record<string, string> = {}) {
  const items = new Map(Object.entries(entries))
  return {
    items,
    storage: {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    } as Storage,
  }
}

/** A window whose `storage` event the test fires, as another tab would. */
function fakeWindow() {
  const handlers: ((event: StorageEvent) => void)[] = []
  return {
    win: {
      addEventListener: (_: string, handler: (event: StorageEvent) => void) =>
        handlers.push(handler),
    } as unknown as Window,
    otherTabChanged: (key: string | null) => {
      for (const handler of handlers) handler({ key } as StorageEvent)
    },
  }
}

describe('the login state', () => {
  it('comes back from the last visit when a token is stored', () => {
    const { storage } = memoryStorage({
      CL_TK: 'ctx_1',
      isLogin: 'true',
      welcome: 'Chan Tai Man',
      memberId: '200457',
    })
    const auth = createAuth(() => storage)
    expect(auth.isLoggedIn()).toBe(true)
    expect(auth.token()).toBe('ctx_1')
    expect(auth.memberId()).toBe(200457)
    expect(auth.state()).toEqual({ isLogin: true, welcome: 'Chan Tai Man' })
  })

  it('comes back without a member id from a session an older version stored without one', () => {
    const { storage } = memoryStorage({ CL_TK: 'ctx_1', isLogin: 'true', welcome: 'Chan Tai Man' })
    const auth = createAuth(() => storage)
    expect(auth.isLoggedIn()).toBe(true)
    expect(auth.memberId()).toBeUndefined()
    // nor is a stored id that is not one taken for one
    const garbled = memoryStorage({ CL_TK: 'ctx_1', welcome: 'A', memberId: 'Chan Tai Man' })
    expect(createAuth(() => garbled.storage).memberId()).toBeUndefined()
  })

  it('follows the token when isLogin disagrees with it, and stores the agreement', () => {
    const noToken = memoryStorage({ isLogin: 'true', welcome: 'Chan Tai Man', memberId: '7' })
    const visitor = createAuth(() => noToken.storage)
    expect(visitor.state()).toEqual({ isLogin: false, welcome: '' })
    expect(visitor.memberId()).toBeUndefined()
    expect(noToken.items.get('isLogin')).toBe('false')
    expect(noToken.items.get('welcome')).toBe('')
    expect(noToken.items.has('memberId')).toBe(false)

    const token = memoryStorage({ CL_TK: 'ctx_2', isLogin: 'false', welcome: 'Wong Siu Ming' })
    expect(createAuth(() => token.storage).isLoggedIn()).toBe(true)
    expect(token.items.get('isLogin')).toBe('true')
  })

  it('stores the token, isLogin, welcome and member id together at login, and tells its subscribers', () => {
    const { items, storage } = memoryStorage()
    const auth = createAuth(() => storage)
    const listener = vi.fn()
    auth.subscribe(listener)
    auth.logIn('ctx_new', 'Chan Tai Man', 200457)
    expect(Object.fromEntries(items)).toEqual({
      [loginStorageKeys.token]: 'ctx_new',
      isLogin: 'true',
      welcome: 'Chan Tai Man',
      [loginStorageKeys.memberId]: '200457',
    })
    expect(auth.state()).toEqual({ isLogin: true, welcome: 'Chan Tai Man' })
    expect(auth.memberId()).toBe(200457)
    expect(listener).toHaveBeenCalledOnce()
  })

  it('forgets all four at logout', () => {
    const { items, storage } = memoryStorage({
      CL_TK: 'ctx_1',
      isLogin: 'true',
      welcome: 'A',
      memberId: '7',
    })
    const auth = createAuth(() => storage)
    auth.logOut()
    expect(Object.fromEntries(items)).toEqual({ isLogin: 'false', welcome: '' })
    expect(auth.token()).toBeUndefined()
    expect(auth.memberId()).toBeUndefined()
    expect(auth.state()).toEqual({ isLogin: false, welcome: '' })
  })

  it('keeps the same state object until something changes', () => {
    const { storage } = memoryStorage({ CL_TK: 'ctx_1', welcome: 'A', memberId: '7' })
    const auth = createAuth(() => storage)
    const listener = vi.fn()
    auth.subscribe(listener)
    const before = auth.state()
    auth.logIn('ctx_1', 'A', 7)
    expect(auth.state()).toBe(before)
    expect(listener).not.toHaveBeenCalled()
    // another member of the same name is a change
    auth.logIn('ctx_2', 'A', 8)
    expect(auth.state()).not.toBe(before)
    expect(auth.memberId()).toBe(8)
    expect(listener).toHaveBeenCalledOnce()
  })

  it('follows a login or logout made in another tab', () => {
    const { items, storage } = memoryStorage()
    const { win, otherTabChanged } = fakeWindow()
    const auth = createAuth(() => storage, win)
    const listener = vi.fn()
    auth.subscribe(listener)
    items.set('welcome', 'Lee Ka Yan')
    items.set('memberId', '31')
    items.set('CL_TK', 'ctx_other_tab')
    otherTabChanged('CL_TK')
    expect(auth.state()).toEqual({ isLogin: true, welcome: 'Lee Ka Yan' })
    expect(auth.memberId()).toBe(31)
    items.clear()
    otherTabChanged(null)
    expect(auth.isLoggedIn()).toBe(false)
    expect(auth.memberId()).toBeUndefined()
    expect(listener).toHaveBeenCalledTimes(2)
  })

  it('lets another tab that follows the new token find its name and id already stored', () => {
    const { items, storage } = memoryStorage()
    const { win, otherTabChanged } = fakeWindow()
    const otherTab = createAuth(() => storage, win)
    // storage tells the other tab of each change as it is made
    const thisTab = createAuth(() => ({
      ...storage,
      setItem: (key: string, value: string) => {
        items.set(key, value)
        otherTabChanged(key)
      },
    }))
    thisTab.logIn('ctx_new', 'Lee Ka Yan', 31)
    expect(otherTab.state()).toEqual({ isLogin: true, welcome: 'Lee Ka Yan' })
    expect(otherTab.memberId()).toBe(31)
    expect(items.get('memberId')).toBe('31')
  })

  it('still works for this page when storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError')
      },
      setItem: () => {
        throw new DOMException('denied', 'SecurityError')
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError')
      },
    } as unknown as Storage
    const auth = createAuth(() => blocked)
    expect(auth.isLoggedIn()).toBe(false)
    auth.logIn('ctx_1', 'A', 7)
    expect(auth.token()).toBe('ctx_1')
    expect(auth.memberId()).toBe(7)
    const noStorage = createAuth(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    expect(noStorage.isLoggedIn()).toBe(false)
  })
})
