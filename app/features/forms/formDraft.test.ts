import { describe, expect, it } from 'vitest'
import { forgetDraft, keepDraft, readDraft } from './formDraft'

function memoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    key: (index: number) => [...items.keys()][index] ?? null,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
}

const empty = { email: '', password: '', birthday: { month: null as number | null }, terms: false }

describe('a form draft kept in the tab', () => {
  it('gives back what was typed, but never the password', () => {
    const storage = memoryStorage()
    keepDraft(
      storage,
      'register',
      { email: 'chan@example.com', password: 'Secret123!', birthday: { month: 5 }, terms: true },
      ['password'],
    )
    expect(readDraft(storage, 'register', empty)).toEqual({
      email: 'chan@example.com',
      password: '',
      birthday: { month: 5 },
      terms: true,
    })
  })

  it('is gone once the form is sent, and another form never sees it', () => {
    const storage = memoryStorage()
    keepDraft(storage, 'register', { ...empty, email: 'chan@example.com' }, [])
    expect(readDraft(storage, 'contact', empty)).toEqual(empty)
    forgetDraft(storage, 'register')
    expect(readDraft(storage, 'register', empty)).toEqual(empty)
  })

  it('ignores what it cannot trust: broken JSON, unknown fields, fields of another kind', () => {
    const storage = memoryStorage()
    storage.setItem('formDraft:register', '{not json')
    expect(readDraft(storage, 'register', empty)).toEqual(empty)
    storage.setItem('formDraft:register', JSON.stringify({ email: 42, admin: true, terms: true }))
    expect(readDraft(storage, 'register', empty)).toEqual({ ...empty, terms: true })
    expect(readDraft(undefined, 'register', empty)).toEqual(empty)
  })
})
