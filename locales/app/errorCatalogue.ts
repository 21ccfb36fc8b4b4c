// The domain's messages (the error catalogue of spec §8 among them) in all three languages,
// shipped with the app's first script: whatever fails to load later, the reason can still be
// told in the visitor's language.
import type { Messages } from '@lingui/core'
import type { Locale } from '../../domain/preferences'
import { messages as en } from '../en/domain.po'
import { messages as zhHans } from '../zh-Hans/domain.po'
import { messages as zhHant } from '../zh-Hant/domain.po'

export const errorCatalogue: Record<Locale, Messages> = { en, 'zh-Hans': zhHans, 'zh-Hant': zhHant }
