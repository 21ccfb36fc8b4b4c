import { describe, expect, it } from 'vitest'
import { chooseEncoding } from './representation'

const both = { br: true, gzip: true }

describe('the encoding chosen from Accept-Encoding', () => {
  it('is the one the client prefers, brotli on a tie', () => {
    expect(chooseEncoding('gzip, deflate, br', both)).toBe('br')
    expect(chooseEncoding('br;q=0.5, gzip', both)).toBe('gzip')
    expect(chooseEncoding('gzip;q=0.5, br;q=0.5', both)).toBe('br')
  })

  it('never one the client refused by name, even when it takes anything else', () => {
    expect(chooseEncoding('br;q=0, *', both)).toBe('gzip')
    expect(chooseEncoding('br;q=0, gzip;q=0, *', both)).toBeUndefined()
  })

  it('reads the names in any case, x-gzip as gzip', () => {
    expect(chooseEncoding('GZIP', both)).toBe('gzip')
    expect(chooseEncoding('x-gzip', both)).toBe('gzip')
  })

  it('only among the encodings kept for this answer', () => {
    expect(chooseEncoding('br', { gzip: true })).toBeUndefined()
    expect(chooseEncoding('br, gzip', { gzip: true })).toBe('gzip')
    expect(chooseEncoding(undefined, both)).toBeUndefined()
  })
})
