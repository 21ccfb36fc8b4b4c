// Every catalog the app shows in zh-Hant except the domain's (errorCatalogue.ts): its own areas
// and the design system's parts, compiled into one chunk for the browser to fetch.
import type { Messages } from '@lingui/core'

export const catalogs = import.meta.glob<Messages>(
  ['../zh-Hant/app/*.po', '../zh-Hant/design-system/*.po'],
  { eager: true, import: 'messages' },
)
