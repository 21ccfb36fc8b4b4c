// The site switches staff change in the box office (issue #35, openapi.yaml `SiteSwitches`):
// the rules a change must keep, shared by the office screen (said before sending) and the server
// (server/services/office/switches.ts, which refuses with VALIDATION_FAILED). Each broken rule
// is named by the field it is about, with its message.
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

export interface SiteSwitchesValue {
  hotEvent: boolean
  showWishList: boolean
  specificPeriodGray: { effectiveFrom: string; effectiveTo: string } | null
  customerServiceChatUrl: string | null
  maintenance: {
    startsAt: string
    endsAt: string
    notice: { en: string; 'zh-Hans': string; 'zh-Hant': string }
  } | null
}

/** The longest maintenance notice, per language. */
export const noticeMaxLength = 1_000
/** The longest chat address (openapi.yaml's maxLength). */
export const chatUrlMaxLength = 500

const noticeLanguages = ['en', 'zh-Hant', 'zh-Hans'] as const

// a lone half of a surrogate pair: no character at all, and not storable as JSON text
const loneSurrogate = /\p{Surrogate}/u

/** Text with no lone surrogate and no control character but line breaks and tabs. */
export function isPlainText(text: string): boolean {
  if (loneSurrogate.test(text)) return false
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f) {
      return false
    }
  }
  return true
}

function isHttpsUrl(text: string): boolean {
  if (!text.startsWith('https://') || text.length > chatUrlMaxLength || !isPlainText(text)) {
    return false
  }
  try {
    const url = new URL(text)
    return url.protocol === 'https:' && url.hostname !== ''
  } catch {
    return false
  }
}

/** A period's two ends, both instants, the end after the start. */
function periodProblem(from: string, to: string): 'invalid' | 'backwards' | undefined {
  const start = Date.parse(from)
  const end = Date.parse(to)
  if (Number.isNaN(start) || Number.isNaN(end)) return 'invalid'
  return end > start ? undefined : 'backwards'
}

/** The broken rules of `value`, by field; empty when the switches may be saved. */
export function siteSwitchesProblems(value: SiteSwitchesValue): Record<string, MessageDescriptor> {
  const problems: Record<string, MessageDescriptor> = {}
  const gray = value.specificPeriodGray
  if (gray) {
    const problem = periodProblem(gray.effectiveFrom, gray.effectiveTo)
    if (problem === 'invalid') {
      problems.specificPeriodGray = msg`Enter the grayscale period's start and end as dates and times.`
    } else if (problem === 'backwards') {
      problems.specificPeriodGray = msg`The grayscale period must end after it starts.`
    }
  }
  const chat = value.customerServiceChatUrl
  if (chat !== null && !isHttpsUrl(chat)) {
    problems.customerServiceChatUrl = msg`Enter the chat's address starting with https://.`
  }
  const maintenance = value.maintenance
  if (maintenance) {
    const problem = periodProblem(maintenance.startsAt, maintenance.endsAt)
    if (problem === 'invalid') {
      problems.maintenance = msg`Enter the maintenance window's start and end as dates and times.`
    } else if (problem === 'backwards') {
      problems.maintenance = msg`The maintenance window must end after it starts.`
    }
    for (const language of noticeLanguages) {
      const text = maintenance.notice[language]
      if (text.trim() === '') {
        problems[`notice.${language}`] = msg`Write the maintenance notice in this language.`
      } else if (text.length > noticeMaxLength || !isPlainText(text)) {
        problems[`notice.${language}`] =
          msg`Keep the notice to ${noticeMaxLength} characters of plain text.`
      }
    }
  }
  return problems
}
