import { describe, expect, it } from 'vitest'
import { readCookie } from './cookies'

describe('readCookie', () => {
  it('reads a cookie by name, decoding its escapes', () => {
    expect(readCookie('theme=night; lang=zh_hk; note=a%20b', 'note')).toBe('a b')
    expect(readCookie('theme=night; lang=zh_hk', 'lang')).toBe('zh_hk')
    expect(readCookie('theme=night', 'lang')).toBeUndefined()
  })

  it('reads a malformed escape as written instead of throwing', () => {
    expect(readCookie('lang=%E0; theme=night', 'lang')).toBe('%E0')
    expect(readCookie('lang=%E0; theme=night', 'theme')).toBe('night')
  })
})
