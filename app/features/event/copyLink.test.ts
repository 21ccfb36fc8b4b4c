import { describe, expect, it } from 'vitest'
import { copyLink } from './copyLink'

describe('copying the event’s link', () => {
  it('puts the address on the clipboard', async () => {
    let copied = ''
    const clipboard = {
      writeText: async (text: string) => {
        copied = text
      },
    } as Clipboard
    expect(await copyLink('https://www.citytix.hk/en_us/Event/8001', clipboard)).toBe(true)
    expect(copied).toBe('https://www.citytix.hk/en_us/Event/8001')
  })

  it('says it could not when the browser refuses or has no clipboard', async () => {
    const refusing = {
      writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')),
    } as unknown as Clipboard
    expect(await copyLink('x', refusing)).toBe(false)
    expect(await copyLink('x', undefined)).toBe(false)
  })
})
