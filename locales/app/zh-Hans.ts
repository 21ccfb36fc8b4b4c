// Every catalog the app shows in zh-Hans, for the dev server and the tests (a built app loads
// them in pieces, locales/app/load.ts): its own areas, the design system's parts and the
// domain's.
import type { Messages } from '@lingui/core'

export const catalogs = import.meta.glob<Messages>(
  ['../zh-Hans/app/*.po', '../zh-Hans/design-system/*.po', '../zh-Hans/domain.po'],
  { eager: true, import: 'messages' },
)
