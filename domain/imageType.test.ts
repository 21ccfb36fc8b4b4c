import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { detectImageType, imageSniffLength } from './imageType'

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(
    parts.flatMap((part) =>
      typeof part === 'string' ? Array.from(part, (c) => c.charCodeAt(0)) : part,
    ),
  )

describe('detectImageType', () => {
  it.each([
    ['a JPEG', bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF'), 'jpeg'],
    ['a PNG', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]), 'png'],
    ['a GIF89a', bytes('GIF89a', [1, 0, 1, 0]), 'gif'],
    ['a GIF87a', bytes('GIF87a', [1, 0, 1, 0]), 'gif'],
    ['a WebP', bytes('RIFF', [0x24, 0x08, 0, 0], 'WEBPVP8 '), 'webp'],
  ])('recognises %s by its first bytes', (_, content, type) => {
    expect(detectImageType(content)).toBe(type)
  })

  it.each([
    ['an empty file', bytes()],
    ['a PDF', bytes('%PDF-1.7\n')],
    ['a text file', bytes('Hello, Citytix')],
    ['a WAV file (RIFF but not WEBP)', bytes('RIFF', [0x24, 0x08, 0, 0], 'WAVEfmt ')],
    ['a GIF with an unknown version', bytes('GIF88a', [1, 0, 1, 0])],
    ['a PNG cut short', bytes([0x89], 'PNG', [0x0d, 0x0a])],
    ['a JPEG marker without its third byte', bytes([0xff, 0xd8])],
    ['an SVG (text, may carry script)', bytes('<svg xmlns="http://www.w3.org/2000/svg">')],
  ])('refuses %s', (_, content) => {
    expect(detectImageType(content)).toBeUndefined()
  })

  it('needs no more than imageSniffLength bytes to recognise every format', () => {
    const webp = bytes('RIFF', [1, 2, 3, 4], 'WEBP', [9, 9, 9, 9])
    expect(detectImageType(webp.slice(0, imageSniffLength))).toBe('webp')
  })

  it('recognises a signature whatever follows it', () => {
    const signatures = [
      ['jpeg', bytes([0xff, 0xd8, 0xff])],
      ['png', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a])],
      ['gif', bytes('GIF89a')],
    ] as const
    fc.assert(
      fc.property(
        fc.constantFrom(...signatures),
        fc.uint8Array({ maxLength: 64 }),
        ([type, start], tail) => {
          expect(detectImageType(new Uint8Array([...start, ...tail]))).toBe(type)
        },
      ),
    )
  })

  it('refuses content that starts like text', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 0, maxLength: 40 }), (text) => {
        fc.pre(!/^(GIF8[79]a|RIFF)/.test(text))
        expect(detectImageType(new TextEncoder().encode(text))).toBeUndefined()
      }),
    )
  })
})
