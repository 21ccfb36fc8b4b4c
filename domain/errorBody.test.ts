import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { errorBody, validationErrorBody } from './errorBody'
import { contactSchema } from './forms/contact'
import { i18nFor } from './testing/i18n'

describe('error bodies', () => {
  it('carry the code and its message in the request language', () => {
    expect(errorBody('SERVER_BUSY', i18nFor('en'))).toEqual({
      code: 'SERVER_BUSY',
      message: 'Server is busy, please try again later.',
    })
    expect(errorBody('SERVER_BUSY', i18nFor('zh-Hant')).message).toBe('伺服器繁忙，請稍後再試。')
  })

  it('fill a placeholder', () => {
    expect(errorBody('NOTHING_FOUND', i18nFor('en'), { search: 'Mozart' }).message).toBe(
      'Nothing found for "Mozart"',
    )
  })

  it('list each invalid field for VALIDATION_FAILED, in Simplified Chinese for a zh_CN request', () => {
    const result = v.safeParse(contactSchema, {
      name: 'Chan',
      email: 'x',
      contactNumber: '21234567',
    })
    if (result.success) throw new Error('expected the contact form to be refused')
    expect(validationErrorBody(result.issues, i18nFor('zh-Hans'))).toEqual({
      code: 'VALIDATION_FAILED',
      message: '部分信息缺漏或无效，请检查后再试。',
      // keyed by the API's field names (the contract's ContactForm sends the enquiry as `content`)
      fields: { email: '请输入有效的电子邮箱。', content: '请输入你的查询内容。' },
    })
  })
})
