// The start-up catalog (app/startup/) in all three languages, shipped with the app's first
// script: when the language's messages fail to load, the reason is still told in the
// visitor's language.
import type { Messages } from '@lingui/core'
import type { Locale } from '../../domain/preferences'
import { messages as en } from '../en/app/startup.po'
import { messages as zhHans } from '../zh-Hans/app/startup.po'
import { messages as zhHant } from '../zh-Hant/app/startup.po'

export const startupMessages: Record<Locale, Messages> = {
  en,
  'zh-Hans': zhHans,
  'zh-Hant': zhHant,
}
