import { describe, expect, it } from 'vitest'
import { errorCodes } from './errorCodes'
import { errorMessage, errorMessages, isErrorCode, successMessages } from './errors'
import { i18nFor, isTranslated } from './testing/i18n'

const en = i18nFor('en')

describe('the error catalogue', () => {
  it('gives every error code a message', () => {
    for (const code of errorCodes) expect(errorMessages[code]?.id, code).toBeTruthy()
  })

  it.each([
    ['SERVER_BUSY', 'Server is busy, please try again later.'],
    ['NOT_AN_IMAGE', 'You can only upload Image file!'],
    ['IMAGE_UPLOAD_FAILED', 'Image upload failed!'],
    ['COPY_FAILED', 'Can not copy'],
    ['NO_MATCHING_TRANSACTIONS', 'No matching transactions'],
  ] as const)('words %s as the spec does', (code, text) => {
    expect(en._(errorMessages[code])).toBe(text)
  })

  it('names the search that found nothing', () => {
    expect(en._(errorMessage('NOTHING_FOUND', { search: 'Mozart' }))).toBe(
      'Nothing found for "Mozart"',
    )
  })

  it('has the two confirmations of §8', () => {
    expect(en._(successMessages.urlCopied)).toBe('URL copied to clipboard')
    expect(en._(successMessages.profileUpdated)).toBe('Profile updated, please log in again.')
  })

  it('gives each error a different message', () => {
    const texts = errorCodes.map((code) => en._(errorMessages[code]))
    expect(new Set(texts).size).toBe(texts.length)
  })

  it.each(['zh-Hant', 'zh-Hans'] as const)('is translated into %s', (locale) => {
    const all = [...Object.values(errorMessages), ...Object.values(successMessages)]
    const missing = all.filter((d) => !isTranslated(locale, d)).map((d) => d.message)
    expect(missing).toEqual([])
  })

  it('shows the search term inside the Chinese sentence too', () => {
    const text = i18nFor('zh-Hant')._(errorMessage('NOTHING_FOUND', { search: '莫札特' }))
    expect(text).toContain('莫札特')
  })
})

describe('isErrorCode', () => {
  it.each(errorCodes)('accepts %s', (code) => expect(isErrorCode(code)).toBe(true))
  it.each([
    ['server_busy'],
    [''],
    [undefined],
    [null],
    [42],
    [{ code: 'SERVER_BUSY' }],
    ['toString'],
  ])('refuses %j', (value) => expect(isErrorCode(value)).toBe(false))
})
