import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { i18nFor } from '../testing/i18n'
import { issue, issueDescriptors, issueMessages } from './issueMessages'
import { fieldMessages, tooLong } from './messages'

const schema = v.object({
  email: v.pipe(v.string(), v.nonEmpty(issue(fieldMessages.emailRequired))),
  nickname: v.pipe(v.string(), v.maxLength(5, issue(tooLong(5)))),
  title: v.pipe(v.string(), v.maxLength(9, issue(tooLong(9)))),
  bare: v.optional(v.number()),
})
const fail = (input: unknown) => {
  const result = v.safeParse(schema, input)
  if (result.success) throw new Error('expected the input to be refused')
  return result.issues
}

describe('issueMessages', () => {
  const issues = fail({
    email: '',
    nickname: 'toolongname',
    title: 'a much too long title',
    bare: 'x',
  })

  it('shows each field its own message in the visitor language', () => {
    expect(issueMessages(issues, i18nFor('en'))).toEqual({
      email: 'Please enter your email address.',
      nickname: 'Please enter at most 5 characters.',
      title: 'Please enter at most 9 characters.',
      bare: 'Some information is missing or not valid. Please check and try again.',
    })
  })

  it('shows the same problems in Traditional and Simplified Chinese', () => {
    expect(issueMessages(issues, i18nFor('zh-Hant')).nickname).toBe('最多可輸入 5 個字元。')
    expect(issueMessages(issues, i18nFor('zh-Hans')).email).toBe('请输入你的电子邮箱。')
  })

  it('never shows valibot English for a problem the schema gave no message', () => {
    expect(issueMessages(issues, i18nFor('zh-Hant')).bare).toBe(
      '部分資料缺漏或無效，請檢查後再試。',
    )
  })

  it('keeps only the first problem of a field', () => {
    const twice = v.object({
      code: v.pipe(
        v.string(),
        v.nonEmpty(issue(fieldMessages.otpRequired)),
        v.regex(/\d/, issue(fieldMessages.passwordLength)),
      ),
    })
    const result = v.safeParse(twice, { code: '' })
    expect(result.success).toBe(false)
    if (!result.success) {
      expect(issueMessages(result.issues, i18nFor('en'))).toEqual({
        code: 'Please enter the 6-digit one-time password.',
      })
    }
  })

  it('hands a server descriptors it can render in the request language', () => {
    const { nickname } = issueDescriptors(issues)
    if (!nickname) throw new Error('expected a problem with the nickname')
    expect(i18nFor('zh-Hans')._(nickname)).toBe('最多可输入 5 个字符。')
  })
})
