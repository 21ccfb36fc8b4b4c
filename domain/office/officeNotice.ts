// A notice staff send from the box office (issue #35, openapi.yaml `OfficeNoticeRequest`): to
// every member or to the buyers of one performance, into their inboxes and optionally by mail.
// The rules it keeps, shared by the office screen and the server
// (server/services/office/notices.ts), by field.
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { isPlainText } from './siteSwitches'

type Text = { en: string; 'zh-Hans': string; 'zh-Hant': string }

export interface OfficeNoticeValue {
  audience: 'all' | 'performance'
  performanceId: number | null
  title: Text
  body: Text
  mail: boolean
}

export const noticeTitleMax = 200
export const noticeBodyMax = 4_000

const languages = ['en', 'zh-Hant', 'zh-Hans'] as const
/** The broken rules of `notice`, by field (`title.en`, `body.zh-Hant`, `performanceId`). */
export function officeNoticeProblems(notice: OfficeNoticeValue): Record<string, MessageDescriptor> {
  const problems: Record<string, MessageDescriptor> = {}
  if (notice.audience === 'performance' && notice.performanceId === null) {
    problems.performanceId = msg`Enter the number of the performance whose buyers get the notice.`
  }
  for (const language of languages) {
    const title = notice.title[language]
    if (title.trim() === '') problems[`title.${language}`] = msg`Write the title in this language.`
    else if (title.length > noticeTitleMax || !isPlainText(title)) {
      problems[`title.${language}`] =
        msg`Keep the title to ${noticeTitleMax} characters of plain text.`
    }
    const body = notice.body[language]
    if (body.trim() === '') problems[`body.${language}`] = msg`Write the text in this language.`
    else if (body.length > noticeBodyMax || !isPlainText(body)) {
      problems[`body.${language}`] =
        msg`Keep the text to ${noticeBodyMax} characters of plain text.`
    }
  }
  return problems
}
