import { describe, expect, it } from 'vitest'
import { searchPageSchema } from './searchSearch'

const parse = (search: Record<string, unknown>) => searchPageSchema(search)

describe('the search page address', () => {
  it('keeps what the visitor searched for, trimmed, and the page', () => {
    expect(parse({ q: '  Coliseum ', page: 2 })).toEqual({ q: 'Coliseum', page: 2 })
  })

  it('searches for a number typed on its own (the address reads it as a number)', () => {
    expect(parse({ q: 2026 }).q).toBe('2026')
  })

  it('drops an empty, overlong or odd search instead of failing', () => {
    expect(parse({ q: '   ' }).q).toBeUndefined()
    expect(parse({ q: 'x'.repeat(101) }).q).toBeUndefined()
    expect(parse({ q: { a: 1 }, page: 0 })).toEqual({ q: undefined, page: undefined })
  })
})
