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
    const { storage } = memoryStorage({ CL_TK: 'ctx_1', isLogin: 'true', welcome: 'Chan Tai Man' })
    const auth = createAuth(() => storage)
    expect(auth.isLoggedIn()).toBe(true)
    expect(auth.token()).toBe('ctx_1')
    expect(auth.state()).toEqual({ isLogin: true, welcome: 'Chan Tai Man' })
  })

  it('follows the token when isLogin disagrees with it, and stores the agreement', () => {
    const noToken = memoryStorage({ isLogin: 'true', welcome: 'Chan Tai Man' })
    expect(createAuth(() => noToken.storage).state()).toEqual({ isLogin: false, welcome: '' })
    expect(noToken.items.get('isLogin')).toBe('false')
    expect(noToken.items.get('welcome')).toBe('')

    const token = memoryStorage({ CL_TK: 'ctx_2', isLogin: 'false', welcome: 'Wong Siu Ming' })
    expect(createAuth(() => token.storage).isLoggedIn()).toBe(true)
    expect(token.items.get('isLogin')).toBe('true')
  })

  it('stores the token, isLogin and welcome together at login, and tells its subscribers', () => {
    const { items, storage } = memoryStorage()
    const auth = createAuth(() => storage)
    const listener = vi.fn()
    auth.subscribe(listener)
    auth.logIn('ctx_new', 'Chan Tai Man')
    expect(Object.fromEntries(items)).toEqual({
      [loginStorageKeys.token]: 'ctx_new',
      isLogin: 'true',
      welcome: 'Chan Tai Man',
    })
    expect(auth.state()).toEqual({ isLogin: true, welcome: 'Chan Tai Man' })
    expect(listener).toHaveBeenCalledOnce()
  })

  it('forgets all three at logout', () => {
    const { items, storage } = memoryStorage({ CL_TK: 'ctx_1', isLogin: 'true', welcome: 'A' })
    const auth = createAuth(() => storage)
    auth.logOut()
    expect(Object.fromEntries(items)).toEqual({ isLogin: 'false', welcome: '' })
    expect(auth.token()).toBeUndefined()
    expect(auth.state()).toEqual({ isLogin: false, welcome: '' })
  })

  it('keeps the same state object until something changes', () => {
    const { storage } = memoryStorage({ CL_TK: 'ctx_1', welcome: 'A' })
    const auth = createAuth(() => storage)
    const listener = vi.fn()
    auth.subscribe(listener)
    const before = auth.state()
    auth.logIn('ctx_1', 'A')
    expect(auth.state()).toBe(before)
    expect(listener).not.toHaveBeenCalled()
  })

  it('follows a login or logout made in another tab', () => {
    const { items, storage } = memoryStorage()
    const { win, otherTabChanged } = fakeWindow()
    const auth = createAuth(() => storage, win)
    const listener = vi.fn()
    auth.subscribe(listener)
    items.set('CL_TK', 'ctx_other_tab')
    items.set('welcome', 'Lee Ka Yan')
    otherTabChanged('CL_TK')
    expect(auth.state()).toEqual({ isLogin: true, welcome: 'Lee Ka Yan' })
    items.clear()
    otherTabChanged(null)
    expect(auth.isLoggedIn()).toBe(false)
    expect(listener).toHaveBeenCalledTimes(2)
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
    auth.logIn('ctx_1', 'A')
    expect(auth.token()).toBe('ctx_1')
    const noStorage = createAuth(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    expect(noStorage.isLoggedIn()).toBe(false)
  })
})
