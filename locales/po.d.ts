// The Lingui Vite plugin compiles .po catalogs on import.
declare module '*.po' {
  import type { Messages } from '@lingui/core'
  export const messages: Messages
}
