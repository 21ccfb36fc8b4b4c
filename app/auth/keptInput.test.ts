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
    kept.keepAll(200457)
    expect(kept.take('/Member/MemberInfo.html#details', 200457)).toEqual({
      street: '1 Nathan Road',
    })
    expect(kept.take('/Member/MemberInfo.html#details', 200457)).toBeUndefined()
  })

  it('is not shown to someone else who logs in on the same tab', () => {
    const { storage, items } = memoryStorage()
    const kept = createKeptInput(() => storage)
    kept.watch('/Member/MemberInfo.html#details', () => ({ street: '1 Nathan Road' }))
    kept.keepAll(200457)
    expect(kept.take('/Member/MemberInfo.html#details', 31)).toBeUndefined()
    expect(items.size).toBe(0)
  })

  it('is not shown to another member of the same name: it belongs to a member id', () => {
    const { storage, items } = memoryStorage()
    const kept = createKeptInput(() => storage)
    // two members called Chan Tai Man, one after the other in this tab
    const first = { memberId: 200457, displayName: 'Chan Tai Man' }
    const second = { memberId: 200458, displayName: 'Chan Tai Man' }
    kept.watch('/Member/MemberInfo.html#details', () => ({ street: '1 Nathan Road' }))
    kept.keepAll(first.memberId)
    expect(kept.take('/Member/MemberInfo.html#details', second.memberId)).toBeUndefined()
    expect(items.size).toBe(0)
  })

  it('keeps nothing for a session without a member id (stored by an older version)', () => {
    const { storage, items } = memoryStorage()
    const kept = createKeptInput(() => storage)
    kept.watch('/Member/MemberInfo.html#details', () => ({ street: '1 Nathan Road' }))
    kept.keepAll(undefined)
    expect(items.size).toBe(0)
    // nor does such a session take what a member with an id left
    kept.keepAll(200457)
    expect(kept.take('/Member/MemberInfo.html#details', undefined)).toBeUndefined()
    expect(kept.take('/Member/MemberInfo.html#details', 200457)).toEqual({
      street: '1 Nathan Road',
    })
  })

  it('writes nothing for a form with nothing to keep (one already sent)', () => {
    const { storage, items } = memoryStorage()
    const kept = createKeptInput(() => storage)
    kept.watch('/Help.html#enquiry', () => undefined)
    kept.keepAll(200457)
    expect(items.size).toBe(0)
  })

  it('keeps only forms still on screen when the session expires', () => {
    const { storage, items } = memoryStorage()
    const kept = createKeptInput(() => storage)
    const unwatch = kept.watch('/Member/MemberInfo.html#password', () => ({ old: 'x' }))
    unwatch()
    kept.keepAll(200457)
    expect(items.size).toBe(0)
  })

  it('is all forgotten at logout, and other session data stays', () => {
    const { storage, items } = memoryStorage()
    items.set('socialSignIn', 'state')
    const kept = createKeptInput(() => storage)
    kept.watch('/a#one', () => 1)
    kept.watch('/b#two', () => 2)
    kept.keepAll(200457)
    expect(items.size).toBe(3)
    kept.forgetAll()
    expect([...items.keys()]).toEqual(['socialSignIn'])
  })

  it('does nothing, and never fails, where storage is blocked', () => {
    const kept = createKeptInput(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    kept.watch('/a#one', () => 1)
    expect(() => kept.keepAll(7)).not.toThrow()
    expect(kept.take('/a#one', 7)).toBeUndefined()
    expect(() => kept.forgetAll()).not.toThrow()
  })
})
