// Every catalog the app shows in zh-Hans except the domain's (errorCatalogue.ts): its own areas
// and the design system's parts, compiled into one chunk for the browser to fetch.
import type { Messages } from '@lingui/core'

export const catalogs = import.meta.glob<Messages>(
  ['../zh-Hans/app/*.po', '../zh-Hans/design-system/*.po'],
  { eager: true, import: 'messages' },
)
