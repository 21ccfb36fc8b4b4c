import { describe, expect, it } from 'vitest'
import { appleAnswer, rememberSignIn, takeSignIn } from './socialSignIn'

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  } as Storage
}

describe('a social sign-in coming back', () => {
  it('is taken with the state it was started with, once', () => {
    const storage = memoryStorage()
    rememberSignIn({ provider: 'google', state: 's-1', purpose: 'login' }, storage)
    expect(takeSignIn('s-1', storage)).toEqual({
      provider: 'google',
      state: 's-1',
      purpose: 'login',
    })
    expect(takeSignIn('s-1', storage)).toBeUndefined()
  })

  it('is refused with another state, or when none was started in this tab', () => {
    const storage = memoryStorage()
    expect(takeSignIn('s-1', storage)).toBeUndefined()
    rememberSignIn({ provider: 'facebook', state: 's-1', purpose: 'login' }, storage)
    expect(takeSignIn('forged', storage)).toBeUndefined()
    // the started one is spent too: a second try must start again
    expect(takeSignIn('s-1', storage)).toBeUndefined()
  })
})

describe('Apple’s answer to the popup', () => {
  it('gives the code, state and, on a first sign-in, the name', () => {
    const message = JSON.stringify({
      method: 'oauthDone',
      data: {
        authorization: { code: 'c1', state: 's1', id_token: 'tok' },
        user: { name: { firstName: 'Tai Man', lastName: 'Chan' } },
      },
    })
    expect(appleAnswer(message)).toEqual({
      code: 'c1',
      state: 's1',
      id_token: 'tok',
      user: '{"name":{"firstName":"Tai Man","lastName":"Chan"}}',
    })
  })

  it('tells a refusal from messages that are not Apple’s answer', () => {
    expect(appleAnswer({ method: 'oauthFailed' })).toBe('failed')
    expect(appleAnswer({ method: 'oauthDone', data: {} })).toBe('failed')
    expect(appleAnswer('not json')).toBeUndefined()
    expect(appleAnswer({ hello: 1 })).toBeUndefined()
  })
})
