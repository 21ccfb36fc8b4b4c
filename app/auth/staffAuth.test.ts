import { describe, expect, it } from 'vitest'
import { createStaffAuth, staffStorageKey } from './staffAuth'

function memoryStorage(): Storage {
  const values = new Map<string, string>()
  return {
    get length() {
      return values.size
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  }
}

const ada = {
  id: 1,
  email: 'ada.lam@citytix.example',
  name: 'Ada Lam',
  role: 'administrator' as const,
}

describe('the box office sign-in state', () => {
  it('keeps the token and staff member under its own key, and forgets them on sign-out', () => {
    const storage = memoryStorage()
    const auth = createStaffAuth(() => storage)
    expect(auth.token()).toBeUndefined()
    let changes = 0
    auth.subscribe(() => changes++)
    auth.signIn('cts_abc', ada)
    expect(auth.token()).toBe('cts_abc')
    expect(createStaffAuth(() => storage).staff()).toEqual(ada)
    expect(storage.getItem('CL_TK')).toBeNull()
    auth.signOut()
    expect(storage.getItem(staffStorageKey)).toBeNull()
    expect(auth.staff()).toBeUndefined()
    expect(changes).toBe(2)
  })

  it('reads nothing from a broken or missing storage', () => {
    const storage = memoryStorage()
    storage.setItem(staffStorageKey, '{not json')
    expect(createStaffAuth(() => storage).token()).toBeUndefined()
    expect(
      createStaffAuth(() => {
        throw new Error('blocked')
      }).token(),
    ).toBeUndefined()
  })
})
