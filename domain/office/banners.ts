// The home's banners as staff write them in the box office (issue #35, openapi.yaml
// `OfficeBannerForm`): the rules a banner must keep, shared by the office screen (said before
// sending) and the server (server/services/office/banners.ts, which refuses with
// VALIDATION_FAILED). Each broken rule is named by its field, with its message.
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { isPlainText } from './siteSwitches'

export interface BannerFormValue {
  title: { en: string; 'zh-Hans': string; 'zh-Hant': string }
  imageUrl: string
  linkUrl: string
  startsAt: string
  endsAt: string
}

/** The longest title (alt text), per language. */
export const bannerTitleMax = 200
/** The longest link or image address (openapi.yaml's maxLength). */
export const bannerUrlMax = 500

const languages = ['en', 'zh-Hant', 'zh-Hans'] as const

/** A site path (`/Event/8001`, not `//host`) or an https address with a host. */
export function isBannerLink(text: string): boolean {
  if (text.length === 0 || text.length > bannerUrlMax || !isPlainText(text)) return false
  if (/\s/.test(text)) return false
  if (text.startsWith('/')) return !text.startsWith('//') && !text.includes('\\')
  if (!text.startsWith('https://')) return false
  try {
    const url = new URL(text)
    return url.protocol === 'https:' && url.hostname !== ''
  } catch {
    return false
  }
}

/** The broken rules of a banner, by field (`title.en`, `linkUrl`, `endsAt`, …). */
export function bannerProblems(
  banner: BannerFormValue,
  images: readonly string[],
): Record<string, MessageDescriptor> {
  const problems: Record<string, MessageDescriptor> = {}
  for (const language of languages) {
    const title = banner.title[language].trim()
    if (title === '') problems[`title.${language}`] = msg`Write the title in this language.`
    else if (title.length > bannerTitleMax || !isPlainText(title)) {
      problems[`title.${language}`] =
        msg`Keep the title to ${bannerTitleMax} characters of plain text.`
    }
  }
  if (!isBannerLink(banner.linkUrl)) {
    problems.linkUrl = msg`Give a site path starting with / or an address starting with https://.`
  }
  if (!images.includes(banner.imageUrl)) problems.imageUrl = msg`Choose one of the images.`
  const start = Date.parse(banner.startsAt)
  const end = Date.parse(banner.endsAt)
  if (Number.isNaN(start)) problems.startsAt = msg`Give the first day it shows.`
  if (Number.isNaN(end)) problems.endsAt = msg`Give the day it stops showing.`
  else if (!Number.isNaN(start) && end <= start) {
    problems.endsAt = msg`The banner must end after it starts.`
  }
  return problems
}
