import { describe, expect, it } from 'vitest'
import { createKeptInput } from './keptInput'

/** A sessionStorage stand-in. */
function memoryStorage() {
  const items = new Map<string, string>()
  return {
    items,
    storage: {
      get length() {
        return items.size
      },
      key: (index: number) => [...items.keys()][index] ?? null,
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    } as Storage,
  }
}

describe('input kept through an expired session', () => {
  it('comes back to the same member on the same page, once', () => {
    const { storage } = memoryStorage()
    const kept = createKeptInput(() => storage)
    kept.watch('/Member/MemberInfo.html#details', () => ({ street: '1 Nathan Road' }))
    kept.keepAll('Chan Tai Man')
    expect(kept.take('/Member/MemberInfo.html#details', 'Chan Tai Man')).toEqual({
      street: '1 Nathan Road',
    })
    expect(kept.take('/Member/MemberInfo.html#details', 'Chan Tai Man')).toBeUndefined()
  })

  it('is not shown to someone else who logs in on the same tab', () => {
    const { storage, items } = memoryStorage()
    const kept = createKeptInput(() => storage)
    kept.watch('/Member/MemberInfo.html#details', () => ({ street: '1 Nathan Road' }))
    kept.keepAll('Chan Tai Man')
    expect(kept.take('/Member/MemberInfo.html#details', 'Lee Ka Yan')).toBeUndefined()
    expect(items.size).toBe(0)
  })

  it('keeps only forms still on screen when the session expires', () => {
    const { storage, items } = memoryStorage()
    const kept = createKeptInput(() => storage)
    const unwatch = kept.watch('/Member/MemberInfo.html#password', () => ({ old: 'x' }))
    unwatch()
    kept.keepAll('Chan Tai Man')
    expect(items.size).toBe(0)
  })

  it('is all forgotten at logout, and other session data stays', () => {
    const { storage, items } = memoryStorage()
    items.set('socialSignIn', 'state')
    const kept = createKeptInput(() => storage)
    kept.watch('/a#one', () => 1)
    kept.watch('/b#two', () => 2)
    kept.keepAll('Chan Tai Man')
    expect(items.size).toBe(3)
    kept.forgetAll()
    expect([...items.keys()]).toEqual(['socialSignIn'])
  })

  it('does nothing, and never fails, where storage is blocked', () => {
    const kept = createKeptInput(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    kept.watch('/a#one', () => 1)
    expect(() => kept.keepAll('A')).not.toThrow()
    expect(kept.take('/a#one', 'A')).toBeUndefined()
    expect(() => kept.forgetAll()).not.toThrow()
  })
})
