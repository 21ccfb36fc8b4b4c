import { describe, expect, it } from 'vitest'
import { plainTextBlocks } from './plainTextBlocks'

describe('plain text from the API', () => {
  it('splits paragraphs at blank lines', () => {
    expect(plainTextBlocks('First.\n\nSecond.\n\n\nThird.')).toEqual([
      { kind: 'paragraph', lines: ['First.'] },
      { kind: 'paragraph', lines: ['Second.'] },
      { kind: 'paragraph', lines: ['Third.'] },
    ])
  })

  it('keeps a single line break inside a paragraph', () => {
    expect(plainTextBlocks('Line one\nLine two')).toEqual([
      { kind: 'paragraph', lines: ['Line one', 'Line two'] },
    ])
  })

  it('reads lines starting with "- " as one list, also right after a paragraph line', () => {
    expect(plainTextBlocks('Bring:\n- your ticket\n- an ID card\n\nEnjoy the show.')).toEqual([
      { kind: 'paragraph', lines: ['Bring:'] },
      { kind: 'list', items: ['your ticket', 'an ID card'] },
      { kind: 'paragraph', lines: ['Enjoy the show.'] },
    ])
  })

  it('leaves markup as the text it is', () => {
    expect(plainTextBlocks('<b>Not bold</b>')).toEqual([
      { kind: 'paragraph', lines: ['<b>Not bold</b>'] },
    ])
  })

  it('gives nothing for an empty text and accepts Windows line ends', () => {
    expect(plainTextBlocks('  \n\n ')).toEqual([])
    expect(plainTextBlocks('One\r\n\r\nTwo')).toHaveLength(2)
  })

  it('does not take a dash without a space, or a negative number, for a bullet', () => {
    expect(plainTextBlocks('-5°C at night\n--- \nok')).toEqual([
      { kind: 'paragraph', lines: ['-5°C at night', '--- ', 'ok'].map((l) => l.trim()) },
    ])
  })
})
