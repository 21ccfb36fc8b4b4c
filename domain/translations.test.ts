import type { MessageDescriptor } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { admissionMessages, ticketClassLabels } from './cinema'
import { errorMessages, successMessages } from './errors'
import { changeRequestMessages } from './forms/changeRequestMessages'
import { genderLabels, interestLabels, titleLabels } from './forms/personalDetails'
import { seatSelectionMessages } from './seats'
import { i18nFor, isTranslated } from './testing/i18n'
import { fieldMessages, tooLong } from './validation/messages'

// every message domain/ shows, by where it comes from
const groups: Record<string, Record<string, MessageDescriptor>> = {
  errorMessages,
  successMessages,
  seatSelectionMessages,
  fieldMessages,
  titleLabels,
  genderLabels,
  interestLabels,
  admissionMessages,
  ticketClassLabels,
  changeRequestMessages,
  tooLong: { tooLong: tooLong(30) },
}

describe.each(Object.entries(groups))('%s', (_, descriptors) => {
  it.each(['zh-Hant', 'zh-Hans'] as const)('is all translated into %s', (locale) => {
    const missing = Object.entries(descriptors)
      .filter(([, descriptor]) => !isTranslated(locale, descriptor))
      .map(([key]) => key)
    expect(missing).toEqual([])
  })

  it('keeps every placeholder in the Chinese text', () => {
    for (const descriptor of Object.values(descriptors)) {
      for (const value of Object.values(descriptor.values ?? {})) {
        expect(i18nFor('zh-Hant')._(descriptor)).toContain(String(value))
        expect(i18nFor('zh-Hans')._(descriptor)).toContain(String(value))
      }
    }
  })
})
