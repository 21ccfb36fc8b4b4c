// Every catalog the app shows in en except the domain's (errorCatalogue.ts): its own areas
// and the design system's parts, compiled into one chunk for the browser to fetch.
import type { Messages } from '@lingui/core'

export const catalogs = import.meta.glob<Messages>(['../en/app/*.po', '../en/design-system/*.po'], {
  eager: true,
  import: 'messages',
})
